import { useState } from 'react';
import { t } from '@/shared/i18n';
import { Button, Dialog, Select } from '@/shared/ui';
import { CANCEL_REASON_LABELS, CANCEL_REASONS, type CancelReason } from '../afterSalesOptions';

export interface CancelOrderDialogProps {
  orderId: string;
  open: boolean;
  /** 'Yes, cancel order', with the reason when one was chosen. */
  onConfirm: (reason: CancelReason | undefined) => void;
  /** 'Keep order' or Esc. */
  onClose: () => void;
}

/**
 * Cancel Order's question: an alert dialog 'Cancel order {id}?' with an optional 'Reason' and the
 * answers 'Keep order' and 'Yes, cancel order'. Each opening starts without a reason.
 */
export function CancelOrderDialog({ open, ...props }: CancelOrderDialogProps) {
  return open ? <OpenCancelOrderDialog {...props} /> : null;
}

function OpenCancelOrderDialog({ orderId, onConfirm, onClose }: Omit<CancelOrderDialogProps, 'open'>) {
  const [reason, setReason] = useState<CancelReason | ''>('');
  const reasonOptions = CANCEL_REASONS.map((value) => ({ value, label: t(CANCEL_REASON_LABELS[value]) }));
  return (
    <Dialog
      open
      role="alertdialog"
      title={t('Cancel order {id}?', { id: orderId })}
      description={t('We will stop the order and refund anything you paid. This cannot be undone.')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Keep order')}
          </Button>
          <Button variant="danger" onClick={() => onConfirm(reason || undefined)}>
            {t('Yes, cancel order')}
          </Button>
        </>
      }
    >
      <Select
        label={t('Reason')}
        hint={t('Optional: it helps us do better.')}
        placeholder={t('Choose a reason')}
        options={reasonOptions}
        value={reason}
        onChange={(event) => setReason(event.target.value as CancelReason | '')}
      />
    </Dialog>
  );
}
