import { isAnyOf, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import { addressRemoved, profileUpdated } from '@/features/auth';
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
import { wishlistItemAdded, wishlistItemRemoved } from '@/features/wishlist';
import type { StartListening } from '@/shared/lib/effectsMiddleware';
import { loadOnce } from './boot';
import type { Services } from './services';

/** What the message listeners get besides the store: of the store's services (services.ts), the toast queue. */
export type ListenerExtra = Pick<Services, 'toasts'>;

/** The messages read only the action and the notifier, never the state. */
export type MessageListening = StartListening<unknown, ListenerExtra>;

/**
 * The events that show a message (or take one back: an Undo that brings a coupon back closes its
 * removal message); messageEffects.ts says which message each shows.
 */
const showsMessage = isAnyOf(
  itemAdded,
  lineRestored,
  addToCartRefused,
  stockLimitReached,
  itemRemoved,
  couponDropped,
  wishlistItemAdded,
  wishlistItemRemoved,
  reviewWritten,
  stockAlertAdded,
  backInStock,
  profileUpdated,
  addressRemoved,
  orderPlaced,
  orderCancelled,
  returnRequested,
  complaintFiled,
  messageSent,
  subscribed,
);

/** Shows the message of an event (messageEffects.ts); an event that has none is ignored. */
export type ShowMessage = (
  action: UnknownAction,
  api: { extra: ListenerExtra; dispatch: Dispatch; getState: () => unknown },
) => void;

/**
 * Loads the messages (texts, tones, actions). They share the toast view's chunk: the shopper's
 * first interaction preloads it (ToastProvider), so by the time an event shows a message the code
 * is there; once loaded, messages show in the same tick as their event. Idempotent; a failed
 * download is tried again by the next event.
 */
export const loadMessages = loadOnce(() =>
  import(/* webpackChunkName: "toast" */ './messageEffects').then(
    (module): ShowMessage => module.showMessage,
  ),
);

/**
 * The one place where shopper events become messages: the store (app/store.ts) registers this
 * once; what each event shows is messageEffects.ts, which stays out of the first load.
 */
export function startMessageListeners(startListening: MessageListening): void {
  startListening({
    matcher: showsMessage,
    effect: (action: UnknownAction, api) => {
      const show = loadMessages.loaded();
      if (show) show(action, api);
      else
        loadMessages().then(
          (loaded) => loaded(action, api),
          () => undefined,
        );
    },
  });
}
