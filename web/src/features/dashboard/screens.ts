import type { Role } from '@konyha/domain/users/roles';
import { type ComponentType, lazy } from 'react';

const allStaff: readonly Role[] = ['ADMIN', 'MANAGER', 'SHOP_ASSISTANT'];
const managers: readonly Role[] = ['ADMIN', 'MANAGER'];

export interface DashboardScreen {
  /** The exact sub-route of SPEC §2: /dashboard/<path>. */
  path: string;
  roles: readonly Role[];
  /** Each screen is a chunk of its own, fetched when first opened. */
  Component: ComponentType;
}

const screen = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

/** The dashboard's screens and who may open each (SPEC §2 Dashboard sub-routes), in navigation order. */
export const dashboardScreens: readonly DashboardScreen[] = [
  {
    path: 'current-orders',
    roles: allStaff,
    Component: screen(() => import('./orders/CurrentOrdersScreen.tsx'), 'CurrentOrdersScreen'),
  },
  {
    path: 'done-orders',
    roles: allStaff,
    Component: screen(() => import('./orders/DoneOrdersScreen.tsx'), 'DoneOrdersScreen'),
  },
  {
    path: 'all-orders',
    roles: managers,
    Component: screen(() => import('./orders/AllOrdersScreen.tsx'), 'AllOrdersScreen'),
  },
  {
    path: 'daily-summary',
    roles: allStaff,
    Component: screen(() => import('./summary/DailySummaryScreen.tsx'), 'DailySummaryScreen'),
  },
  {
    path: 'event-log',
    roles: managers,
    Component: screen(() => import('./events/EventLogScreen.tsx'), 'EventLogScreen'),
  },
  {
    path: 'delivery-time',
    roles: allStaff,
    Component: screen(() => import('./settings/DeliveryTimeScreen.tsx'), 'DeliveryTimeScreen'),
  },
  {
    path: 'min-order-price',
    roles: managers,
    Component: screen(() => import('./settings/MinOrderPriceScreen.tsx'), 'MinOrderPriceScreen'),
  },
  {
    path: 'edit-product',
    roles: allStaff,
    Component: screen(() => import('./products/EditProductScreen.tsx'), 'EditProductScreen'),
  },
  {
    path: 'add-product',
    roles: managers,
    Component: screen(() => import('./products/AddProductScreen.tsx'), 'AddProductScreen'),
  },
  {
    path: 'coupons',
    roles: managers,
    Component: screen(() => import('./coupons/CouponsScreen.tsx'), 'CouponsScreen'),
  },
  {
    path: 'users',
    roles: ['ADMIN'],
    Component: screen(() => import('./users/UsersScreen.tsx'), 'UsersScreen'),
  },
  {
    path: 'two-factor',
    roles: ['ADMIN'],
    Component: screen(
      () => import('./settings/TwoFactorRequirementScreen.tsx'),
      'TwoFactorRequirementScreen',
    ),
  },
  {
    path: 'add-user',
    roles: allStaff,
    Component: screen(() => import('./users/AddUserScreen.tsx'), 'AddUserScreen'),
  },
];

export const defaultScreen = 'current-orders';

/** The screens a role may open, for its navigation. */
export function screensFor(role: Role): DashboardScreen[] {
  return dashboardScreens.filter((s) => s.roles.includes(role));
}
