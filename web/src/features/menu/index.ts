/** What other features may use of the menu. */
export { MenuPdfLinks } from './components/MenuPdfLinks.tsx';
export { OrderingNotice } from './notice/OrderingNotice.tsx';
export { localizedName } from './options/localizedName.ts';
export { LazyOptionsDialog } from './options/useAddToCart.tsx';
