/** What other features may use of the order's status page (checkout and the profile link to it). */
export type { StatusLocationState } from './OrderStatusPage.tsx';
export { statusPathOf } from './statusPath.ts';
