import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { t, translate } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { AlertIcon, Button, Checkbox, Dialog, RadioGroup, Select, VisuallyHidden } from '@/shared/ui';
import type { ReturnChoice } from '../afterSales';
import {
  REFUND_TARGET_LABELS,
  RESOLUTION_LABELS,
  RESOLUTIONS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type RefundTarget,
  type Resolution,
  type ReturnReason,
} from '../afterSalesOptions';
import type { OrderItem } from '../ordersSlice';
import {
  canExchange,
  hasErrors,
  RETURN_FORM_MSG,
  returnChoiceOf,
  validateReturnForm,
  type ReturnFormContext,
  type ReturnFormErrors,
  type ReturnFormValues,
} from '../returnForm';
import { ErrorText, Form, Items, Sizes } from './ReturnDialog.styles';

const EMPTY: ReturnFormValues = { items: [], reason: '', resolution: '', newSizes: {}, refundTo: '' };

export interface ReturnDialogProps {
  orderId: string;
  open: boolean;
  items: readonly OrderItem[];
  /** For each item, the sizes it can be exchanged for; where it goes, the refund. */
  context: ReturnFormContext;
  /** ISO timestamp: the last day of the return window, said under the title. */
  closesAt?: string;
  /** 'Request return' with a valid choice. */
  onSubmit: (choice: ReturnChoice) => void;
  /** 'Cancel', 'Close' or Esc. */
  onClose: () => void;
}

/**
 * Return/Exchange's dialog 'Return or exchange': a checkbox per item, a 'Reason', and 'What would
 * you like?': 'Exchange for another size' (then a 'New size' per chosen item, of the sizes that
 * can be bought) or 'Return for refund' (then 'Refund to': the original payment method or Rangoli
 * credit; a cash-on-delivery order gets Rangoli credit only). 'Request return' checks the choice:
 * errors show at their field and focus moves to the first. Each opening starts afresh.
 */
export function ReturnDialog({ open, ...props }: ReturnDialogProps) {
  return open ? <OpenReturnDialog {...props} /> : null;
}

function OpenReturnDialog({
  orderId,
  items,
  context,
  closesAt,
  onSubmit,
  onClose,
}: Omit<ReturnDialogProps, 'open'>) {
  const formId = useId();
  const itemsErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const onlyCredit = context.refundTargets.length === 1;
  const [values, setValues] = useState<ReturnFormValues>(() => ({
    ...EMPTY,
    ...(items.length === 1 && { items: [0] }),
    ...(onlyCredit && { refundTo: context.refundTargets[0] }),
  }));
  const [errors, setErrors] = useState<ReturnFormErrors>({});
  const [attempts, setAttempts] = useState(0);

  // After a refused 'Request return', focus goes to the first field in error.
  useEffect(() => {
    if (attempts === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('fieldset')
      ? invalid.querySelector<HTMLElement>('input:not(:disabled)')
      : invalid;
    target?.focus();
  }, [attempts]);

  const update = (next: Partial<ReturnFormValues>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    // Once the shopper has tried, errors follow what they fix.
    if (attempts > 0) setErrors(validateReturnForm(merged, context));
  };

  const toggleItem = (index: number, checked: boolean) =>
    update({
      items: checked
        ? [...values.items, index].sort((a, b) => a - b)
        : values.items.filter((i) => i !== index),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReturnForm(values, context);
    setErrors(found);
    setAttempts((n) => n + 1);
    const choice = hasErrors(found) ? undefined : returnChoiceOf(values);
    if (choice) onSubmit(choice);
  };

  const exchangeable = canExchange(values.items, context);
  const reasonOptions = RETURN_REASONS.map((value) => ({ value, label: t(RETURN_REASON_LABELS[value]) }));
  const resolutionOptions = RESOLUTIONS.map((value) =>
    value === 'exchange' && !exchangeable
      ? {
          value,
          label: t(RESOLUTION_LABELS[value]),
          disabled: true,
          note: t(RETURN_FORM_MSG.exchangeNotPossible),
        }
      : { value, label: t(RESOLUTION_LABELS[value]) },
  );
  const refundOptions = context.refundTargets.map((value) => ({
    value,
    label: t(REFUND_TARGET_LABELS[value]),
  }));
  // The form's messages are English keys (returnForm.ts): shown in the page's edition.
  const shown = (message: string | undefined) => message && translate(message);

  return (
    <Dialog
      open
      title={t('Return or exchange')}
      description={
        closesAt
          ? t('Order {id}. You can return or exchange these items until {date}.', {
              id: orderId,
              date: formatDate(closesAt),
            })
          : t('Order {id}.', { id: orderId })
      }
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId}>
            {t('Request return')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-label={t('Return items of order {id}', { id: orderId })}
      >
        <Items
          aria-invalid={errors.items ? true : undefined}
          aria-describedby={errors.items ? itemsErrorId : undefined}
        >
          <legend>{t('Items')}</legend>
          {items.map((item, index) => (
            <Checkbox
              key={`${item.id}-${item.size}`}
              label={
                item.quantity > 1
                  ? t('{name}, size {size}, {quantity} pieces', {
                      name: item.name,
                      size: item.size,
                      quantity: item.quantity,
                    })
                  : t('{name}, size {size}', { name: item.name, size: item.size })
              }
              checked={values.items.includes(index)}
              onChange={(event) => toggleItem(index, event.target.checked)}
            />
          ))}
          {errors.items && (
            <ErrorText id={itemsErrorId}>
              <AlertIcon />
              <span>{shown(errors.items)}</span>
            </ErrorText>
          )}
        </Items>

        <Select
          label={t('Reason')}
          required
          placeholder={t('Choose a reason')}
          options={reasonOptions}
          value={values.reason}
          error={shown(errors.reason)}
          onChange={(event) => update({ reason: event.target.value as ReturnReason | '' })}
        />

        <RadioGroup<Resolution>
          legend={t('What would you like?')}
          direction="column"
          required
          options={resolutionOptions}
          value={values.resolution || null}
          error={shown(errors.resolution)}
          onChange={(resolution) => update({ resolution })}
        />

        {values.resolution === 'exchange' && exchangeable && values.items.length > 0 && (
          <Sizes>
            {values.items.map((index) => {
              const item = items[index];
              if (!item) return null;
              return (
                <Select
                  key={index}
                  label={
                    <>
                      {t('New size')}
                      <VisuallyHidden>{t(' for {name}', { name: item.name })}</VisuallyHidden>
                    </>
                  }
                  hint={t('Now {size}', { size: item.size })}
                  required
                  placeholder={t('Choose a size')}
                  options={(context.exchangeSizes[index] ?? []).map((size) => ({ value: size, label: size }))}
                  value={values.newSizes[index] ?? ''}
                  error={shown(errors.newSizes?.[index])}
                  onChange={(event) =>
                    update({ newSizes: { ...values.newSizes, [index]: event.target.value } })
                  }
                />
              );
            })}
          </Sizes>
        )}

        {values.resolution === 'refund' && (
          <RadioGroup<RefundTarget>
            legend={t('Refund to')}
            direction="column"
            required
            options={refundOptions}
            value={values.refundTo || null}
            error={shown(errors.refundTo)}
            hint={onlyCredit ? t('Paid cash on delivery: the refund comes as Rangoli credit.') : undefined}
            onChange={(refundTo) => update({ refundTo })}
          />
        )}
      </Form>
    </Dialog>
  );
}
