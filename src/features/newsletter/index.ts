export { NewsletterForm } from './components/NewsletterForm';
export { subscribed } from './subscribe';
