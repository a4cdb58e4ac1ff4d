import { useState } from 'react';
import { Button, Dialog, Select } from '@/shared/ui';
import { CANCEL_REASON_LABELS, CANCEL_REASONS, type CancelReason } from '../afterSalesOptions';

const REASON_OPTIONS = CANCEL_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value] }));

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
  return (
    <Dialog
      open
      role="alertdialog"
      title={`Cancel order ${orderId}?`}
      description="We will stop the order and refund anything you paid. This cannot be undone."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep order
          </Button>
          <Button variant="danger" onClick={() => onConfirm(reason || undefined)}>
            Yes, cancel order
          </Button>
        </>
      }
    >
      <Select
        label="Reason"
        hint="Optional: it helps us do better."
        placeholder="Choose a reason"
        options={REASON_OPTIONS}
        value={reason}
        onChange={(event) => setReason(event.target.value as CancelReason | '')}
      />
    </Dialog>
  );
}
