import { useForm } from 'react-hook-form';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { loginRules, type LoginValues } from '@/shared/lib/validation';
import { Button, Checkbox, EmailField, PasswordInput } from '@/shared/ui';
import { Form, FormNote, SplitRow, TapLink } from './forms.styles';
import { shownError } from './shownError';
import { useSubmitOnce } from '@/shared/lib/useSubmitOnce';

export type { LoginValues };

export interface LoginFormProps {
  /**
   * Called with valid values; resolve true once the shopper is signed in (the password field is then
   * emptied). While it runs the button shows 'Signing in...' and further submits are ignored.
   */
  onSubmit: (values: LoginValues) => Promise<boolean> | boolean | void;
  /** Show the busy state regardless (stories). */
  loading?: boolean;
  defaultValues?: Partial<LoginValues>;
}

/** Sign in: Email, Password (show/hide), Remember me (on by default), Forgot password? and Sign up links. */
export function LoginForm({ onSubmit, loading = false, defaultValues }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '', remember: true, ...defaultValues } });
  const busy = loading || isSubmitting;

  const submit = useSubmitOnce<LoginValues>(async (values) => {
    if (await onSubmit(values)) resetField('password', { defaultValue: '' });
  });

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-label={t('Sign in')}>
      <EmailField
        required
        readOnly={busy}
        error={shownError(errors.email?.message)}
        {...register('email', { validate: loginRules.email })}
      />
      <PasswordInput
        label={t('Password')}
        autoComplete="current-password"
        required
        readOnly={busy}
        error={shownError(errors.password?.message)}
        {...register('password', { validate: loginRules.password })}
      />
      <SplitRow>
        <Checkbox label={t('Remember me')} {...register('remember')} />
        <TapLink to="/forgot-password">{t('Forgot password?')}</TapLink>
      </SplitRow>
      <Button type="submit" fullWidth loading={busy} loadingText={t('Signing in...')}>
        {t('Sign In')}
      </Button>
      <FormNote>
        {tNodes('New to Rangoli? {link}', { link: <TapLink to="/signup">{t('Sign up')}</TapLink> })}
      </FormNote>
    </Form>
  );
}
