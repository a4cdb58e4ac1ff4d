export { COUPONS } from './rules';
export { selectBestProductOffer, selectCartTotals, selectCouponOffers } from './selectors';
export { applyCoupon, type CouponRefusal } from './applyCoupon';
export { startCouponRecheck } from './recheck';
export { CouponForm } from './components/CouponForm';
export { AvailableCoupons } from './components/AvailableCoupons';
