import { REHYDRATE } from 'redux-persist';
import { loadOnce } from '@/app/boot';
import type { StartListening } from '@/shared/lib/effectsMiddleware';
import { complaintsMerged, type Complaint, type OrdersState } from './ordersSlice';

/** The complaints' rules (a chunk of their own, shared with the grievance pages). */
const loadComplaints = loadOnce(() => import(/* webpackChunkName: "complaints" */ './complaints'));

/**
 * No complaint filed on this device is lost to another tab. The cross-tab sync gives this tab the
 * other tab's whole `orders` value (decisions.md), so when two tabs file a complaint at about the
 * same moment, each from what it had, each tab's value lacks the other's complaint, and both may
 * carry the same ticket. When a value read back (another tab's, or a merge at sign-in) leaves out
 * complaints this tab held, they are put back, and a ticket held by two complaints goes to the
 * one filed first, the other taking the next free one (keptComplaints: the same list whichever
 * tab works it out; the complaint's page follows its complaint to the new ticket). A value
 * without complaints (a logout, the data deleted) is never refilled.
 */
export function startComplaintsKept(startListening: StartListening<{ orders: OrdersState }>): void {
  let before: readonly Complaint[] = [];
  startListening({
    predicate: (action, current, previous) => {
      const after = current.orders.complaints;
      before = previous.orders.complaints ?? [];
      return action.type === REHYDRATE && after !== undefined && after.length > 0 && before.length > 0;
    },
    effect: async (_action, api) => {
      const held = before;
      const { keptComplaints, lostComplaints } = await loadComplaints();
      const now = api.getState().orders.complaints ?? [];
      const lost = lostComplaints(held, now);
      if (now.length > 0 && lost.length > 0) api.dispatch(complaintsMerged(keptComplaints(now, lost)));
    },
  });
}
