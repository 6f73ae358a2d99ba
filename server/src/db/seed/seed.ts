import { randomBytes } from 'node:crypto';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../crypto/password.ts';
import type { Db } from '../client.ts';
import { coupons, products, settings, shippingCosts, streets, users } from '../schema/index.ts';
import { seedZipCodes } from './delivery.seed.ts';
import { seedProductRows } from './menu.seed.ts';

export interface SeedOptions {
  adminEmail: string | undefined;
  adminPassword: string | undefined;
}

export interface SeedResult {
  seeded: boolean;
  adminEmail?: string;
  /** Set only when the password was generated: the caller shows it once. */
  generatedAdminPassword?: string;
}

export const seedSettings = { minOrderValue: 3000, deliveryMinutes: 60 } as const;
export const seedCoupon = { code: 'KONYHA10', discount: 10 } as const;
const defaultAdminEmail = 'admin@konyha.hu';

/**
 * Gives an empty database the restaurant's starting data (DESIGN §5 Seed). A database with any settings, users or
 * products is never touched. The advisory lock keeps two instances starting together from seeding twice.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const adminPassword = options.adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(adminPassword);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7270001)`);
    for (const id of [settings.id, users.id, products.id]) {
      // One query at a time: a transaction is one connection.
      if ((await tx.select({ id }).from(id.table).limit(1)).length > 0) return { seeded: false };
    }

    await tx.insert(settings).values({ id: 1, ...seedSettings, orderingActive: true });
    await tx
      .insert(shippingCosts)
      .values(seedZipCodes.map(({ zipCode, shippingCost }) => ({ zipCode, cost: shippingCost })));
    await tx
      .insert(streets)
      .values(
        seedZipCodes.flatMap(({ zipCode, streets: names }) => names.map((name) => ({ zipCode, name }))),
      );
    await tx.insert(products).values(seedProductRows());
    await tx.insert(coupons).values({ ...seedCoupon, isActive: true });
    const adminEmail = options.adminEmail ?? defaultAdminEmail;
    await tx.insert(users).values({
      name: 'Administrator',
      email: adminEmail,
      phone: restaurant.phone,
      passwordHash,
      role: 'ADMIN',
      confirmedAt: new Date(),
    });
    return options.adminPassword
      ? { seeded: true, adminEmail }
      : { seeded: true, adminEmail, generatedAdminPassword: adminPassword };
  });
}
