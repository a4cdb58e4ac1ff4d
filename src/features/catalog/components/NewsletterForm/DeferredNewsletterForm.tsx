import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useFirstInteraction } from '../../../../shared/lib/useFirstInteraction';
import type { NewsletterFormProps } from './NewsletterForm';

const NewsletterForm = lazy(() =>
  import(/* webpackChunkName: "newsletter" */ './NewsletterForm').then((m) => ({
    default: m.NewsletterForm,
  })),
);

/** Holds the form's place (about its height) until it is loaded, so nothing below it moves. */
const Placeholder = styled.div`
  width: 100%;
  max-width: 32rem;
  min-height: 8.5rem;

  ${({ theme }) => theme.media.sm} {
    min-height: 5.5rem;
  }
`;

/**
 * The home page's newsletter form, far below the fold: its code (the form, the field and the email
 * rule) loads on the shopper's first scroll, key or touch, long before they can reach it, so the
 * first screen does not pay for it.
 */
export function DeferredNewsletterForm(props: NewsletterFormProps) {
  const wanted = useFirstInteraction();
  if (!wanted) return <Placeholder />;
  return (
    <Suspense fallback={<Placeholder />}>
      <NewsletterForm {...props} />
    </Suspense>
  );
}
