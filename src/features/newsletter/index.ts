export { NewsletterForm } from './components/NewsletterForm';
export type { NewsletterFormProps } from './components/NewsletterForm';
export { subscribed } from './subscribe';
