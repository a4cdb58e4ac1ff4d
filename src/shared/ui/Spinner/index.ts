export { Spinner, SpinnerRing } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
