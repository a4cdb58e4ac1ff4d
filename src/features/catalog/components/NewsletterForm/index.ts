export * from './NewsletterForm';
export * from './DeferredNewsletterForm';
