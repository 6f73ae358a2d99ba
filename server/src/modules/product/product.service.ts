import type { Language } from '@konyha/domain/common/language';
import type { ProductType } from '@konyha/domain/menu/catalogue';
import type { Product } from '@konyha/domain/menu/products';
import type { Database } from '../../db/client.ts';
import { type CachedBody, cachedBody } from '../../http/conditional.ts';
import { memo } from '../../http/memo.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import { renderMenuPdf } from './menu-pdf.ts';
import { toProduct } from './product.mapper.ts';
import { findProductsByIds, listProductsOfType } from './product.repository.ts';

export type { ProductRow } from './product.repository.ts';

export const CATALOGUE_CHANNEL = 'konyha_catalogue';

/**
 * The public menu, kept in memory. Every product change (a database trigger NOTIFYs `konyha_catalogue`, heard by
 * every instance) drops the cache; a load in flight when that happens is never stored. The menu PDFs print the
 * opening hours too, so a change of those drops them as well.
 */
export function createCatalogueService({
  database,
  clock,
  schedule,
}: {
  database: Database;
  clock: () => Date;
  schedule: Pick<ScheduleService, 'openingHours' | 'onChange'>;
}) {
  const lists = new Map<ProductType, Promise<{ products: Product[]; json: CachedBody<string> }>>();
  const pdfs = new Map<Language, Promise<CachedBody<Buffer>>>();
  const changeListeners = new Set<() => void>();

  function invalidate() {
    lists.clear();
    pdfs.clear();
    for (const listener of changeListeners) listener();
  }

  schedule.onChange(() => pdfs.clear());

  function productsOfType(type: ProductType) {
    return memo(lists, type, async () => {
      const products = (await listProductsOfType(database.db, type)).map(toProduct);
      return { products, json: cachedBody(JSON.stringify({ products })) };
    });
  }

  return {
    /** Starts listening for product changes; call once at start-up. */
    async start() {
      await database.listen(CATALOGUE_CHANNEL, invalidate);
    },
    invalidate,
    /** Calls `listener` whenever the menu changes, so whatever was made from it can be dropped too. */
    onChange(listener: () => void) {
      changeListeners.add(listener);
    },
    /** Products by id, read from the database (checkout never prices from a cache). */
    byIds: (ids: number[]) => findProductsByIds(database.db, ids),
    async products(type: ProductType): Promise<Product[]> {
      return (await productsOfType(type)).products;
    },
    async listJson(type: ProductType): Promise<CachedBody<string>> {
      return (await productsOfType(type)).json;
    },
    menuPdf(language: Language): Promise<CachedBody<Buffer>> {
      return memo(pdfs, language, async () => {
        const [foods, drinks, hours] = await Promise.all([
          productsOfType('FOOD'),
          productsOfType('DRINK'),
          schedule.openingHours(),
        ]);
        const orderable = [...foods.products, ...drinks.products].filter((p) => p.orderable);
        return cachedBody(await renderMenuPdf(orderable, hours, language, clock()));
      });
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
