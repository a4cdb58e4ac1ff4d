import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { t, translate } from '@/shared/i18n';
import { Button, EmailField, Select, TextArea } from '@/shared/ui';
import {
  COMPLAINT_SUBJECTS,
  COMPLAINT_SUBJECT_LABELS,
  MAX_DESCRIPTION_LENGTH,
  MIN_DESCRIPTION_LENGTH,
} from '../complaintOptions';
import { complaintRules, type ComplaintValues } from '../complaintRules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** One option of a select: its value and what the shopper reads. */
export interface Choice {
  value: string;
  label: string;
}

const EMPTY: ComplaintValues = { orderId: '', subject: '', description: '', email: '' };

export interface ComplaintFormProps {
  /** The shopper's orders to choose from (value: the order id); a guest has none. */
  orders: readonly Choice[];
  /** Signed in: the complaint takes the account's email, and the form asks for none. */
  accountEmail?: string;
  /** Called with values the rules accept. */
  onSubmit: (values: ComplaintValues) => void;
  defaultValues?: Partial<ComplaintValues>;
}

/**
 * The complaint form of /grievance: 'Order' (the shopper's orders, or 'Not about an order', the
 * default), 'Subject', 'Describe the problem' (at least 20 characters), 'Email' (guests only) and
 * 'Submit complaint'. A failed submit shows each field's message at it and moves focus to the first
 * (react-hook-form); nothing typed is lost.
 */
export function ComplaintForm({ orders, accountEmail, onSubmit, defaultValues }: ComplaintFormProps) {
  const guest = accountEmail === undefined;
  const rules = complaintRules({ guest });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ComplaintValues>({ defaultValues: { ...EMPTY, ...defaultValues } });
  const subjectOptions: readonly Choice[] = COMPLAINT_SUBJECTS.map((subject) => ({
    value: subject,
    label: t(COMPLAINT_SUBJECT_LABELS[subject]),
  }));
  // The rules' messages are English keys (shared/lib/validation): shown in the page's edition.
  const shown = (message: string | undefined) => message && translate(message);

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Select
        label={t('Order')}
        options={[{ value: '', label: t('Not about an order') }, ...orders]}
        {...register('orderId')}
      />
      <Select
        label={t('Subject')}
        required
        placeholder={t('Choose a subject')}
        options={subjectOptions}
        error={shown(errors.subject?.message)}
        {...register('subject', { validate: (value) => rules.subject?.(value, EMPTY) })}
      />
      <TextArea
        label={t('Describe the problem')}
        required
        rows={6}
        maxLength={MAX_DESCRIPTION_LENGTH}
        hint={t('At least {min} characters: what happened, and what you would like us to do.', {
          min: MIN_DESCRIPTION_LENGTH,
        })}
        error={shown(errors.description?.message)}
        {...register('description', { validate: (value) => rules.description?.(value, EMPTY) })}
      />
      {guest ? (
        <EmailField
          required
          hint={t('We write to you here about your complaint.')}
          error={shown(errors.email?.message)}
          {...register('email', { validate: (value) => rules.email?.(value, EMPTY) })}
        />
      ) : (
        <Note>{t('We will write to you at {email} about your complaint.', { email: accountEmail })}</Note>
      )}
      <div>
        <Button type="submit">{t('Submit complaint')}</Button>
      </div>
    </Form>
  );
}
