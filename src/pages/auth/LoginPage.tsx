import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  LoginForm,
  SignedInNotice,
  returnPathFrom,
  selectUser,
  signIn,
  type LoginValues,
} from '@/features/auth';
import { t } from '@/shared/i18n';
import { usePageFocus } from '@/shared/lib/usePageFocus';
import { AuthLayout } from './AuthLayout';
import { useAbortOnUnmount } from '@/shared/lib/useAbortOnUnmount';

/**
 * /login: sign in (simulated, 1 s), then back to the page that sent the shopper here (RequireAuth's
 * `from`, same-site paths only) or home. A shopper already signed in sees a note instead of the form.
 */
export default function LoginPage() {
  usePageFocus();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector(selectUser);
  // Decided once: signing in on this page must not swap the form for the note before navigating.
  const [signedInAtStart] = useState(() => user !== null);
  const abortSignal = useAbortOnUnmount();
  const returnTo = returnPathFrom(location.state);

  // Only the email and Remember me go on; the password stays in the form and is cleared there.
  const onSubmit = async ({ email, remember }: LoginValues) => {
    const signedIn = await dispatch(signIn({ email, remember }, abortSignal()));
    if (signedIn) navigate(returnTo, { replace: true });
    return signedIn;
  };

  return (
    <AuthLayout
      title={t('Sign in')}
      intro={returnTo === '/' ? t('Welcome back to Rangoli.') : t('Please sign in to continue.')}
    >
      {signedInAtStart && user ? (
        <SignedInNotice name={user.name} email={user.email} />
      ) : (
        <LoginForm onSubmit={onSubmit} />
      )}
    </AuthLayout>
  );
}
