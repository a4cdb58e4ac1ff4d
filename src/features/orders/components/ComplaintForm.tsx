import { useForm } from 'react-hook-form';
import styled from 'styled-components';
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

const SUBJECT_OPTIONS: readonly Choice[] = COMPLAINT_SUBJECTS.map((subject) => ({
  value: subject,
  label: COMPLAINT_SUBJECT_LABELS[subject],
}));

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

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Select
        label="Order"
        options={[{ value: '', label: 'Not about an order' }, ...orders]}
        {...register('orderId')}
      />
      <Select
        label="Subject"
        required
        placeholder="Choose a subject"
        options={SUBJECT_OPTIONS}
        error={errors.subject?.message}
        {...register('subject', { validate: (value) => rules.subject?.(value, EMPTY) })}
      />
      <TextArea
        label="Describe the problem"
        required
        rows={6}
        maxLength={MAX_DESCRIPTION_LENGTH}
        hint={`At least ${MIN_DESCRIPTION_LENGTH} characters: what happened, and what you would like us to do.`}
        error={errors.description?.message}
        {...register('description', { validate: (value) => rules.description?.(value, EMPTY) })}
      />
      {guest ? (
        <EmailField
          required
          hint="We write to you here about your complaint."
          error={errors.email?.message}
          {...register('email', { validate: (value) => rules.email?.(value, EMPTY) })}
        />
      ) : (
        <Note>We will write to you at {accountEmail} about your complaint.</Note>
      )}
      <div>
        <Button type="submit">Submit complaint</Button>
      </div>
    </Form>
  );
}
