import { isNtakPair, type NtakCategory, type NtakSubCategory } from '@konyha/domain/accounting/ntak';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { verifyPassword } from '../../crypto/password.ts';
import type { Database } from '../client.ts';
import { coupons, products, settings, shippingCosts, streets, users } from '../schema/index.ts';
import { seedIfEmpty } from './seed.ts';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe('seedIfEmpty', () => {
  it('gives an empty database the menu, delivery area, settings, a coupon and the first admin', async () => {
    const result = await seedIfEmpty(database.db, {
      adminEmail: 'boss@example.com',
      adminPassword: 'Secret123',
    });
    expect(result).toEqual({ seeded: true, adminEmail: 'boss@example.com' });
    const db = database.db;
    expect((await db.select().from(products)).length).toBeGreaterThanOrEqual(45);
    const zips = (await db.select().from(shippingCosts)).map((z) => z.zipCode).sort();
    expect(zips).toEqual(['1131', '1132', '1133', '1134', '1135', '1136', '1137', '1138', '1139']);
    for (const zipCode of zips) {
      expect((await db.select().from(streets).where(eq(streets.zipCode, zipCode))).length).toBeGreaterThan(3);
    }
    expect(await db.select().from(settings)).toMatchObject([{ orderingActive: true }]);
    expect((await db.select().from(coupons)).length).toBe(1);
    const [admin] = await db.select().from(users);
    expect(admin).toMatchObject({ email: 'boss@example.com', role: 'ADMIN' });
    expect(admin?.confirmedAt).not.toBeNull();
    expect(await verifyPassword(admin?.passwordHash ?? '', 'Secret123')).toBe(true);
  });

  it('gives drinks no allergen marks, as the product form offers them for food only', async () => {
    await seedIfEmpty(database.db, { adminEmail: 'boss@example.com', adminPassword: 'Secret123' });
    const drinks = await database.db.select().from(products).where(eq(products.type, 'DRINK'));
    expect(drinks.length).toBeGreaterThan(10);
    expect(drinks.filter((drink) => drink.allergenics.length > 0).map((drink) => drink.name)).toEqual([]);
  });

  it('charges the deposit on bottled and canned drinks only, and gives every product its VAT rate and NTAK pair', async () => {
    await seedIfEmpty(database.db, { adminEmail: 'boss@example.com', adminPassword: 'Secret123' });
    const all = await database.db.select().from(products);
    const withDeposit = all.filter((p) => p.deposit > 0);
    expect(withDeposit.map((p) => p.deposit)).toEqual(withDeposit.map(() => 50));
    expect(withDeposit.map((p) => p.nameEnglish).sort()).toEqual([
      'Budapest craft pale ale 0.33 l',
      'Coca-Cola, Coca-Cola Zero 0.33 l',
      'Dreher 24 alcohol-free 0.5 l',
      'Dreher Bak dark beer 0.5 l',
      'Soproni Óvatos Duhaj IPA 0.5 l',
      'Szentkirályi mineral water 0.75 l',
      'Szobi 100% apple juice 0.2 l',
      'Traubi grape soda 0.25 l',
    ]);
    expect(all.every((p) => p.vatRate === 27)).toBe(true);
    for (const product of all)
      expect(
        isNtakPair(product.ntakCategory as NtakCategory, product.ntakSubCategory as NtakSubCategory),
      ).toBe(true);
    expect(all.find((p) => p.nameEnglish === 'Espresso')).toMatchObject({
      ntakCategory: 'ALKMENTESITAL_HELYBEN',
      ntakSubCategory: 'KAVE',
    });
  });

  it('generates an admin password when none is configured and returns it once', async () => {
    const result = await seedIfEmpty(database.db, { adminEmail: undefined, adminPassword: undefined });
    expect(result.generatedAdminPassword).toMatch(/^.{16}$/);
    const [admin] = await database.db.select().from(users);
    expect(await verifyPassword(admin?.passwordHash ?? '', result.generatedAdminPassword ?? '')).toBe(true);
  });

  it('never touches a database that already has data', async () => {
    await seedIfEmpty(database.db, { adminEmail: 'a@example.com', adminPassword: 'Secret123' });
    const before = (await database.db.select().from(products)).length;
    expect(
      await seedIfEmpty(database.db, { adminEmail: 'b@example.com', adminPassword: 'Secret123' }),
    ).toEqual({
      seeded: false,
    });
    expect((await database.db.select().from(products)).length).toBe(before);
    expect((await database.db.select().from(users)).map((u) => u.email)).toEqual(['a@example.com']);
  });

  it('leaves a database with only a user in it alone', async () => {
    await database.db
      .insert(users)
      .values({ name: 'Vendég', email: 'guest@example.com', phone: '+36301234567', passwordHash: 'x' });
    expect((await seedIfEmpty(database.db, { adminEmail: undefined, adminPassword: undefined })).seeded).toBe(
      false,
    );
    expect(await database.db.select().from(products)).toEqual([]);
  });
});
