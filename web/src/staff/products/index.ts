/** What other dashboard areas may use of the products: reloading them (a saved option group shows in each). */
export { useRefreshProducts } from './api/adminProducts.ts';
