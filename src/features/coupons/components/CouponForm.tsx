import { useState, type FormEvent, type Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '@/shared/i18n';
import { Button, Field, controlStyles } from '@/shared/ui';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const CodeInput = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  flex: 1;
  min-width: 0;
  text-transform: uppercase;
`;

export interface CouponFormProps {
  /** The message at the field ('This coupon code is not valid', 'Add ₹240 more to use RANGOLI10'). */
  error?: string;
  /**
   * The message asks the shopper to sign in ('Sign in to use WELCOME200'): it is a link to sign in
   * that brings her back to this address.
   */
  signInFrom?: string;
  /** Apply: true when the code was applied (the field then empties), false when refused. */
  onApply: (code: string) => boolean;
  /** The shopper is typing again: the page may clear a message that no longer fits. */
  onEdit?: () => void;
  /** The input, for the page to bring focus back to it (after 'Remove coupon'). */
  inputRef?: Ref<HTMLInputElement>;
}

/** 'Coupon code' with 'Apply': case does not matter, spaces around the code are ignored. */
export function CouponForm({ error, signInFrom, onApply, onEdit, inputRef }: CouponFormProps) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onApply(code)) setCode('');
  };
  return (
    <form onSubmit={submit} noValidate>
      <Field
        label={t('Coupon code')}
        error={
          error && signInFrom ? (
            <Link to="/login" state={{ from: signInFrom }}>
              {error}
            </Link>
          ) : (
            error
          )
        }
      >
        {(control) => (
          <Row>
            <CodeInput
              {...control}
              ref={inputRef}
              $invalid={control['aria-invalid'] === true}
              name="coupon"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(event) => {
                setCode(event.target.value);
                onEdit?.();
              }}
            />
            <Button type="submit" variant="secondary">
              {t('Apply')}
            </Button>
          </Row>
        )}
      </Field>
    </form>
  );
}
