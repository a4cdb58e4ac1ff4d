import { useCallback } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { ContactDetails, ContactForm, sendMessage, type ContactValues } from '@/features/contact';
import { t } from '@/shared/i18n';
import { useAbortOnUnmount } from '@/shared/lib/useAbortOnUnmount';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { Container } from '@/shared/ui';

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

/** /contact: the shop's details and the contact form (sendMessage: 'Sending...' 1 s, then the thank-you). */
export default function ContactPage() {
  usePageFocus();
  const dispatch = useAppDispatch();
  const abortSignal = useAbortOnUnmount();
  const onSubmit = useCallback(
    (message: ContactValues) => dispatch(sendMessage(message, abortSignal())),
    [dispatch, abortSignal],
  );

  return (
    <Page>
      <h1>{t('Contact us')}</h1>
      <Intro>
        {t('Questions about an order, a size or a return? Write to us and our team will reply soon.')}
      </Intro>
      <Columns>
        <ContactDetails />
        <FormCard aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t('Write to us')}</h2>
          <ContactForm onSubmit={onSubmit} />
        </FormCard>
      </Columns>
    </Page>
  );
}
