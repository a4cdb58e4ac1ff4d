import { useForm } from 'react-hook-form';
import { t, translate } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { MSG } from '@/shared/lib/messages';
import { forgotPasswordRules, type ForgotPasswordValues } from '@/shared/lib/validation';
import { Button, EmailField } from '@/shared/ui';
import { Form, FormNote, StatusLine, TapLink } from './forms.styles';
import { shownError } from './shownError';
import { useSubmitOnce } from '@/shared/lib/useSubmitOnce';

export type { ForgotPasswordValues };

export interface ForgotPasswordFormProps {
  /** Called with a valid email; 'Sending...' shows until it settles. */
  onSubmit: (values: ForgotPasswordValues) => Promise<unknown> | unknown;
  /** The request went out: shows "If an account exists for this email, we have sent a reset link." */
  sent?: boolean;
  /** Show the busy state regardless (stories). */
  loading?: boolean;
  defaultValues?: Partial<ForgotPasswordValues>;
}

/** Forgot password: one Email field (the usual email rules), 'Sending...', then the answer in a status line. */
export function ForgotPasswordForm({
  onSubmit,
  sent = false,
  loading = false,
  defaultValues,
}: ForgotPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ defaultValues: { email: '', ...defaultValues } });
  const busy = loading || isSubmitting;
  const submit = useSubmitOnce<ForgotPasswordValues>(async (values) => {
    await onSubmit(values);
  });

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-label={t('Reset password')}>
      <EmailField
        required
        readOnly={busy}
        error={shownError(errors.email?.message)}
        {...register('email', { validate: forgotPasswordRules.email })}
      />
      <Button type="submit" fullWidth loading={busy} loadingText={t('Sending...')}>
        {t('Send Reset Link')}
      </Button>
      <StatusLine role="status" $visible={sent && !busy}>
        {sent && !busy ? translate(MSG.resetSent) : ''}
      </StatusLine>
      <FormNote>
        {tNodes('Remembered it? {link}', { link: <TapLink to="/login">{t('Back to sign in')}</TapLink> })}
      </FormNote>
    </Form>
  );
}
