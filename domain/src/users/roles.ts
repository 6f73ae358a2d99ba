/** Kept free of zod so the browser's entry chunk (session, route guards) can use it; the schema is RoleSchema. */
export const roles = ['CUSTOMER', 'SHOP_ASSISTANT', 'MANAGER', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

export const staffRoles: readonly Role[] = ['SHOP_ASSISTANT', 'MANAGER', 'ADMIN'];

export function isStaff(role: Role): boolean {
  return staffRoles.includes(role);
}
