import type { Language } from '@konyha/domain/common/language';
import type { ProductType } from '@konyha/domain/menu/catalogue';
import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import type { Product } from '@konyha/domain/menu/products';
import type { Database } from '../../db/client.ts';
import { type CachedBody, cachedBody } from '../../http/conditional.ts';
import { memo } from '../../http/memo.ts';
import type { OptionsService } from '../options/options.service.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import { renderMenuPdf } from './menu-pdf.ts';
import { toProducts } from './product.mapper.ts';
import { findProductsByIds, listProductsOfType, type ProductRow } from './product.repository.ts';

export type { ProductRow } from './product.repository.ts';
/** A product as checkout prices it: its row and its option groups. */
export type PricedProduct = ProductRow & { optionGroups: OptionGroup[] };

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
  options,
}: {
  database: Database;
  clock: () => Date;
  schedule: Pick<ScheduleService, 'openingHours' | 'onChange'>;
  options: Pick<OptionsService, 'groupsOfProducts'>;
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
      const rows = await listProductsOfType(database.db, type);
      const groups = await options.groupsOfProducts(
        database.db,
        rows.map((row) => row.id),
      );
      const products = toProducts(rows, groups);
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
    /** Products by id with their groups, read from the database (checkout never prices from a cache). */
    async byIds(ids: number[]): Promise<PricedProduct[]> {
      const rows = await findProductsByIds(database.db, ids);
      const groups = await options.groupsOfProducts(database.db, ids);
      return rows.map((row) => ({ ...row, optionGroups: groups.get(row.id) ?? [] }));
    },
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
