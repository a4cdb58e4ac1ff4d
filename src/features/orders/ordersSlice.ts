import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth';
import type { PaymentMethod } from '@/shared/lib/constants';

export type OrderStatus = 'processing' | 'shipped' | 'delivered';

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

/** The coupon an order was placed with: its code and the rupees it took off the subtotal. */
export interface OrderCoupon {
  code: string;
  discount: number;
}

export interface Order {
  id: string;
  /** ISO timestamp */
  date: string;
  /** A known status, or any other string from storage (shown as 'Unknown'). */
  status: OrderStatus | (string & {});
  /** What was paid: subtotal − coupon + tax (after the coupon, when there is one). */
  total: number;
  /** The coupon applied at checkout, if any. */
  coupon?: OrderCoupon;
  items: OrderItem[];
  shipping: ShippingAddress;
  payment: PaymentSummary;
}

export interface OrdersState {
  list: Order[];
}

export const initialOrdersState: OrdersState = { list: [] };

export const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    /** Saves a placed order, newest first. An order whose id is already saved is ignored (never two). */
    orderPlaced(state, action: PayloadAction<Order>) {
      if (state.list.some((o) => o.id === action.payload.id)) return;
      state.list.unshift(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialOrdersState);
  },
});

export const { orderPlaced } = ordersSlice.actions;
