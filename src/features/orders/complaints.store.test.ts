import { REHYDRATE } from 'redux-persist';
import { makeStore, toastsOf } from '@/test/app';
import { loggedOut, SAMPLE_PROFILE, signedIn, type User } from '@/features/auth';
import { complaintFiled, complaintsMerged, ordersSlice, type Complaint } from './ordersSlice';
import { fileComplaint } from './fileComplaint';
import { selectComplaint, selectComplaints } from './selectors';
import { FIXED_NOW } from './fixtures';

const priya: User = { ...SAMPLE_PROFILE, email: 'priya@example.com' };
const values = {
  orderId: '',
  subject: 'delivery' as const,
  description: '  My parcel never came, though it says delivered.  ',
  email: ' asha@example.com ',
};
const filed = (
  id: string,
  filedAt: string,
  description = `The complaint first filed as ${id}`,
): Complaint => ({
  id,
  filedAt,
  subject: 'refund',
  description,
  email: 'asha@example.com',
});

/** Another tab's whole `orders` value, as the cross-tab sync applies it. */
const otherTabWrote = (complaints: Complaint[] | undefined) => ({
  type: REHYDRATE,
  key: 'orders',
  payload: { list: [], changes: {}, complaints },
});

/** The listener's effect loads the complaints' rules: let it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('complaints in the orders slice', () => {
  it('starts with none, and keeps them out of the state until the first', () => {
    expect(ordersSlice.reducer(undefined, { type: '@@init' })).not.toHaveProperty('complaints');
    expect(selectComplaints(makeStore().getState())).toEqual([]);
    expect(selectComplaints(makeStore().getState())).toBe(selectComplaints(makeStore().getState()));
  });

  it('keeps filed complaints newest first, never one ticket twice', () => {
    const store = makeStore();
    const a = filed('CMP-1001', '2026-11-20T10:00:00.000Z');
    const b = filed('CMP-1002', '2026-11-21T10:00:00.000Z');
    store.dispatch(complaintFiled(a));
    store.dispatch(complaintFiled(b));
    store.dispatch(complaintFiled({ ...a, description: 'Another complaint under a ticket kept' }));
    expect(selectComplaints(store.getState())).toEqual([b, a]);
    expect(selectComplaint(store.getState(), 'CMP-1001')).toEqual(a);
    expect(selectComplaint(store.getState(), 'CMP-1003')).toBeUndefined();
    expect(selectComplaint(store.getState(), undefined)).toBeUndefined();
  });

  it('takes the merged complaints whole', () => {
    const store = makeStore({
      orders: { list: [], changes: {}, complaints: [filed('CMP-1001', '2026-11-20T10:00:00.000Z')] },
    });
    const merged = [
      filed('CMP-1002', '2026-11-21T10:00:00.000Z'),
      filed('CMP-1001', '2026-11-20T10:00:00.000Z'),
    ];
    store.dispatch(complaintsMerged(merged));
    expect(selectComplaints(store.getState())).toEqual(merged);
  });

  it("goes with the shopper's orders at logout", () => {
    const store = makeStore({
      orders: { list: [], changes: {}, complaints: [filed('CMP-1001', '2026-11-20T10:00:00.000Z')] },
    });
    store.dispatch(loggedOut());
    expect(selectComplaints(store.getState())).toEqual([]);
    expect(store.getState().orders).not.toHaveProperty('complaints');
  });
});

describe('fileComplaint', () => {
  it("files a guest's complaint as CMP-1001 with the email typed, about no order", () => {
    const store = makeStore();
    const complaint = store.dispatch(fileComplaint({ ...values, orderId: 'ORD-001' }, FIXED_NOW));
    expect(complaint).toEqual({
      id: 'CMP-1001',
      filedAt: FIXED_NOW.toISOString(),
      subject: 'delivery',
      description: 'My parcel never came, though it says delivered.',
      email: 'asha@example.com',
    });
    expect(selectComplaints(store.getState())).toEqual([complaint]);
  });

  it('shows "Complaint CMP-1001 registered"', async () => {
    const store = makeStore();
    store.dispatch(fileComplaint(values, FIXED_NOW));
    await settle();
    await settle();
    expect(
      toastsOf(store)
        .getSnapshot()
        .map((toast) => toast.message),
    ).toEqual(['Complaint CMP-1001 registered']);
  });

  it("numbers from the complaints kept at that moment, and a signed-in shopper's takes the account's email and the order", () => {
    const store = makeStore({
      orders: { list: [], changes: {}, complaints: [filed('CMP-1004', '2026-11-20T10:00:00.000Z')] },
    });
    store.dispatch(signedIn({ user: priya, remember: true }));
    const complaint = store.dispatch(
      fileComplaint(
        { ...values, subject: 'quality', orderId: 'ORD-002', email: 'typed@example.com' },
        FIXED_NOW,
      ),
    );
    expect(complaint).toMatchObject({ id: 'CMP-1005', orderId: 'ORD-002', email: 'priya@example.com' });
    expect(store.dispatch(fileComplaint(values, FIXED_NOW)).id).toBe('CMP-1006');
  });

  it('keeps no order that is not an order id, and no subject means Other', () => {
    const store = makeStore();
    store.dispatch(signedIn({ user: priya, remember: true }));
    const complaint = store.dispatch(
      fileComplaint({ ...values, subject: '', orderId: 'x ORD-1' }, FIXED_NOW),
    );
    expect(complaint).not.toHaveProperty('orderId');
    expect(complaint.subject).toBe('other');
  });
});

describe("another tab's value", () => {
  /** A store whose orders slice takes stored values as the app's does (redux-persist's REHYDRATE). */
  const makeSyncedStore = (complaints: Complaint[]) =>
    makeStore({ orders: { list: [], changes: {}, complaints } }, { persist: true });
  const ours = filed('CMP-1002', '2026-11-22T10:00:00.000Z', 'Filed in this tab, a moment later');
  const theirs = filed('CMP-1002', '2026-11-22T09:59:59.000Z', 'Filed in the other tab, a moment earlier');
  const first = filed('CMP-1001', '2026-11-20T10:00:00.000Z');

  it('puts back the complaints it left out; a shared ticket goes to the one filed first', async () => {
    const store = makeSyncedStore([ours, first]);
    store.dispatch(otherTabWrote([theirs, first]));
    await settle();
    expect(selectComplaints(store.getState())).toEqual([{ ...ours, id: 'CMP-1003' }, theirs, first]);
  });

  it('is taken as it is when it holds every complaint of ours', async () => {
    const store = makeSyncedStore([first]);
    const newer = [theirs, first];
    store.dispatch(otherTabWrote(newer));
    await settle();
    expect(selectComplaints(store.getState())).toEqual(newer);
  });

  it('empties them when it holds none (a logout, the data deleted), and starts from none on a first read', async () => {
    const store = makeSyncedStore([first]);
    store.dispatch(otherTabWrote(undefined));
    await settle();
    expect(selectComplaints(store.getState())).toEqual([]);
    store.dispatch(otherTabWrote([theirs]));
    await settle();
    expect(selectComplaints(store.getState())).toEqual([theirs]);
  });

  it('leaves a change made in this tab alone', async () => {
    const store = makeSyncedStore([first]);
    store.dispatch(complaintsMerged([theirs]));
    await settle();
    expect(selectComplaints(store.getState())).toEqual([theirs]);
  });
});
