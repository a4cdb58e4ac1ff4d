import { createSelector } from '@reduxjs/toolkit';
import { selectPricedCartLines } from './selectors';

// Read by the cart's totals and checkout only: a module of its own, out of the first load's code.

/** The pieces the cart's total counts: every line but those of a size sold out since (the summary's 'N items'). */
export const selectCountedItemCount = createSelector([selectPricedCartLines], (lines) =>
  lines.reduce((sum, l) => sum + (l.soldOut ? 0 : l.quantity), 0),
);

/** Whether a line's size has sold out since it was added: checkout waits until it is removed or changed. */
export const selectHasSoldOutLines = createSelector([selectPricedCartLines], (lines) =>
  lines.some((line) => line.soldOut),
);
