import { type Role, staffRoles } from './roles.ts';

const managers: readonly Role[] = ['MANAGER', 'ADMIN'];
const admins: readonly Role[] = ['ADMIN'];

/**
 * Who may do what: the server's guards and the web's screens ask for a capability, never for a list of roles.
 * Kept free of zod so the browser's entry chunk can use it.
 */
export const capabilityRoles = {
  /** Today's orders, one day's orders, changing an order's state and paid flag. */
  handleOrders: staffRoles,
  /** Switching ordering on and off, the estimated delivery time, and busy mode. */
  runShop: staffRoles,
  /** The product list for staff, and editing a product (a shop assistant switches orderable only). */
  editProducts: staffRoles,
  /** Adding a user (a shop assistant adds customers only). */
  addUsers: staffRoles,
  /** The courier screen: orders on their way, marking them delivered and paid (issue 16). */
  deliverOrders: staffRoles,
  /** Finding a customer by phone, e-mail or name, with their addresses and last orders (issue 30). */
  findCustomers: staffRoles,
  /** Push notifications on one's own devices (issue 32): whoever answers orders may be reached in a pocket. */
  receivePush: staffRoles,
  /** Calling off an accepted order (issue 12). */
  cancelOrders: managers,
  /** Changing every part of a placed order (issue 30); the others of handleOrders only remove or replace lines. */
  changeOrders: managers,
  /** The opening hours, special dates, slot rules and slot capacity (issue 14). */
  editSchedule: managers,
  /** The network printers and what each prints on accept (issue 16). */
  managePrinters: managers,
  /** VAT rates, the accountant's exports and NTAK data, the daily summary's VAT table (issue 17). */
  manageAccounting: managers,
  /** The payment methods offered and how long an online payment may wait (issue 27). */
  managePayments: managers,
  /** The ringing, escalation and automatic-rejection settings. */
  setAlerts: managers,
  /** Every order, and any customer's order history. */
  readAllOrders: managers,
  /** Adding and deleting products. */
  manageProducts: managers,
  /** The weekly lunch menu (issue 31). */
  editLunchMenu: managers,
  manageCoupons: managers,
  /** The event log. */
  readEvents: managers,
  /** The reports of /dashboard/reports: sales, hours, dishes, payments, refusals, promises kept (issue 33). */
  readReports: managers,
  /** The day's close: what each courier brings back, closing the day read-only (issue 34). */
  closeDays: managers,
  /** Asking Számlázz.hu again for an order's invoice that failed (issue 34). */
  retryInvoices: managers,
  setMinimumOrder: managers,
  /** Switching two-factor login on without being required to. */
  enrolTwoFactor: managers,
  /** The user list, changing roles, resetting another user's two-factor login. */
  manageUsers: admins,
  /** Requiring two-factor login of every staff role. */
  requireTwoFactor: admins,
  /** The Számlázz.hu invoicing settings and its agent key (issue 34). */
  manageInvoicing: admins,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof capabilityRoles;

export function can(role: Role, capability: Capability): boolean {
  return capabilityRoles[capability].includes(role);
}
