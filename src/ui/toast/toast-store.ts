type ToastKind = 'error' | 'success' | 'info';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
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

function show(kind: ToastKind, message: string): number {
  // The same message twice at once (two failed calls, one cause) is shown once.
  const existing = toasts.find((t) => t.kind === kind && t.message === message);
  if (existing) return existing.id;
  const id = nextId++;
  toasts = [...toasts, { id, kind, message }];
  emit();
  return id;
}

/** Shows toasts from anywhere: event handlers, query callbacks, plain functions. */
export const toast = {
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  dismiss(id: number): void {
    toasts = toasts.filter((t) => t.id !== id);
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
