import type { Queryable } from '../../db/client.ts';
import { products, settings } from '../../db/schema/index.ts';

/**
 * The rates configured, the delivery fee's and any rate a product has: the orders report's VAT columns. Read from
 * the settings and the products, never by scanning a year of lines (that alone would hold the server up).
 */
export async function vatRatesInUse(db: Queryable): Promise<number[]> {
  const [configured] = await db
    .select({ rates: settings.vatRates, delivery: settings.deliveryVatRate })
    .from(settings)
    .limit(1);
  const productRates = await db.selectDistinct({ rate: products.vatRate }).from(products);
  const rates = [
    ...(configured?.rates ?? []),
    configured?.delivery ?? 0,
    ...productRates.map((row) => row.rate),
  ];
  return [...new Set(rates)].sort((a, b) => b - a);
}
