/** What other features may use of the menu. */
export { MenuPdfLinks } from './components/MenuPdfLinks.tsx';
export { DEFAULT_MENU_PATH } from './paths.ts';
