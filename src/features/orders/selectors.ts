import type { OrdersState } from './ordersSlice';

type WithOrders = { orders: OrdersState };

export const selectOrders = (state: WithOrders) => state.orders.list;
export const selectOrderCount = (state: WithOrders) => state.orders.list.length;
