import { localDay } from '@konyha/domain/restaurant/local-time';
import type { Role } from '@konyha/domain/users/roles';

// Shared by role-matrix.test.ts, which calls every row as every caller, and contract.test.ts, which checks that
// the API contract grants the same callers.

export type Caller = 'anonymous' | Role;
export const callers: Caller[] = ['anonymous', 'CUSTOMER', 'SHOP_ASSISTANT', 'MANAGER', 'ADMIN'];
const everyone = callers;
export const loggedIn: Caller[] = ['CUSTOMER', 'SHOP_ASSISTANT', 'MANAGER', 'ADMIN'];
const staff: Caller[] = ['SHOP_ASSISTANT', 'MANAGER', 'ADMIN'];
const managers: Caller[] = ['MANAGER', 'ADMIN'];
const admin: Caller[] = ['ADMIN'];
const today = localDay(new Date());

/** Every endpoint of SPEC §7 and who may call it (DESIGN §5 server role matrix). */
export const matrix: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, allowed: Caller[]][] = [
  ['GET', '/api/product/foods', everyone],
  ['GET', '/api/product/drinks', everyone],
  ['GET', '/api/product/group-availability', everyone],
  ['GET', '/api/streets/1137', everyone],
  ['GET', '/api/shipping-cost/shipping-costs', everyone],
  ['GET', '/api/min-order-value', everyone],
  ['GET', '/api/order/estimated-shipping-time', everyone],
  ['GET', '/api/order/get-active-state', everyone],
  ['POST', '/api/order/calculate', everyone],
  ['POST', '/api/order/add', everyone],
  ['GET', '/api/crypto/publickey', everyone],
  ['POST', '/api/payment/hosted/callback', everyone],
  ['GET', '/api/payment/hosted/return', everyone],
  ['GET', `/api/payment/hosted/hp_${'0'.repeat(32)}`, everyone],
  ['POST', `/api/payment/hosted/hp_${'0'.repeat(32)}`, everyone],
  ['GET', '/api/opening-hours', everyone],
  ['GET', '/api/settings/schedule', everyone],
  ['GET', '/api/order/slots', everyone],
  ['GET', '/api/order/busy', everyone],
  ['GET', '/api/settings/vat', everyone],
  ['POST', '/api/user/login', everyone],
  ['POST', '/api/user/registrate', everyone],
  ['POST', '/api/user/forgotPassword', everyone],
  ['GET', '/api/user/confirmation/x', everyone],
  ['GET', '/api/user/activeuser', loggedIn],
  ['PUT', '/api/user/update', loggedIn],
  ['PUT', '/api/user/company', loggedIn],
  ['POST', '/api/user/address', loggedIn],
  ['DELETE', '/api/user/address/999999', loggedIn],
  ['GET', '/api/user/notes', loggedIn],
  ['POST', '/api/user/logout', loggedIn],
  ['GET', '/api/order/today', staff],
  [`GET`, `/api/order/orders/${today}`, staff],
  ['PUT', '/api/order/order', staff],
  ['GET', '/api/order/change-active-state', staff],
  ['POST', '/api/order/estimated-shipping-time/50', staff],
  ['GET', '/api/product/products', staff],
  ['PUT', '/api/product/product', staff],
  ['POST', '/api/user/add', staff],
  ['GET', '/api/product/option-groups', staff],
  ['PUT', '/api/product/options/999999', staff],
  ['GET', '/api/order/999999/ticket', staff],
  ['GET', '/api/order/999999/slip', staff],
  ['POST', '/api/order/999999/print', staff],
  ['GET', '/api/push/public-key', staff],
  ['POST', '/api/push/subscriptions', staff],
  ['GET', '/api/push/subscriptions', staff],
  ['DELETE', '/api/push/subscriptions/999999', staff],
  ['POST', '/api/push/test', staff],
  ['GET', '/api/order/orders', managers],
  ['GET', `/api/event/${today}`, managers],
  ['POST', '/api/product/product', managers],
  ['DELETE', '/api/product/999999', managers],
  ['PUT', '/api/product/group-availability/SOUP', managers],
  ['POST', '/api/product/option-groups', managers],
  ['PUT', '/api/product/option-groups/999999', managers],
  ['GET', '/api/coupon/coupons', managers],
  ['POST', '/api/coupon/coupon', managers],
  ['PUT', '/api/coupon/coupon', managers],
  ['POST', '/api/min-order-value/3000', managers],
  ['PUT', '/api/opening-hours', managers],
  ['PUT', '/api/settings/schedule', managers],
  ['GET', '/api/settings/printers', managers],
  ['PUT', '/api/settings/printers', managers],
  ['PUT', '/api/settings/vat', managers],
  ['GET', `/api/export/orders.csv?from=${today}&to=${today}`, managers],
  ['GET', `/api/export/ntak/${today}.json`, managers],
  ['GET', '/api/user/users', admin],
  ['PUT', '/api/user/update-other-user', admin],
  ['GET', '/api/settings/invoicing', admin],
  ['PUT', '/api/settings/invoicing', admin],
];
