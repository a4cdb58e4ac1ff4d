import { loadOnce } from '@/app/boot';

export { subscribed } from './subscribe';
/** The sign-up form in a chunk of its own (the home page hydrates it on the first interaction or focus). */
export const loadNewsletterForm = loadOnce(() =>
  import(/* webpackChunkName: "newsletter-form" */ './components/NewsletterForm').then(
    (m) => m.NewsletterForm,
  ),
);
