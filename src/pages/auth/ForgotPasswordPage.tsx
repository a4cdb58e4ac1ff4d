import { useState } from 'react';
import { ForgotPasswordForm, requestPasswordReset } from '@/features/auth';
import { t } from '@/shared/i18n';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { AuthLayout } from './AuthLayout';
import { useAbortOnUnmount } from '@/shared/lib/useAbortOnUnmount';

/** /forgot-password: an email form, 1 s 'Sending...', then the same answer whatever the email. */
export default function ForgotPasswordPage() {
  usePageFocus();
  const [sent, setSent] = useState(false);
  const abortSignal = useAbortOnUnmount();

  const onSubmit = async ({ email }: { email: string }) => {
    setSent(false);
    if (await requestPasswordReset(email.trim(), abortSignal())) setSent(true);
  };

  return (
    <AuthLayout
      title={t('Forgot password')}
      intro={t('Enter the email of your account and we will send you a reset link.')}
    >
      <ForgotPasswordForm onSubmit={onSubmit} sent={sent} />
    </AuthLayout>
  );
}
