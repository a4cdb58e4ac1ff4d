import { useId, useRef, useState, type FormEvent } from 'react';
import { t } from '@/shared/i18n';
import { AlertIcon, Button, CheckIcon, Input, TruckIcon } from '@/shared/ui';
import { checkDelivery, describeDelivery, PINCODE_MESSAGES, pincodeTyped } from '../deliveryCheck';
import { Chosen, Form, Result, ResultLine, Root } from './DeliveryCheck.styles';

export interface DeliveryCheckProps {
  /** The pincode the shopper last checked (remembered), or null. */
  pincode: string | null;
  /** A well-formed pincode was checked: remember it. */
  onCheck: (pincode: string) => void;
  /** The day delivery counts from (default: now). */
  today?: Date;
}

/**
 * 'Delivery options': a Pincode field with Check, then "Deliver to {pincode}" with Change, and the
 * answer in a live region: the delivery date and whether Cash on Delivery is offered, or that we
 * do not deliver there yet. A malformed pincode is refused at the field, keeping what was typed.
 */
export function DeliveryCheck({ pincode, onCheck, today = new Date() }: DeliveryCheckProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const inputRef = useRef<HTMLInputElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const showForm = editing || pincode === null;
  const outcome = !showForm && pincode !== null ? checkDelivery(pincode, today) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the field itself: what the shopper typed, even before React's next render.
    const typed = pincodeTyped(inputRef.current?.value ?? value);
    if (checkDelivery(typed, today).kind === 'invalid') {
      setError(t(PINCODE_MESSAGES.invalid));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setEditing(false);
    onCheck(typed);
    // The form gives way to "Deliver to …": focus goes to its Change button, not to the page.
    requestAnimationFrame(() => changeRef.current?.focus());
  };

  const change = () => {
    setValue(pincode ?? '');
    setEditing(true);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <Root aria-labelledby={headingId}>
      <h2 id={headingId}>
        <TruckIcon />
        {t('Delivery options')}
      </h2>
      {showForm ? (
        <Form noValidate onSubmit={submit}>
          <Input
            ref={inputRef}
            label={t('Pincode')}
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            value={value}
            error={error}
            onChange={(event) => {
              // No maxLength: a seventh digit is refused at Check with the usual message, never cut
              // off silently to another real pincode.
              setValue(pincodeTyped(event.target.value));
              setError(null);
            }}
          />
          <Button type="submit" variant="secondary">
            {t('Check')}
          </Button>
        </Form>
      ) : (
        <Chosen>
          <span>{PINCODE_MESSAGES.deliverTo(pincode)}</span>
          <Button ref={changeRef} variant="ghost" size="sm" onClick={change}>
            {t('Change')}
          </Button>
        </Chosen>
      )}
      <div role="status">
        <Result>
          {outcome &&
            describeDelivery(outcome).map((line, index) => {
              const good = outcome.kind === 'served' && (index === 0 || outcome.zone.cod);
              return (
                <ResultLine key={line} $tone={good ? 'good' : 'bad'}>
                  {good ? <CheckIcon /> : <AlertIcon />}
                  {line}
                </ResultLine>
              );
            })}
        </Result>
      </div>
    </Root>
  );
}
