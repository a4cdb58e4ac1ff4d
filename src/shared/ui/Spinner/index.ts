export { Spinner, SpinnerRing } from './Spinner';
