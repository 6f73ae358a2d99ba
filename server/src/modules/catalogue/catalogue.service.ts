import type { Language } from '@konyha/domain/common/language';
import type { Availability } from '@konyha/domain/menu/availability.schemas';
import { nextAvailabilityChange } from '@konyha/domain/menu/availability-changes';
import type { ProductType } from '@konyha/domain/menu/catalogue';
import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import type { Product } from '@konyha/domain/menu/products';
import type { Database, Queryable } from '../../db/client.ts';
import { type CachedBody, cachedBody } from '../../http/conditional.ts';
import { type EncodedBody, encodedBody } from '../../http/encoded-body.ts';
import { memo } from '../../http/memo.ts';
import { onOrderUpdate } from '../../realtime/order-notifier.ts';
import type { MenuOptionsService } from '../menu-options/menu-options.service.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import { announceMenuChange, listGroupWindows } from './availability.repository.ts';
import { renderMenuPdf } from './menu-pdf.ts';
import { type PortionClaim, type PortionsOrdered, takePortions } from './portions.ts';
import {
  findProductsByIds,
  listProductsOfType,
  type ProductRow,
  vatRatesInUse,
} from './product.repository.ts';
import { stockChangesAt, withStock } from './product-stock.ts';

export { type PortionClaim, type PortionsOrdered, soldOut } from './portions.ts';
export type { ProductRow } from './product.repository.ts';

/** Every product of a type as stored, without stock or option groups (the bench's history reads its menu so). */
export const storedProductsOfType = (q: Queryable, type: ProductType) => listProductsOfType(q, type);
/** A product as checkout prices it: its row, its option groups and its group's windows. */
export type PricedProduct = ProductRow & { optionGroups: OptionGroup[]; groupAvailability: Availability };

export const CATALOGUE_CHANNEL = 'konyha_catalogue';

/** The longest a timer may wait (setTimeout's limit, about 24 days); it looks again then. */
const longestWait = 2 ** 31 - 1;

/**
 * The public menu, kept in memory. Every product change (a database trigger NOTIFYs `konyha_catalogue`, heard by
 * every instance) drops the cache; a load in flight when that happens is never stored. The menu PDFs print the
 * opening hours too, so a change of those drops them as well. Stock (issue 15) changes the answers too: an order
 * that takes counted portions NOTIFYs the same channel, a refused order (any order update) drops a cache that
 * shows portions, and the cache ends by itself when a sold-out mark ends or a new day's portions begin: looked
 * at on every read against the clock, and by a timer for what is made from it (rendered pages). The answers carry
 * the dishes' windows (issue 31), not whether they are open now (the browser judges that), but a page rendered from
 * them shows the minute it was made: the same timer ends it when the first dish opens or closes.
 */
export function createCatalogueService({
  database,
  clock,
  schedule,
  options,
  orders,
}: {
  database: Database;
  clock: () => Date;
  schedule: Pick<ScheduleService, 'openingHours' | 'onChange'>;
  options: Pick<MenuOptionsService, 'groupsOfProducts' | 'onChange'>;
  orders: PortionsOrdered;
}) {
  const lists = new Map<ProductType, Promise<{ products: Product[]; json: EncodedBody }>>();
  /** The answers of `lists` once made, for reads that cannot wait (ready-answers.ts); cleared with it. */
  const settled = new Map<ProductType, EncodedBody>();
  const pdfs = new Map<Language, Promise<CachedBody<Buffer>>>();
  const changeListeners = new Set<() => void>();
  /** When the cached answers' stock changes by time alone; whether they show counted portions. */
  let stockChanges = Infinity;
  let showsPortions = false;
  let timer: NodeJS.Timeout | undefined;

  function invalidate() {
    lists.clear();
    settled.clear();
    pdfs.clear();
    stockChanges = Infinity;
    showsPortions = false;
    clearTimeout(timer);
    for (const listener of changeListeners) listener();
  }

  function expireWhenDue() {
    const wait = stockChanges - clock().getTime();
    if (wait <= 0) return invalidate();
    clearTimeout(timer);
    timer = setTimeout(expireWhenDue, Math.min(wait, longestWait)).unref();
  }

  schedule.onChange(() => pdfs.clear());
  // Option groups are part of the menu.
  options.onChange(invalidate);

  function productsOfType(type: ProductType) {
    if (clock().getTime() >= stockChanges) invalidate();
    const loading = memo(lists, type, async () => {
      const now = clock();
      const rows = await listProductsOfType(database.db, type);
      const groups = await options.groupsOfProducts(
        database.db,
        rows.map((row) => row.id),
      );
      const products = await withStock(orders, rows, groups, await listGroupWindows(database.db), now);
      showsPortions ||= products.some((p) => p.dailyPortions !== null);
      const windowsChange = nextAvailabilityChange(products, now)?.getTime() ?? Infinity;
      const changes = Math.min(stockChangesAt(rows, now), windowsChange);
      if (changes < stockChanges) {
        stockChanges = changes;
        expireWhenDue();
      }
      // Serialised and compressed once per change: every request until the next one sends these bytes.
      const json = await encodedBody(JSON.stringify({ products }));
      // Unless the menu changed meanwhile (invalidate() dropped this load): then it is no answer to keep.
      if (lists.get(type) === loading) settled.set(type, json);
      return { products, json };
    });
    return loading;
  }

  return {
    /** Starts listening for product changes; call once at start-up. */
    async start() {
      await database.listen(CATALOGUE_CHANNEL, invalidate);
      await onOrderUpdate(database, () => {
        if (showsPortions) invalidate();
      });
    },
    invalidate,
    /** Calls `listener` whenever the menu changes, so whatever was made from it can be dropped too. */
    onChange(listener: () => void) {
      changeListeners.add(listener);
    },
    /** Products by id with their groups, read from the database (checkout never prices from a cache). */
    async byIds(ids: number[]): Promise<PricedProduct[]> {
      // Three reads side by side: an order waits for them before anything is written (issue 35).
      const [rows, groups, windows] = await Promise.all([
        findProductsByIds(database.db, ids),
        options.groupsOfProducts(database.db, ids),
        listGroupWindows(database.db),
      ]);
      return rows.map((row) => ({
        ...row,
        optionGroups: groups.get(row.id) ?? [],
        groupAvailability: windows.get(row.group) ?? [],
      }));
    },
    /** Which of `rates` some product still has, in the caller's transaction (the VAT settings ask). */
    vatRatesInUse: (q: Queryable, rates: number[]) => vatRatesInUse(q, rates),
    /** See takePortions; every instance's menu then shows the portions left (NOTIFY at commit). */
    async takePortions(tx: Queryable, claims: PortionClaim[], day: string, orderId: number) {
      if (await takePortions(orders, tx, claims, day, orderId))
        await announceMenuChange(tx, CATALOGUE_CHANNEL);
    },
    async products(type: ProductType): Promise<Product[]> {
      return (await productsOfType(type)).products;
    },
    /** The list's answer, ready in every coding (the same for both languages: it carries both names). */
    async listJson(type: ProductType): Promise<EncodedBody> {
      return (await productsOfType(type)).json;
    },
    /** The answer of `listJson` when it is made and still current; undefined when a read must make it. */
    readyJson(type: ProductType): EncodedBody | undefined {
      return clock().getTime() < stockChanges ? settled.get(type) : undefined;
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
