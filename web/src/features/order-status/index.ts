// What other features may use of the order's status page: checkout and the profile link to it, and the profile's
// order history offers the invoice's PDF as the page does.
export { InvoiceDownload } from './components/InvoiceDownload.tsx';
export type { StatusLocationState } from './OrderStatusPage.tsx';
export { statusPathOf } from './statusPath.ts';
