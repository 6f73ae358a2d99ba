import { z } from 'zod';

export const roles = ['CUSTOMER', 'SHOP_ASSISTANT', 'MANAGER', 'ADMIN'] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

export const staffRoles: readonly Role[] = ['SHOP_ASSISTANT', 'MANAGER', 'ADMIN'];

export function isStaff(role: Role): boolean {
  return staffRoles.includes(role);
}
