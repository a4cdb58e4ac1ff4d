export { ContactForm } from './components/ContactForm';
export type { ContactFormProps, ContactValues } from './components/ContactForm';
export { ContactDetails } from './components/ContactDetails';
export { messageSent } from './events';
export { sendMessage } from './sendMessage';
