export { ShareButton, type ShareOutcome } from './ShareButton';
