// The restaurant before its three years: a normal install (the server's own seed, with the bench admin), the staff,
// the registered customers with their addresses, the coupon campaigns and the menu's option groups. Written through
// the server's seed and its modules' services (.dependency-cruiser.cjs: scripts-through-service).
import { optionGroupInputSchema } from '@konyha/domain/menu/options.schemas';
import type { AddressInput } from '@konyha/domain/users/user.schemas';
import { hashPassword } from '../../../server/src/crypto/password.ts';
import type { Database } from '../../../server/src/db/client.ts';
import { seedZipCodes } from '../../../server/src/db/seed/delivery.seed.ts';
import { seedIfEmpty } from '../../../server/src/db/seed/seed.ts';
import { storedProductsOfType } from '../../../server/src/modules/catalogue/catalogue.service.ts';
import { createCouponService } from '../../../server/src/modules/coupon/coupon.service.ts';
import { createMenuOptionsService } from '../../../server/src/modules/menu-options/menu-options.service.ts';
import { importUser } from '../../../server/src/modules/user/user.service.ts';
import { extrasGroup, sideGroup } from '../../../server/test/option-groups.ts';
import { benchAdmin } from '../process.ts';
import type { Random } from './random.ts';

export interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string;
  address: AddressInput;
  /** How often they order compared with others: a few regulars, many occasional guests. */
  share: number;
}

const firstNames = [
  'Anna',
  'Bence',
  'Csilla',
  'Dániel',
  'Eszter',
  'Ferenc',
  'Gábor',
  'Hanna',
  'István',
  'Judit',
];
const lastNames = [
  'Kovács',
  'Nagy',
  'Tóth',
  'Szabó',
  'Horváth',
  'Varga',
  'Kiss',
  'Molnár',
  'Németh',
  'Farkas',
];
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

/** Someone with a name, e-mail, phone and an address in the delivery area (guests get one per order). */
export function person(random: Random, serial: string) {
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const zip = random.pick(seedZipCodes);
  const address: AddressInput = {
    zipCode: zip.zipCode,
    city: 'Budapest',
    street: `${random.pick(zip.streets)} ${random.int(1, 120)}.`,
    floor: random.chance(0.6) ? String(random.int(1, 8)) : '',
    door: random.chance(0.6) ? String(random.int(1, 40)) : '',
    doorbell: random.chance(0.3) ? `${random.int(1, 99)}` : '',
    courierNote: '',
  };
  return {
    name: `${last} ${first}`,
    email: `${ascii(first)}.${ascii(last)}.${serial}@example.hu`,
    phone: `+36 30 ${random.int(100, 999)} ${random.int(1000, 9999)}`,
    address,
  };
}

/** The campaigns over the years; each customer may use each code once (the seed's KONYHA10 among them). */
export const couponCodes = ['KONYHA10', 'TAVASZ15', 'NYAR10', 'OSZ20', 'TEL15', 'HUSEG5'] as const;

/**
 * Seeds the empty database as the server would (bench admin), then adds the staff, `customers` registered customers
 * (all with the password Bench1234, hashed once), the coupons and two option groups (a side to choose on the main
 * dishes, extras on half of them). Answers the staff's and the customers' ids.
 */
export async function openShop(database: Database, customerCount: number, random: Random, since: Date) {
  const { db } = database;
  await seedIfEmpty(db, { adminEmail: benchAdmin.email, adminPassword: benchAdmin.password });
  const passwordHash = await hashPassword(benchAdmin.password);
  const staff: number[] = [];
  for (const [index, role] of (['SHOP_ASSISTANT', 'SHOP_ASSISTANT', 'MANAGER'] as const).entries()) {
    const someone = person(random, `staff${index}`);
    const row = await importUser(db, {
      ...someone,
      passwordHash,
      role,
      confirmedAt: since,
      registrationDate: since,
    });
    if (row) staff.push(row.id);
  }
  const customers: Customer[] = [];
  for (let index = 0; index < customerCount; index++) {
    const { address, ...someone } = person(random, String(index));
    const registered = new Date(since.getTime() + random.next() * 400 * 86_400_000);
    const row = await importUser(
      db,
      {
        ...someone,
        passwordHash,
        role: 'CUSTOMER',
        confirmedAt: registered,
        registrationDate: registered,
        language: random.chance(0.15) ? 'en' : 'hu',
      },
      [address],
    );
    if (!row) continue;
    // Zipf-like: the first customers are the regulars.
    customers.push({ id: row.id, ...someone, address, share: 1 / (1 + index / 20) });
  }
  const coupons = createCouponService({ database });
  for (const code of couponCodes.slice(1))
    await coupons.add({ code, discount: random.pick([5, 10, 15, 20]), isActive: true });

  const options = createMenuOptionsService({ database });
  const group = async (input: unknown) =>
    (await options.add(optionGroupInputSchema.parse(input)))[0]?.id as number;
  // The same side and extras groups as the tests of options and pricing use.
  const sides = await group(sideGroup);
  const extras = await group(extrasGroup);
  const mains = (await storedProductsOfType(db, 'FOOD')).filter((p) =>
    ['POULTRY', 'FISH', 'PORK', 'BEEF'].includes(p.group),
  );
  for (const [index, product] of mains.entries())
    await options.attach(db, product.id, index % 2 === 0 ? [sides, extras] : [sides]);
  return { staff, customers };
}
