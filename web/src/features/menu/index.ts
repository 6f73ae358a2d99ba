/** What other features may use of the menu. */
export { MenuPdfLinks } from './components/MenuPdfLinks.tsx';
export { OrderingNotice } from './notice/OrderingNotice.tsx';
export { DEFAULT_MENU_PATH } from './paths.ts';
