import { type Capability, can } from '@konyha/domain/users/capabilities';
import type { Role } from '@konyha/domain/users/roles';
import type { ComponentType } from 'react';
import { lazyNamed, type Preloadable } from './shared/lazyNamed.ts';

export interface DashboardScreen {
  /** The exact sub-route of SPEC §2: /dashboard/<path>. */
  path: string;
  /** Who may open it: a capability of the domain's role map, so the server and the web agree. */
  capability: Capability;
  /** Each screen is a chunk of its own, fetched when first opened. */
  Component: Preloadable<ComponentType>;
  /** False where the order monitor would push the screen off a phone's first view (the courier's). */
  monitor?: false;
}

/** The dashboard's screens and who may open each (SPEC §2 Dashboard sub-routes), in navigation order. */
export const dashboardScreens: readonly DashboardScreen[] = [
  {
    path: 'current-orders',
    capability: 'handleOrders',
    Component: lazyNamed(() => import('./orders/CurrentOrdersScreen.tsx'), 'CurrentOrdersScreen'),
  },
  {
    // Issue 33: the kitchen's tablet, every staff role. Its columns count the orders themselves, so the monitor
    // leaves their room to the cards.
    path: 'kitchen',
    capability: 'handleOrders',
    Component: lazyNamed(() => import('./kitchen/KitchenScreen.tsx'), 'KitchenScreen'),
    monitor: false,
  },
  {
    // Every staff role takes a phone order (issue 30); the monitor links here too.
    path: 'phone-order',
    capability: 'handleOrders',
    Component: lazyNamed(() => import('./phone-orders/PhoneOrderScreen.tsx'), 'PhoneOrderScreen'),
  },
  {
    path: 'done-orders',
    capability: 'handleOrders',
    Component: lazyNamed(() => import('./orders/DoneOrdersScreen.tsx'), 'DoneOrdersScreen'),
  },
  {
    // Phone first: the courier opens it at the door, so the monitor stays away.
    path: 'courier',
    capability: 'deliverOrders',
    Component: lazyNamed(() => import('./courier/CourierScreen.tsx'), 'CourierScreen'),
    monitor: false,
  },
  {
    path: 'all-orders',
    capability: 'readAllOrders',
    Component: lazyNamed(() => import('./orders/AllOrdersScreen.tsx'), 'AllOrdersScreen'),
  },
  {
    path: 'daily-summary',
    capability: 'handleOrders',
    Component: lazyNamed(() => import('./summary/DailySummaryScreen.tsx'), 'DailySummaryScreen'),
  },
  {
    path: 'event-log',
    capability: 'readEvents',
    Component: lazyNamed(() => import('./events/EventLogScreen.tsx'), 'EventLogScreen'),
  },
  {
    path: 'delivery-time',
    capability: 'runShop',
    Component: lazyNamed(() => import('./settings/DeliveryTimeScreen.tsx'), 'DeliveryTimeScreen'),
  },
  {
    path: 'alerts',
    capability: 'handleOrders',
    Component: lazyNamed(() => import('./settings/AlertsScreen.tsx'), 'AlertsScreen'),
  },
  {
    path: 'printers',
    capability: 'managePrinters',
    Component: lazyNamed(() => import('./printers/PrintersScreen.tsx'), 'PrintersScreen'),
  },
  {
    path: 'vat-rates',
    capability: 'manageAccounting',
    Component: lazyNamed(() => import('./vat/VatRatesScreen.tsx'), 'VatRatesScreen'),
  },
  {
    path: 'payments',
    capability: 'managePayments',
    Component: lazyNamed(() => import('./payments/PaymentsScreen.tsx'), 'PaymentsScreen'),
  },
  {
    // Issue 34: ADMIN only, for it holds the Számla Agent's key.
    path: 'invoicing',
    capability: 'manageInvoicing',
    Component: lazyNamed(() => import('./invoicing/InvoicingScreen.tsx'), 'InvoicingScreen'),
  },
  {
    path: 'exports',
    capability: 'manageAccounting',
    Component: lazyNamed(() => import('./exports/ExportsScreen.tsx'), 'ExportsScreen'),
  },
  {
    // Chart.js comes with this chunk only, never with the dashboard's first load (issue 33).
    path: 'reports',
    capability: 'readReports',
    Component: lazyNamed(() => import('./reports/ReportsScreen.tsx'), 'ReportsScreen'),
  },
  {
    path: 'min-order-price',
    capability: 'setMinimumOrder',
    Component: lazyNamed(() => import('./settings/MinOrderPriceScreen.tsx'), 'MinOrderPriceScreen'),
  },
  {
    path: 'opening-hours',
    capability: 'editSchedule',
    Component: lazyNamed(() => import('./schedule/OpeningHoursScreen.tsx'), 'OpeningHoursScreen'),
  },
  {
    path: 'lunch-menu',
    capability: 'editLunchMenu',
    Component: lazyNamed(() => import('./lunch-menu/LunchMenuScreen.tsx'), 'LunchMenuScreen'),
  },
  {
    path: 'edit-product',
    capability: 'editProducts',
    Component: lazyNamed(() => import('./products/EditProductScreen.tsx'), 'EditProductScreen'),
  },
  {
    // Every staff role: an assistant switches single options off and on; ADMIN and MANAGER edit the groups.
    path: 'option-groups',
    capability: 'editProducts',
    Component: lazyNamed(() => import('./options/OptionGroupsScreen.tsx'), 'OptionGroupsScreen'),
  },
  {
    path: 'add-product',
    capability: 'manageProducts',
    Component: lazyNamed(() => import('./products/AddProductScreen.tsx'), 'AddProductScreen'),
  },
  {
    path: 'coupons',
    capability: 'manageCoupons',
    Component: lazyNamed(() => import('./coupons/CouponsScreen.tsx'), 'CouponsScreen'),
  },
  {
    path: 'users',
    capability: 'manageUsers',
    Component: lazyNamed(() => import('./users/UsersScreen.tsx'), 'UsersScreen'),
  },
  {
    path: 'two-factor',
    capability: 'requireTwoFactor',
    Component: lazyNamed(
      () => import('./settings/TwoFactorRequirementScreen.tsx'),
      'TwoFactorRequirementScreen',
    ),
  },
  {
    path: 'add-user',
    capability: 'addUsers',
    Component: lazyNamed(() => import('./users/AddUserScreen.tsx'), 'AddUserScreen'),
  },
];

export const defaultScreen = 'current-orders';

/** The screens a role may open, for its navigation. */
export function screensFor(role: Role): DashboardScreen[] {
  return dashboardScreens.filter((s) => can(role, s.capability));
}
