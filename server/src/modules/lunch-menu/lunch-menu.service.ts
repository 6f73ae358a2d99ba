import type { Language } from '@konyha/domain/common/language';
import type { LunchDish, LunchWeek, lunchWeekInputSchema } from '@konyha/domain/lunch/lunch-menu.schemas';
import { lunchWeekProblem, weekdaysOf } from '@konyha/domain/lunch/lunch-week';
import { Allergenic } from '@konyha/domain/menu/products';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.ts';
import { invalidField } from '../../errors.ts';
import { type CachedBody, cachedBody } from '../../http/conditional.ts';
import { type EncodedBody, encodedBody } from '../../http/encoded-body.ts';
import { memo } from '../../http/memo.ts';
import type { CatalogueService, PricedProduct } from '../catalogue/catalogue.service.ts';
import { type LunchDayInput, toDayRow, toLunchWeek, toVariantValues } from './lunch-menu.mapper.ts';
import { type LunchPdfFormat, renderLunchPdf } from './lunch-menu.pdf.ts';
import * as repo from './lunch-menu.repository.ts';
import { type LunchClaim, type LunchPortionsOrdered, takeLunchPortions } from './lunch-portions.ts';

export type { LunchPdfFormat } from './lunch-menu.pdf.ts';
export type { LunchClaim, LunchPortionsOrdered } from './lunch-portions.ts';

type LunchWeekInput = z.output<typeof lunchWeekInputSchema>;

/** Every instance hears a saved week on it and drops its PDFs. */
export const LUNCH_MENU_CHANNEL = 'konyha_lunch_menu';
/** PDFs of this many weeks, languages and formats at most are kept; past it the cache starts over. */
const cachedPdfs = 48;
/** Answers of this many weeks at most are kept ready; past it they start over. */
const keptAnswers = 16;

/** The dishes of the menu the days name (`productId`), by id; 400 naming the first that is not on the menu. */
async function namedProducts(catalogue: Pick<CatalogueService, 'byIds'>, days: LunchDayInput[]) {
  const named = days.flatMap((day, d) =>
    day.variants.flatMap((variant, v) =>
      (['soup', 'main'] as const).flatMap((course) => {
        const productId = variant[course]?.productId;
        return productId ? [{ productId, field: `days.${d}.variants.${v}.${course}.productId` }] : [];
      }),
    ),
  );
  const products = new Map<number, PricedProduct>(
    (await catalogue.byIds([...new Set(named.map((dish) => dish.productId))])).map((p) => [p.id, p]),
  );
  const unknown = named.find((dish) => !products.has(dish.productId));
  if (unknown) throw invalidField(unknown.field, `no dish ${unknown.productId} on the menu`);
  return products;
}

/**
 * The weekday lunch menu (issue 31): a week's days and variants as guests and the editor read them (never cached:
 * the portions left change with every order, so each answer is read afresh and carries an ETag), a week saved whole
 * in one transaction, and its PDFs (cached until a week is saved on any instance). The portions ordered come through
 * the order module's door (`orders`), the dishes a variant names from the catalogue.
 */
export function createLunchMenuService({
  database,
  catalogue,
  orders,
}: {
  database: Database;
  catalogue: Pick<CatalogueService, 'byIds'>;
  orders: LunchPortionsOrdered;
}) {
  const db = database.db;
  const pdfs = new Map<string, Promise<CachedBody<Buffer>>>();
  /** Each week's last answer, ready in every coding, kept while the week reads the same. */
  const answers = new Map<string, { json: string; encoded: Promise<EncodedBody> }>();

  async function readWeek(q: Queryable, week: string): Promise<LunchWeek> {
    const { days, variants } = await repo.findDays(q, weekdaysOf(week));
    // In the caller's transaction: PGlite runs one at a time, so a read beside it would wait for it forever.
    const ordered = await orders.lunchPortionsOrdered(
      variants.flatMap((variant) => (variant.portions === null ? [] : [variant.id])),
      { tx: q },
    );
    return toLunchWeek(week, days, variants, ordered);
  }

  return {
    /** Starts listening for weeks saved on any instance; call once at start-up. */
    async start() {
      await database.listen(LUNCH_MENU_CHANNEL, () => pdfs.clear());
    },

    /** The week's Monday–Friday that have a lunch menu, variants by code, with the portions left. */
    week: (week: string) => readWeek(db, week),
    /**
     * The week's answer, read afresh (an order placed anywhere may change its portions left, and no signal of every
     * order reaches every instance) but compressed only when it reads differently from the last time.
     */
    async weekJson(week: string): Promise<EncodedBody> {
      const json = JSON.stringify(await readWeek(db, week));
      const kept = answers.get(week);
      if (kept?.json === json) return kept.encoded;
      if (answers.size >= keptAnswers) answers.clear();
      const entry = { json, encoded: encodedBody(json) };
      answers.set(week, entry);
      entry.encoded.catch(() => answers.get(week) === entry && answers.delete(week));
      return entry.encoded;
    },

    /**
     * Replaces the week: days and variants given are written (a variant keeping its day and code keeps its id, so
     * the orders of it still count), those left out are removed (orders keep their own copy). A dish named by
     * `productId` gets the product's names and marks as they are now.
     */
    async setWeek(week: string, input: LunchWeekInput): Promise<LunchWeek> {
      const problem = lunchWeekProblem(week, input.days);
      if (problem) throw invalidField(problem.field, problem.message);
      const products = await namedProducts(catalogue, input.days);
      const dishOf = (dish: LunchDish): LunchDish => {
        const product = dish.productId === null ? undefined : products.get(dish.productId);
        if (!product) return dish;
        const allergenics = product.allergenics.map((a) => Allergenic.parse(a));
        return { productId: product.id, name: product.name, nameEnglish: product.nameEnglish, allergenics };
      };
      const saved = await db.transaction(async (tx) => {
        await repo.deleteDaysExcept(
          tx,
          weekdaysOf(week),
          input.days.map((day) => day.date),
        );
        for (const day of input.days) {
          await repo.upsertDay(tx, toDayRow(day));
          await repo.deleteVariantsExcept(
            tx,
            day.date,
            day.variants.map((variant) => variant.code),
          );
          await repo.upsertVariants(tx, toVariantValues(day, dishOf));
        }
        await tx.execute(sql`select pg_notify(${LUNCH_MENU_CHANNEL}, ${week})`);
        return readWeek(tx, week);
      });
      pdfs.clear();
      return saved;
    },

    /** The week as an A4 poster or a narrow window sticker, in one language. */
    weekPdf(week: string, language: Language, format: LunchPdfFormat): Promise<CachedBody<Buffer>> {
      if (pdfs.size >= cachedPdfs) pdfs.clear();
      return memo(pdfs, `${week} ${language} ${format}`, async () =>
        cachedBody(await renderLunchPdf(await readWeek(db, week), language, format)),
      );
    },

    /** Variants by id with their day's lunch window, for pricing an order (read in `tx` when given). */
    variants: (ids: number[], tx: Queryable = db) => repo.findVariants(tx, ids),

    /** See takeLunchPortions: in the transaction writing order `orderId`, its variants' portions or 409 SOLD_OUT. */
    takePortions: (tx: Queryable, claims: LunchClaim[], orderId: number) =>
      takeLunchPortions(orders, tx, claims, orderId),
  };
}

export type LunchMenuService = ReturnType<typeof createLunchMenuService>;
