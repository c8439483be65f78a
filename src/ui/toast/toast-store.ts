type ToastKind = 'error' | 'success' | 'info';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
  /** Shown for the screen its code is about to open: stays through that one route change. */
  forNextScreen?: boolean;
}

export interface ToastOptions {
  /**
   * The code navigates right after showing it (a success message for the screen it opens), so the
   * route change that follows keeps it; the one after that closes it, as any other.
   */
  forNextScreen?: boolean;
}

type Listener = () => void;

/** The spec's toast timing: shown top-right, closed automatically after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  // The same message twice at once (two failed calls, one cause) is shown once.
  const existing = toasts.find((t) => t.kind === kind && t.message === message);
  if (existing) return existing.id;
  const id = nextId++;
  toasts = [...toasts, { id, kind, message, ...(options.forNextScreen ? { forNextScreen: true } : {}) }];
  emit();
  return id;
}

/** Shows toasts from anywhere: event handlers, query callbacks, plain functions. */
export const toast = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss(id: number): void {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
  /**
   * The screen changed: a toast belongs to the screen it was shown on, so the open ones close
   * (an error must not follow the learner onto the next screen's success banner), except those
   * shown for the new screen (`forNextScreen`), which stay until they time out or the next change.
   */
  screenChanged(): void {
    if (toasts.length === 0) return;
    toasts = toasts.filter((t) => t.forNextScreen).map(({ id, kind, message }) => ({ id, kind, message }));
    emit();
  },
  clear(): void {
    toasts = [];
    emit();
  },
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): ToastMessage[] {
  return toasts;
}
