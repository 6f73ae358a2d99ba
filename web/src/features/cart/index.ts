/** What other features may use of the cart page (the cart's contents live in lib/cart/cartStore.ts). */
export { useCartItems } from './api/cartItems.ts';
export { deliveryMinutesQuery, useMinimumOrder } from './api/pricing.ts';
export { type CartEdit, CartItems } from './components/CartItems.tsx';
export { CouponForm } from './components/CouponForm.tsx';
export { PriceSummary } from './components/PriceSummary.tsx';
