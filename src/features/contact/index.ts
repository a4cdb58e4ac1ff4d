export { ContactForm } from './components/ContactForm';
export type { ContactFormProps, ContactValues } from './components/ContactForm';
export { ContactDetails } from './components/ContactDetails';
export { sendMessage, messageSent } from './sendMessage';
