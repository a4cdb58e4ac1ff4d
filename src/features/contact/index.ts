export { ContactForm } from './components/ContactForm';
export type { ContactValues } from './components/ContactForm';
export { ContactDetails } from './components/ContactDetails';
export { messageSent } from './events';
export { sendMessage } from './sendMessage';
