import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';
import type { PaymentMethod } from '@/shared/lib/constants';
import type { CancelReason, RefundTarget, ReturnReason } from './afterSalesOptions';
import type { ComplaintSubject } from './complaintOptions';

export type OrderStatus = 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface OrderItem {
  id: number;
  name: string;
  brand?: string;
  price: number;
  quantity: number;
  size: string;
  image: string;
}

/** A type alias (not an interface) so it fits the shared `validate()`, which takes string records. */
export type ShippingAddress = {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};

export interface PaymentSummary {
  method: PaymentMethod;
  /** Last four digits of the card; the number itself is never kept. */
  last4?: string;
  upiId?: string;
}

/** A coupon applied at checkout: its code and the rupees it took off the subtotal. */
export interface OrderCoupon {
  code: string;
  discount: number;
}

export interface Order {
  id: string;
  /** ISO timestamp: when it was placed. */
  date: string;
  /** A known status, or any other string from storage (shown as 'Unknown'). */
  status: OrderStatus | (string & {});
  /** What was paid: subtotal − coupon + tax (after the coupon, when there is one). */
  total: number;
  items: OrderItem[];
  shipping: ShippingAddress;
  payment: PaymentSummary;
  /** The coupon applied at checkout, if any (the total is already after it). */
  coupon?: OrderCoupon;
  /** ISO timestamps of the steps reached, when known (the sample orders). */
  shippedAt?: string;
  deliveredAt?: string;
}

/** The shopper cancelled an order still in Processing. */
export interface Cancellation {
  /** ISO timestamp */
  date: string;
  reason?: CancelReason;
}

/** One item of a return: the order item (product id and size), and the size wanted in exchange. */
export interface ReturnItem {
  id: number;
  size: string;
  newSize?: string;
}

/** A return or exchange request on a delivered order. */
export interface ReturnRequest {
  /** "RET-1001" upwards, across all the shopper's returns. */
  id: string;
  /** ISO timestamp */
  date: string;
  items: ReturnItem[];
  reason: ReturnReason;
  /** An exchange gives every item its `newSize`; a refund names where it goes. */
  resolution: 'exchange' | 'refund';
  refundTo?: RefundTarget;
}

/** What the shopper did to an order after placing it. */
export interface OrderChange {
  cancelled?: Cancellation;
  returnRequest?: ReturnRequest;
}

/** A complaint to the Grievance Officer, filed on this device (by a guest or the shopper signed in). */
export interface Complaint {
  /** The ticket: "CMP-1001" upwards, one after the highest kept. */
  id: string;
  /** ISO timestamp: when it was filed. */
  filedAt: string;
  subject: ComplaintSubject;
  /** The order it is about (ORD-n), when it is about one. */
  orderId?: string;
  /** What the shopper wrote: plain text, shown as text. */
  description: string;
  /** Where the answer goes: the guest's, or the account's email. */
  email: string;
}

export interface OrdersState {
  /** The shopper's placed orders, newest first. */
  list: Order[];
  /** Cancels and return requests by order id: the shopper's own orders and the sample ones. */
  changes: Record<string, OrderChange>;
  /**
   * Complaints to the Grievance Officer, newest first (issue 35). Absent until the first one: the
   * orders key of a shopper without complaints stays as it was.
   */
  complaints?: Complaint[];
}

export const initialOrdersState: OrdersState = { list: [], changes: {} };

/**
 * The reducers stay tiny (this module is on every page): the order pages build the payloads
 * (ids, dates, checks) in afterSales.ts.
 */
export const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    /** Saves a placed order, newest first. An order whose id is already saved is ignored (never two). */
    orderPlaced(state, action: PayloadAction<Order>) {
      if (state.list.some((o) => o.id === action.payload.id)) return;
      state.list.unshift(action.payload);
    },
    orderCancelled(state, { payload }: PayloadAction<{ id: string; cancelled: Cancellation }>) {
      (state.changes[payload.id] ??= {}).cancelled = payload.cancelled;
    },
    returnRequested(state, { payload }: PayloadAction<{ id: string; returnRequest: ReturnRequest }>) {
      (state.changes[payload.id] ??= {}).returnRequest = payload.returnRequest;
    },
    /** A complaint filed (fileComplaint.ts numbers it); one whose ticket is already kept is ignored. */
    complaintFiled(state, { payload }: PayloadAction<Complaint>) {
      const complaints = (state.complaints ??= []);
      if (!complaints.some((complaint) => complaint.id === payload.id)) complaints.unshift(payload);
    },
    /**
     * The complaints, worked out elsewhere: this tab's and another tab's together, after the other
     * tab's value replaced this one's (complaintsKept.ts).
     */
    complaintsMerged(state, { payload }: PayloadAction<Complaint[]>) {
      state.complaints = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialOrdersState);
  },
});

export const { orderPlaced, orderCancelled, returnRequested, complaintFiled, complaintsMerged } =
  ordersSlice.actions;
