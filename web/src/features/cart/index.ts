/** What other features may use of the cart page (the cart's contents live in lib/cart/cartStore.ts). */
export { useMinimumOrder } from './api/pricing.ts';
export { PriceSummary } from './components/PriceSummary.tsx';
