import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { t, translate } from '@/shared/i18n';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/lib/constants';
import { Button, Input, RadioGroup } from '@/shared/ui';
import { PAYMENT_METHOD_LABELS } from '@/features/orders';
import type { PaymentFormValues } from '../buildOrder';
import { paymentResolver } from '../formRules';
import {
  CARD_NUMBER_MAX_LENGTH,
  CVV_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  formatCardNumber,
  formatCvv,
  formatExpiry,
} from '../paymentFormat';
import { Buttons, FieldGrid, Form, MethodNote, Wide } from './CheckoutForm.styles';

const NO_REFUSALS: readonly string[] = [];

export interface PaymentFormProps {
  /** The values entered before (Back keeps them), or empty with Card chosen. */
  defaultValues: PaymentFormValues;
  onSubmit: (values: PaymentFormValues) => void;
  /** Back to shipping, with everything typed so far (nothing is lost). */
  onBack: (values: PaymentFormValues) => void;
  /** Told of the values as the shopper types (the page keeps a draft of them). */
  onChange?: (values: PaymentFormValues) => void;
  /**
   * Why Cash on Delivery is not offered for this order (codRefusals): with any, its radio is
   * disabled with the reasons beside it, and it is never left chosen (Card is chosen instead).
   */
  codRefusals?: readonly string[];
}

/**
 * Checkout step 2: a Payment Method radio group (Card / UPI / Cash on Delivery). Card: number shown
 * in groups of four (19 digits, 23 characters), expiry MM/YY with the slash added (5), CVV masked (3) and the
 * cardholder name. UPI: the UPI ID. Cash on delivery needs nothing, and may not be offered (over
 * the limit, or to the pincode): then it is disabled, with the reason beside it. Switching method
 * keeps what was typed for the others.
 */
export function PaymentForm({
  defaultValues,
  onSubmit,
  onBack,
  onChange,
  codRefusals = NO_REFUSALS,
}: PaymentFormProps) {
  const codRefused = codRefusals.length > 0;
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<PaymentFormValues>({
    defaultValues:
      codRefused && defaultValues.method === 'cod' ? { ...defaultValues, method: 'card' } : defaultValues,
    resolver: paymentResolver,
    shouldFocusError: true,
  });
  const method = useWatch({ control, name: 'method' });
  const values = useWatch({ control }) as PaymentFormValues;
  useEffect(() => onChange?.(values), [values, onChange]);
  // Refused while chosen (the cart changed in another tab): not left chosen.
  useEffect(() => {
    if (codRefused && method === 'cod') setValue('method', 'card');
  }, [codRefused, method, setValue]);
  // The methods' names are the orders' table (English keys), shown in the page's edition.
  const methodOptions = PAYMENT_METHODS.map((value) =>
    value === 'cod' && codRefused
      ? {
          value,
          label: translate(PAYMENT_METHOD_LABELS[value]),
          disabled: true,
          note: codRefusals.join('. '),
        }
      : { value, label: translate(PAYMENT_METHOD_LABELS[value]) },
  );

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('Payment')}>
      <Controller
        control={control}
        name="method"
        render={({ field }) => (
          <RadioGroup<PaymentMethod>
            legend={t('Payment Method')}
            name="payment-method"
            options={methodOptions}
            value={field.value}
            onChange={(value) => {
              clearErrors();
              field.onChange(value);
            }}
            onBlur={field.onBlur}
          />
        )}
      />

      {method === 'card' && (
        <FieldGrid>
          <Wide>
            <Controller
              control={control}
              name="cardNumber"
              render={({ field }) => (
                <Input
                  label={t('Card Number')}
                  required
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="1234 5678 9012 3456"
                  maxLength={CARD_NUMBER_MAX_LENGTH}
                  error={errors.cardNumber?.message}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(formatCardNumber(e.target.value))}
                />
              )}
            />
          </Wide>
          <Controller
            control={control}
            name="expiryDate"
            render={({ field }) => (
              <Input
                label={t('Expiry Date')}
                required
                inputMode="numeric"
                autoComplete="cc-exp"
                hint="MM/YY"
                maxLength={EXPIRY_MAX_LENGTH}
                error={errors.expiryDate?.message}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(formatExpiry(e.target.value, field.value))}
              />
            )}
          />
          <Controller
            control={control}
            name="cvv"
            render={({ field }) => (
              <Input
                label="CVV"
                required
                type="password"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={CVV_MAX_LENGTH}
                hint={t('The 3 digits on the back of your card')}
                error={errors.cvv?.message}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(formatCvv(e.target.value))}
              />
            )}
          />
          <Wide>
            {/* A Controller like the fields before it, so a failed submit focuses them in order. */}
            <Controller
              control={control}
              name="cardName"
              render={({ field }) => (
                <Input
                  label={t('Cardholder Name')}
                  required
                  autoComplete="cc-name"
                  error={errors.cardName?.message}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                />
              )}
            />
          </Wide>
        </FieldGrid>
      )}

      {method === 'upi' && (
        <Input
          label="UPI ID"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="name@bank"
          error={errors.upiId?.message}
          {...register('upiId')}
        />
      )}

      {method === 'cod' && (
        <MethodNote>{t('Pay in cash when your order is delivered. No details are needed now.')}</MethodNote>
      )}

      <Buttons>
        <Button variant="secondary" onClick={() => onBack(getValues())}>
          {t('Back')}
        </Button>
        <Button type="submit">{t('Continue to Review')}</Button>
      </Buttons>
    </Form>
  );
}
