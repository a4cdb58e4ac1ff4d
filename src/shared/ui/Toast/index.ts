export { ToastProvider, ToastView, ToastViewport, useToast } from './Toast';
export type { ToastProviderProps, ToastViewProps, ToastViewportProps } from './Toast';
export type { Notify, ToastAction, ToastApi, ToastItem, ToastOptions, ToastTone } from './types';
