import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { SignedInNotice, SignupForm, selectUser, signUp, type SignupValues } from '@/features/auth';
import { t } from '@/shared/i18n';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { AuthLayout } from './AuthLayout';
import { useAbortOnUnmount } from '@/shared/lib/useAbortOnUnmount';

/** /signup: create an account (simulated, 1 s), signed in at once, then home. */
export default function SignupPage() {
  usePageFocus();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const [signedInAtStart] = useState(() => user !== null);
  const abortSignal = useAbortOnUnmount();

  // Name, email and phone make the user; the passwords stay in the form and are cleared there.
  const onSubmit = async ({ name, email, phone }: SignupValues) => {
    const created = await dispatch(signUp({ name, email, phone }, abortSignal()));
    if (created) navigate('/', { replace: true });
    return created;
  };

  return (
    <AuthLayout
      title={t('Create your account')}
      intro={t('Join Rangoli for faster checkout and your order history.')}
      wide
    >
      {signedInAtStart && user ? (
        <SignedInNotice name={user.name} email={user.email} />
      ) : (
        <SignupForm onSubmit={onSubmit} />
      )}
    </AuthLayout>
  );
}
