import path from 'node:path';
import { orderVat } from '@konyha/domain/accounting/vat';
import { paymentMethods } from '@konyha/domain/orders/order-states';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client.ts';
import { orderLines, orders, products } from '../../server/src/db/schema/index.ts';
import { seedIfEmpty } from '../../server/src/db/seed/seed.ts';

const batch = 1000;
const day = 24 * 60 * 60 * 1000;

/** A fixed sequence of pseudo-random numbers (mulberry32), so every run generates the same year. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A year of `count` orders written straight into a new PGlite data directory, before the server opens it (PGlite
 * has one process at a time, and placing 100 000 orders through HTTP would take the bench most of an hour): the
 * server's own migrations, seed and tables, and the figures the order writer stores — one to four lines of the
 * seed menu, a coupon on every tenth, the lines' VAT split by the domain's rule, a deposit on the drinks, every
 * payment method in turn, one order in fifty rejected. Answers the first and last day.
 */
export async function generateYearOfOrders(
  dataDir: string,
  count: number,
  admin: { email: string; password: string },
) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    await seedIfEmpty(database.db, { adminEmail: admin.email, adminPassword: admin.password });
    const menu = await database.db.select().from(products).where(eq(products.orderable, true));
    const next = random(17);
    const end = Date.now() - day;
    const start = end - 364 * day;
    for (let first = 0; first < count; first += batch) {
      const placed = Array.from({ length: Math.min(batch, count - first) }, (_, offset) => {
        const index = first + offset;
        const lines = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
          const product = menu[Math.floor(next() * menu.length)] ?? menu[0];
          if (!product) throw new Error('the seed menu is empty');
          const drink = product.type === 'DRINK';
          return { product, quantity: 1 + Math.floor(next() * 3), deposit: drink ? 50 : 0 };
        });
        const originalPrice = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
        const coupon = index % 10 === 0;
        const discountedPrice = coupon ? Math.round(originalPrice * 0.9) : originalPrice;
        const vat = orderVat(
          lines.map((line) => ({ gross: line.product.price * line.quantity, rate: line.product.vatRate })),
          discountedPrice,
          { gross: 490, rate: 27 },
        );
        const deposit = lines.reduce((sum, line) => sum + line.deposit * line.quantity, 0);
        const order = {
          name: 'Bench Béla',
          email: `bench${index}@example.com`,
          phone: '+36 30 123 4567',
          zipCode: '1137',
          city: 'Budapest',
          street: 'Pozsonyi út 24.',
          payment: paymentMethods[index % paymentMethods.length] ?? 'CASH',
          payed: true,
          state: index % 50 === 0 ? ('REJECTED' as const) : ('DELIVERED' as const),
          orderDate: new Date(start + Math.floor((index / count) * (end - start))),
          couponCode: coupon ? 'KONYHA10' : null,
          couponDiscount: coupon ? 10 : null,
          originalPrice,
          discountedPrice,
          shippingCost: 490,
          shippingNet: vat.shipping.net,
          shippingVat: vat.shipping.vat,
          deposit,
          total: discountedPrice + 490 + deposit,
        };
        return { order, lines, vat };
      });
      const rows = await database.db
        .insert(orders)
        .values(placed.map((p) => p.order))
        .returning({ id: orders.id });
      await database.db.insert(orderLines).values(
        placed.flatMap(({ lines, vat }, i) =>
          lines.map((line, j) => ({
            orderId: rows[i]?.id ?? 0,
            productId: line.product.id,
            name: line.product.name,
            nameEnglish: line.product.nameEnglish,
            unitPrice: line.product.price,
            quantity: line.quantity,
            vatRate: line.product.vatRate,
            net: vat.lines[j]?.net ?? 0,
            vat: vat.lines[j]?.vat ?? 0,
            deposit: line.deposit,
          })),
        ),
      );
    }
    return { from: new Date(start), to: new Date(end) };
  } finally {
    await database.close();
  }
}
