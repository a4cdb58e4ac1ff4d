import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAwaitsCode } from '@/app/boot';
import { t } from '@/shared/i18n';
import { email as emailRule } from '@/shared/lib/emailRule';
import { Button, EmailField } from '@/shared/ui';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 32rem;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    button {
      /* Line the button up with the input, below the field's label. */
      margin-top: calc(${({ theme }) => theme.fontSize.sm} * 1.5 + ${({ theme }) => theme.space.xs});
    }
  }
`;

export interface NewsletterFormProps {
  /** Called with the trimmed email once it is valid; the form then clears itself. */
  onSubscribe: (email: string) => void;
  /** Id of the input (default "newsletter-email"). */
  id?: string;
}

/** Email sign-up: the shop's email rule, the error at the field with focus on it, then a fresh form. */
export function NewsletterForm({ onSubscribe, id = 'newsletter-email' }: NewsletterFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  // Submitted before it has hydrated, the form waits for its code (never a plain reload).
  const awaitsCode = useAwaitsCode();
  // On a prerendered page the form may hydrate after the shopper has typed (the home page hydrates
  // it on the first interaction): what the field holds is taken up, never lost.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setValue(typed);
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = emailRule(value);
    setError(message);
    if (message) {
      inputRef.current?.focus();
      return;
    }
    onSubscribe(value.trim());
    setValue('');
  };

  return (
    <Form noValidate onSubmit={handleSubmit} aria-label={t('Newsletter sign-up')} {...awaitsCode}>
      <EmailField
        ref={inputRef}
        id={id}
        name="email"
        placeholder="you@example.com"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <Button type="submit">{t('Subscribe')}</Button>
    </Form>
  );
}
