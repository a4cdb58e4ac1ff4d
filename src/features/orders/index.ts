export type {
  Complaint,
  Order,
  OrderCoupon,
  OrderItem,
  OrdersState,
  ShippingAddress,
  PaymentSummary,
} from './ordersSlice';
export {
  ordersSlice,
  orderPlaced,
  orderCancelled,
  returnRequested,
  complaintFiled,
  complaintsMerged,
} from './ordersSlice';
export * from './selectors';
export * from './sizeRecommendation';
export { sampleOrders } from './sampleOrders';
export { cancelOrder, requestReturn } from './afterSales';
export { PAYMENT_METHOD_LABELS, describePayment, itemCountOf, orderBreakdown } from './orderSummary';
export { OrderItems } from './components/OrderItems';
export { OrderAddress } from './components/OrderAddress';
export { OrderCard } from './components/OrderCard';
export { OrderDetails } from './components/OrderDetails';
export { useAfterSales } from './useAfterSales';
export { startComplaintsKept } from './complaintsKept';
export { fileComplaint } from './fileComplaint';
export { ComplaintForm } from './components/ComplaintForm';
export { ComplaintView } from './components/ComplaintView';
export { ComplaintList } from './components/ComplaintList';
export type { ComplaintValues } from './complaintRules';
export { complaintOrderChoices, sameComplaint } from './complaints';
export { recommendSize } from './recommendSize';
export { SizeRecommendationNote } from './components/SizeRecommendationNote';
