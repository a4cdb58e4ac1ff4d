export { ToastProvider, ToastViewport, useToast } from './Toast';
export type { ToastProviderProps, ToastViewportProps } from './Toast';
export { ToastView } from './ToastView';
export { createToastStore } from './toastStore';
export type { ToastStore } from './toastStore';
export type { ToastViewProps } from './ToastView';
export type { Notify, ToastAction, ToastApi, ToastItem, ToastOptions, ToastTone } from './types';
