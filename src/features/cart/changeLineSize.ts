import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { MAX_LINE_QUANTITY } from '@/shared/lib/constants';
import { linesReplaced, type CartState } from './cartSlice';

/**
 * 'Change size' of a line (a size sold out since it was added): the line takes the new size with
 * its quantity and keeps its place, or joins a line of that size (within the cap); the stock caps
 * (stockCaps.ts) then hold it to what is left. A line that is not in the cart changes nothing.
 */
export const changeLineSize =
  ({
    id,
    size,
    to,
  }: {
    id: number;
    size: string;
    to: string;
  }): ThunkAction<void, { cart: CartState }, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const { lines } = getState().cart;
    const line = lines.find((l) => l.id === id && l.size === size);
    if (!line || to === size) return;
    const same = lines.find((l) => l.id === id && l.size === to);
    dispatch(
      linesReplaced(
        same
          ? lines.flatMap((l) =>
              l === line
                ? []
                : l === same
                  ? [{ ...l, quantity: Math.min(l.quantity + line.quantity, MAX_LINE_QUANTITY) }]
                  : [l],
            )
          : lines.map((l) => (l === line ? { ...l, size: to } : l)),
      ),
    );
  };
