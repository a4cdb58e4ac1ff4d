import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { t, translate } from '@/shared/i18n';
import { contactRules, type ContactValues } from '@/shared/lib/validation';
import { useSubmitOnce } from '@/shared/lib/useSubmitOnce';
import { Button, EmailField, NameField, PhoneField, TextArea } from '@/shared/ui';

export type { ContactValues };

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

/** A field's message (validation's English) in the page's edition. */
const shown = (message: string | undefined) => (message ? translate(message) : message);

export interface ContactFormProps {
  /**
   * Called with valid values; resolve true once sent (the form is then cleared). While it runs the
   * button shows 'Sending...' and further submits are ignored.
   */
  onSubmit: (values: ContactValues) => Promise<boolean> | boolean | void;
  /** Show the busy state regardless (stories). */
  loading?: boolean;
  defaultValues?: Partial<ContactValues>;
}

/** The contact form: Name, Email, Phone (optional), Message. */
export function ContactForm({ onSubmit, loading = false, defaultValues }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ defaultValues: { ...EMPTY, ...defaultValues } });
  const busy = loading || isSubmitting;
  const submit = useSubmitOnce(async (values: ContactValues) => {
    if (await onSubmit(values)) reset(EMPTY);
  });

  return (
    <Form noValidate onSubmit={handleSubmit(submit)}>
      <Pair>
        <NameField
          label={t('Name')}
          required
          readOnly={busy}
          error={shown(errors.name?.message)}
          {...register('name', { validate: contactRules.name })}
        />
        <EmailField
          label={t('Email')}
          required
          readOnly={busy}
          error={shown(errors.email?.message)}
          {...register('email', { validate: contactRules.email })}
        />
      </Pair>
      <PhoneField label={t('Phone')} hint={t('Optional')} readOnly={busy} {...register('phone')} />
      <TextArea
        label={t('Message')}
        required
        rows={5}
        readOnly={busy}
        error={shown(errors.message?.message)}
        {...register('message', { validate: contactRules.message })}
      />
      <div>
        <Button type="submit" loading={busy} loadingText={t('Sending...')}>
          {t('Send Message')}
        </Button>
      </div>
    </Form>
  );
}
