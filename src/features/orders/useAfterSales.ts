import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { buyableSizes, selectProductMap } from '@/features/catalog';
import { cancelOrder, requestReturn, returnContextOf, type OrderView, type ReturnChoice } from './afterSales';
import type { CancelReason } from './afterSalesOptions';
import { orderCancelled, returnRequested, type Order } from './ordersSlice';
import { selectNextReturnId } from './selectors';

/**
 * The order pages' after-sales flows: cancel an order, request a return (its id the next RET-n),
 * and what the return dialog needs of an order (the sizes each item can be exchanged for, from the
 * catalogue). Each checks again, as of the moment it runs, that the order still allows it; the
 * messages come from the events (app/messages.ts).
 */
export function useAfterSales() {
  const dispatch = useAppDispatch();
  const products = useAppSelector(selectProductMap);
  const nextReturnId = useAppSelector(selectNextReturnId);

  const returnContextFor = useCallback(
    // The sizes that can be bought: a sold-out size is no exchange (issue 31).
    (order: Order) =>
      returnContextOf(order, (id) => {
        const product = products.get(id);
        return product && buyableSizes(product);
      }),
    [products],
  );
  const cancel = useCallback(
    (view: OrderView, reason: CancelReason | undefined) => {
      const payload = cancelOrder(view, new Date(), reason);
      if (payload) dispatch(orderCancelled(payload));
    },
    [dispatch],
  );
  const requestReturnOf = useCallback(
    (view: OrderView, choice: ReturnChoice) => {
      const payload = requestReturn(view, choice, { id: nextReturnId, now: new Date() });
      if (payload) dispatch(returnRequested(payload));
    },
    [dispatch, nextReturnId],
  );
  return { returnContextFor, cancel, requestReturn: requestReturnOf };
}
