import { useForm } from 'react-hook-form';
import { t } from '@/shared/i18n';
import { tNodes } from '@/shared/i18n/nodes';
import { signupRules, type SignupValues } from '@/shared/lib/validation';
import { Button, Checkbox, EmailField, NameField, PasswordInput, PhoneField } from '@/shared/ui';
import { FieldPair, Form, FormNote, TapLink } from './forms.styles';
import { shownError } from './shownError';
import { useSubmitOnce } from '@/shared/lib/useSubmitOnce';

export type { SignupValues };

export interface SignupFormProps {
  /**
   * Called with valid values; resolve true once the account exists (both password fields are then
   * emptied). While it runs the button shows 'Creating account...' and further submits are ignored.
   */
  onSubmit: (values: SignupValues) => Promise<boolean> | boolean | void;
  /** Show the busy state regardless (stories). */
  loading?: boolean;
  defaultValues?: Partial<SignupValues>;
}

const EMPTY: SignupValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

/** Sign up: Full Name, Email, Phone, Password and Confirm Password (show/hide), and the Terms of Use box. */
export function SignupForm({ onSubmit, loading = false, defaultValues }: SignupFormProps) {
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({ defaultValues: { ...EMPTY, ...defaultValues } });
  const busy = loading || isSubmitting;

  const submit = useSubmitOnce<SignupValues>(async (values) => {
    if (await onSubmit(values)) {
      resetField('password', { defaultValue: '' });
      resetField('confirmPassword', { defaultValue: '' });
    }
  });

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-label={t('Sign up')}>
      <NameField
        label={t('Full Name')}
        required
        readOnly={busy}
        error={shownError(errors.name?.message)}
        {...register('name', { validate: signupRules.name })}
      />
      <FieldPair>
        <EmailField
          required
          readOnly={busy}
          error={shownError(errors.email?.message)}
          {...register('email', { validate: signupRules.email })}
        />
        <PhoneField
          required
          readOnly={busy}
          hint={t('e.g. +91 98765 43210')}
          error={shownError(errors.phone?.message)}
          {...register('phone', { validate: signupRules.phone })}
        />
      </FieldPair>
      <FieldPair>
        <PasswordInput
          label={t('Password')}
          autoComplete="new-password"
          required
          readOnly={busy}
          hint={t('At least 6 characters')}
          error={shownError(errors.password?.message)}
          {...register('password', { validate: signupRules.password, deps: ['confirmPassword'] })}
        />
        <PasswordInput
          label={t('Confirm Password')}
          autoComplete="new-password"
          required
          readOnly={busy}
          error={shownError(errors.confirmPassword?.message)}
          {...register('confirmPassword', { validate: signupRules.confirmPassword })}
        />
      </FieldPair>
      <Checkbox
        label={tNodes('I agree to the {terms}', {
          terms: <TapLink to="/terms">{t('Terms of Use')}</TapLink>,
        })}
        error={shownError(errors.terms?.message)}
        {...register('terms', { validate: signupRules.terms })}
      />
      <Button type="submit" fullWidth loading={busy} loadingText={t('Creating account...')}>
        {t('Create Account')}
      </Button>
      <FormNote>
        {tNodes('Already have an account? {link}', { link: <TapLink to="/login">{t('Sign in')}</TapLink> })}
      </FormNote>
    </Form>
  );
}
