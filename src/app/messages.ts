import { profileUpdated } from '@/features/auth';
import { addToCartRefused, itemAdded } from '@/features/cart';
import { reviewRefused, reviewSubmitted } from '@/features/catalog';
import { messageSent } from '@/features/contact';
import { subscribed } from '@/features/newsletter';
import { orderCancelled, orderPlaced, returnRequested } from '@/features/orders';
import { MSG } from '@/shared/lib/messages';
import type { Notify, ToastOptions } from '@/shared/ui';
import type { StartListening } from './messageMiddleware';

/** What the listeners get besides the store: the toast notifier. */
export interface ListenerExtra {
  notify: Notify;
}

/** The messages read only the action and the notifier, never the state. */
export type MessageListening = StartListening<ListenerExtra>;

/** An effect that shows one message, whatever the event carries. */
const show =
  (message: string, options: ToastOptions) =>
  (_action: unknown, { extra }: { extra: ListenerExtra }): void => {
    extra.notify(message, options);
  };

const SUCCESS: ToastOptions = { tone: 'success' };

/**
 * The one place where shopper events become messages: which event shows which toast. The texts
 * are the spec's (shared/lib/messages.ts); the events are the features' own (a flow dispatches
 * what happened and never shows a message itself). Registered once per store (app/store.ts).
 */
export function startMessageListeners(startListening: MessageListening): void {
  startListening({ actionCreator: itemAdded, effect: show(MSG.addedToCart, SUCCESS) });
  startListening({
    actionCreator: addToCartRefused,
    effect: ({ payload }, { extra }) => {
      extra.notify(payload.reason === 'lineFull' ? MSG.lineFull : MSG.selectSize, { tone: 'error' });
    },
  });
  startListening({ actionCreator: reviewSubmitted, effect: show(MSG.reviewSubmitted, SUCCESS) });
  // 'Sign in' brings the guest back to the product once signed in (RequireAuth's `from`, returnTo.ts).
  startListening({
    actionCreator: reviewRefused,
    effect: ({ payload }, { extra }) => {
      extra.notify(MSG.loginToReview, {
        tone: 'error',
        action: { label: 'Sign in', href: '/login', state: { from: `/product/${payload.productId}` } },
      });
    },
  });
  startListening({ actionCreator: profileUpdated, effect: show(MSG.profileUpdated, SUCCESS) });
  startListening({ actionCreator: orderPlaced, effect: show(MSG.orderPlaced, SUCCESS) });
  startListening({
    actionCreator: orderCancelled,
    effect: ({ payload }, { extra }) => {
      extra.notify(MSG.orderCancelled(payload.id), SUCCESS);
    },
  });
  startListening({
    actionCreator: returnRequested,
    effect: ({ payload }, { extra }) => {
      extra.notify(MSG.returnRequested(payload.returnRequest.id), SUCCESS);
    },
  });
  startListening({ actionCreator: messageSent, effect: show(MSG.contactThanks, SUCCESS) });
  startListening({ actionCreator: subscribed, effect: show(MSG.subscribed, SUCCESS) });
}
