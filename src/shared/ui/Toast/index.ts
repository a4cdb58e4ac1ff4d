export { ToastProvider, useToast } from './Toast';
export { createToastStore } from './toastStore';
export type { ToastStore } from './toastStore';
export type { Notify, ToastOptions } from './types';
