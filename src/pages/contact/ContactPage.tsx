import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { ContactDetails, ContactForm } from '@/features/contact';
import { TIMERS } from '@/shared/lib/constants';
import { MSG } from '@/shared/lib/messages';
import { usePageTitle } from '@/shared/lib/usePageTitle';
import { Container, useToast } from '@/shared/ui';

const Page = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl};
  h1 {
    font-family: ${({ theme }) => theme.font.display};
  }
`;

const Intro = styled.p`
  max-width: 40rem;
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  margin-top: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 2fr;
    align-items: start;
  }
`;

const FormCard = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

/**
 * Waits `ms` like a real send; resolves false (and clears the timer) if the page goes away first,
 * so nothing happens after the shopper has left.
 */
function useSimulatedSend(ms: number) {
  const pending = useRef(new Set<() => void>());
  useEffect(() => {
    const cancels = pending.current;
    return () => {
      for (const cancel of cancels) cancel();
      cancels.clear();
    };
  }, []);
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        const cancel = () => {
          clearTimeout(handle);
          resolve(false);
        };
        const handle = setTimeout(() => {
          pending.current.delete(cancel);
          resolve(true);
        }, ms);
        pending.current.add(cancel);
      }),
    [ms],
  );
}

/** /contact: the shop's details and the contact form ('Sending...' 1 s, then the thank-you toast). */
export function ContactPage() {
  usePageTitle('Contact us');
  const notify = useToast();
  const send = useSimulatedSend(TIMERS.contact);

  const onSubmit = useCallback(async () => {
    const sent = await send();
    if (sent) notify(MSG.contactThanks, { tone: 'success' });
    return sent;
  }, [send, notify]);

  return (
    <Page>
      <h1>Contact us</h1>
      <Intro>Questions about an order, a size or a return? Write to us and our team will reply soon.</Intro>
      <Columns>
        <ContactDetails />
        <FormCard aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Write to us</h2>
          <ContactForm onSubmit={onSubmit} />
        </FormCard>
      </Columns>
    </Page>
  );
}

export default ContactPage;
