/** What other features may use of the menu. */
export { availability } from './availability.ts';
export { MenuPdfLinks } from './components/MenuPdfLinks.tsx';
export { StockMark } from './components/StockMark.tsx';
export { OrderingNotice } from './notice/OrderingNotice.tsx';
export { localizedName } from './options/localizedName.ts';
export { LazyOptionsDialog } from './options/useAddToCart.tsx';
