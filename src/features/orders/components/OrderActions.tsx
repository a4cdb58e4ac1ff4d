import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { t, type WordKey } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { Button, Dialog } from '@/shared/ui';
import { canReturn, changedElsewhere, type OrderView, type ReturnChoice } from '../afterSales';
import type { CancelReason } from '../afterSalesOptions';
import type { ReturnFormContext } from '../returnForm';
import { CancelOrderDialog } from './CancelOrderDialog';
import { ReturnDialog } from './ReturnDialog';

const Note = styled.p`
  margin: 0;
  align-self: center;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};

  &:focus-visible {
    outline-offset: 2px;
  }
`;

export interface OrderActionsProps {
  view: OrderView;
  /** For the return dialog: the sizes each item can be exchanged for, and where a refund can go. */
  returnContext: ReturnFormContext;
  /** 'Yes, cancel order' in the Cancel dialog. */
  onCancel: (reason: CancelReason | undefined) => void;
  /** 'Request return' in the Return or exchange dialog. */
  onRequestReturn: (choice: ReturnChoice) => void;
}

/**
 * What a shopper can still do with an order, beside Track Order and View Details:
 * - in Processing: 'Cancel Order', asked in an alert dialog;
 * - delivered, within the return window: 'Return/Exchange', a dialog; past it, 'Return window
 *   closed on {date}';
 * - once cancelled or a return requested, a note saying so ('Return requested: RET-1001'), which
 *   takes focus after the change, since the button that was pressed is gone.
 *
 * - a dialog answered after another tab changed the order (cancelled it, asked for a return)
 *   changes nothing: an alert dialog says what happened ('This order was already cancelled in
 *   another tab'), and once it is closed focus goes to the note that took the button's place.
 *
 * Renders a fragment: the buttons sit in their parent's row of actions.
 */
export function OrderActions({ view, returnContext, onCancel, onRequestReturn }: OrderActionsProps) {
  const [dialog, setDialog] = useState<'cancel' | 'return' | null>(null);
  const [conflict, setConflict] = useState<WordKey | null>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const focusNote = useRef(false);
  const { order } = view;

  useEffect(() => {
    if (!focusNote.current || !noteRef.current || conflict !== null) return;
    focusNote.current = false;
    noteRef.current.focus();
  }, [view.status, conflict]);

  const close = () => setDialog(null);
  const settle = (action: 'cancel' | 'return', then: () => void) => {
    focusNote.current = true;
    setDialog(null);
    const changed = changedElsewhere(view, action);
    if (changed) setConflict(changed);
    else then();
  };

  let note: string | null = null;
  if (view.cancelled) note = t('Cancelled on {date}', { date: formatDate(view.cancelled.date) });
  else if (view.returnRequest) note = t('Return requested: {id}', { id: view.returnRequest.id });
  else if (view.returnWindow && !view.returnWindow.open)
    note = t('Return window closed on {date}', { date: formatDate(view.returnWindow.closesAt) });

  return (
    <>
      {view.canCancel && (
        <Button variant="danger" size="sm" onClick={() => setDialog('cancel')}>
          {t('Cancel Order')}
        </Button>
      )}
      {canReturn(view) && (
        <Button variant="secondary" size="sm" onClick={() => setDialog('return')}>
          {t('Return/Exchange')}
        </Button>
      )}
      {note && (
        <Note ref={noteRef} tabIndex={-1}>
          {note}
        </Note>
      )}
      <CancelOrderDialog
        orderId={order.id}
        open={dialog === 'cancel'}
        onClose={close}
        onConfirm={(reason) => settle('cancel', () => onCancel(reason))}
      />
      <ReturnDialog
        orderId={order.id}
        open={dialog === 'return'}
        items={order.items}
        context={returnContext}
        closesAt={view.returnWindow?.closesAt}
        onClose={close}
        onSubmit={(choice) => settle('return', () => onRequestReturn(choice))}
      />
      <Dialog
        open={conflict !== null}
        role="alertdialog"
        title={t('Order {id}', { id: order.id })}
        description={conflict && t(conflict)}
        onClose={() => setConflict(null)}
        footer={<Button onClick={() => setConflict(null)}>{t('OK')}</Button>}
      />
    </>
  );
}
