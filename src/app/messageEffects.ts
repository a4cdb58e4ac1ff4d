import { profileUpdated } from '@/features/auth';
import { addToCartRefused, itemAdded } from '@/features/cart';
import { reviewRefused, reviewSubmitted } from '@/features/catalog';
import { messageSent } from '@/features/contact';
import { subscribed } from '@/features/newsletter';
import { orderPlaced } from '@/features/orders';
import { MSG } from '@/shared/lib/messages';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Notify, ToastOptions } from '@/shared/ui';

const SUCCESS: ToastOptions = { tone: 'success' };

/**
 * Which event shows which message: the texts are the spec's (shared/lib/messages.ts), the events
 * the features' own (a flow dispatches what happened and never shows a message itself). Loaded
 * with the toasts (messages.ts), so none of it weighs on the first load; an event that shows no
 * message is ignored.
 */
export const showMessage = (
  action: UnknownAction,
  { extra: { notify } }: { extra: { notify: Notify }; dispatch: Dispatch },
): void => {
  if (itemAdded.match(action)) notify(MSG.addedToCart, SUCCESS);
  else if (addToCartRefused.match(action)) {
    notify(action.payload.reason === 'lineFull' ? MSG.lineFull : MSG.selectSize, { tone: 'error' });
  } else if (reviewSubmitted.match(action)) notify(MSG.reviewSubmitted, SUCCESS);
  else if (reviewRefused.match(action)) {
    // 'Sign in' brings the guest back to the product once signed in (RequireAuth's `from`, returnTo.ts).
    notify(MSG.loginToReview, {
      tone: 'error',
      action: { label: 'Sign in', href: '/login', state: { from: `/product/${action.payload.productId}` } },
    });
  } else if (profileUpdated.match(action)) notify(MSG.profileUpdated, SUCCESS);
  else if (orderPlaced.match(action)) notify(MSG.orderPlaced, SUCCESS);
  else if (messageSent.match(action)) notify(MSG.contactThanks, SUCCESS);
  else if (subscribed.match(action)) notify(MSG.subscribed, SUCCESS);
};
