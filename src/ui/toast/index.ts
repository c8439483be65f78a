export { toast, TOAST_DURATION_MS, type ToastKind, type ToastMessage } from './toast-store';
export { Toaster, type ToasterProps } from './toaster';
