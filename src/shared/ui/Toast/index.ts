export { ToastApiProvider, ToastViewport, useToast } from './Toast';
export { createToastStore } from './toastStore';
export type { ToastStore } from './toastStore';
export type { ToastApi, ToastOptions } from './types';
export type { ToastViewProps } from './ToastView';
