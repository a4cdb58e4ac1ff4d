import { addressRemoved, addressRestored, profileUpdated } from '@/features/auth';
import {
  addToCartRefused,
  couponDropped,
  itemAdded,
  itemRemoved,
  lineRestored,
  stockLimitReached,
} from '@/features/cart';
import { messageSent } from '@/features/contact';
import { subscribed } from '@/features/newsletter';
import { complaintFiled, orderCancelled, orderPlaced, returnRequested } from '@/features/orders';
import { backInStock, stockAlertAdded } from '@/features/preferences';
import { reviewWritten } from '@/features/reviews';
import { wishlistItemAdded, wishlistItemRemoved, wishlistItemRestored } from '@/features/wishlist';
import { word } from '@/shared/i18n';
import { MSG } from '@/shared/lib/messages';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ToastApi, ToastOptions } from '@/shared/ui';

const SUCCESS: ToastOptions = { tone: 'success' };

/** The open '{CODE} was removed' message of each code, per toast queue (an Undo may take it back). */
const couponDropMessages = new WeakMap<object, Map<string, string>>();

/**
 * Which event shows which message (the toast shows the message and its action's label, marked
 * here with word(), in the page's edition): the texts are the spec's (shared/lib/messages.ts), the events
 * the features' own (a flow dispatches what happened and never shows a message itself). Loaded
 * with the toasts (messages.ts), so none of it weighs on the first load; an event that shows no
 * message is ignored.
 */
export const showMessage = (
  action: UnknownAction,
  {
    extra: { toasts },
    dispatch,
    getState,
  }: {
    extra: { toasts: { api: ToastApi } };
    dispatch: Dispatch;
    getState: () => unknown;
  },
): void => {
  const notify = toasts.api;
  const drops = couponDropMessages.get(toasts) ?? new Map<string, string>();
  couponDropMessages.set(toasts, drops);
  // Messages that lead somewhere: the cart and the wishlist are one tap away.
  if (itemAdded.match(action)) {
    notify(MSG.addedToCart, { ...SUCCESS, action: { label: word('View cart'), href: '/cart' } });
  } else if (wishlistItemAdded.match(action)) {
    notify(MSG.addedToWishlist, { ...SUCCESS, action: { label: word('View wishlist'), href: '/wishlist' } });
  }
  // A removal can be undone: Undo dispatches the event that puts back what the removal carried.
  else if (itemRemoved.match(action)) {
    const removed = action.payload;
    notify(MSG.removedFromCart, {
      action: { label: word('Undo'), onAction: () => dispatch(lineRestored(removed)) },
    });
  } else if (wishlistItemRemoved.match(action)) {
    const removed = action.payload;
    notify(MSG.removedFromWishlist, {
      action: { label: word('Undo'), onAction: () => dispatch(wishlistItemRestored(removed)) },
    });
  } else if (couponDropped.match(action)) {
    const { code, reason } = action.payload;
    drops.set(code, notify(MSG.couponDropped(code, reason)));
  } else if (lineRestored.match(action)) {
    // Undo brought the coupon back with the line: its removal message no longer holds.
    const { coupon } = action.payload;
    const id = coupon === undefined ? undefined : drops.get(coupon);
    const now = (getState() as { cart?: { coupon?: string } }).cart?.coupon;
    if (coupon !== undefined && id !== undefined && now === coupon) {
      toasts.api.dismiss(id);
      drops.delete(coupon);
    }
  } else if (addToCartRefused.match(action)) {
    notify(action.payload.reason === 'lineFull' ? MSG.lineFull : MSG.selectSize, { tone: 'error' });
  } else if (stockLimitReached.match(action)) {
    const { left, size } = action.payload;
    notify(left > 0 ? MSG.onlyLeft(left, size) : MSG.soldOut(size), { tone: 'error' });
  } else if (stockAlertAdded.match(action)) notify(MSG.stockAlertSet, SUCCESS);
  else if (backInStock.match(action)) {
    const { productId, name, size } = action.payload;
    notify(MSG.backInStock(name, size), {
      ...SUCCESS,
      action: { label: word('View'), href: `/product/${productId}` },
    });
  } else if (reviewWritten.match(action)) notify(MSG.reviewSubmitted, SUCCESS);
  else if (profileUpdated.match(action)) notify(MSG.profileUpdated, SUCCESS);
  else if (addressRemoved.match(action)) {
    const removed = action.payload;
    notify(MSG.addressRemoved(removed.address.label), {
      action: { label: word('Undo'), onAction: () => dispatch(addressRestored(removed)) },
    });
  } else if (orderPlaced.match(action)) notify(MSG.orderPlaced, SUCCESS);
  else if (orderCancelled.match(action)) notify(MSG.orderCancelled(action.payload.id), SUCCESS);
  else if (returnRequested.match(action))
    notify(MSG.returnRequested(action.payload.returnRequest.id), SUCCESS);
  else if (complaintFiled.match(action)) notify(MSG.complaintRegistered(action.payload.id), SUCCESS);
  else if (messageSent.match(action)) notify(MSG.contactThanks, SUCCESS);
  else if (subscribed.match(action)) notify(MSG.subscribed, SUCCESS);
};
