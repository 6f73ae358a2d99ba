import type { productInputSchema, productSortKeys } from '@konyha/domain/menu/product-form';
import { type NtakChoice, productNtakCategories } from '@konyha/domain/menu/product-ntak';
import { NtakCategory, NtakSubCategory, type Product } from '@konyha/domain/menu/products';
import { can } from '@konyha/domain/users/capabilities';
import type { Role } from '@konyha/domain/users/roles';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError, invalidField, notFound } from '../../errors.ts';
import type { MenuOptionsService } from '../menu-options/menu-options.service.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { listGroupWindows } from './availability.repository.ts';
import type { CatalogueService } from './catalogue.service.ts';
import type { PortionsOrdered } from './portions.ts';
import * as repo from './product.repository.ts';
import { soldOutColumn, withStock } from './product-stock.ts';

type ProductInput = z.output<typeof productInputSchema>;
type Page = {
  pageNo: number;
  pageSize: number;
  sortBy: (typeof productSortKeys)[number];
  ascending: boolean;
};

/** Issue 15: an assistant marks a dish sold out today as they switch it on or off. */
const editableByAssistant = new Set<keyof ProductInput>(['orderable', 'soldOutToday']);

type AccountingFields = Pick<ProductInput, 'group' | 'vatRate'> & NtakChoice;

/**
 * The accounting columns of a product a manager saves (issue 17): a VAT rate the shop has configured (held until
 * the transaction ends, so a concurrent change of the rates cannot remove it), NTAK's categories as the form gave
 * them or as the product or its group has them.
 */
async function accountingColumns(
  tx: Queryable,
  settings: Pick<SettingsService, 'vatRatesHeld'>,
  { group, vatRate, ntakCategory, ntakSubCategory }: AccountingFields,
  current?: repo.ProductRow,
) {
  if (!(await settings.vatRatesHeld(tx)).includes(vatRate))
    throw invalidField('vatRate', 'rateNotConfigured');
  const ntak = productNtakCategories(
    group,
    { ntakCategory, ntakSubCategory },
    current && {
      group: current.group,
      category: NtakCategory.parse(current.ntakCategory),
      sub: NtakSubCategory.parse(current.ntakSubCategory),
    },
  );
  if ('problem' in ntak) throw invalidField('ntakSubCategory', ntak.problem);
  return { vatRate, ntakCategory: ntak.category, ntakSubCategory: ntak.sub };
}

/** Staff product management (issue 6). Every write drops the public menu cache at once on this instance too. */
export function createProductAdminService({
  database,
  catalogue,
  schedule,
  clock,
  options,
  settings,
  orders,
}: {
  database: Database;
  catalogue: CatalogueService;
  schedule: Pick<ScheduleService, 'openingHours'>;
  clock: () => Date;
  options: Pick<MenuOptionsService, 'groupsOfProducts' | 'attach'>;
  settings: Pick<SettingsService, 'vatRatesHeld'>;
  orders: PortionsOrdered;
}) {
  const db = database.db;

  /** The answers of rows: their option groups and their stock now. */
  async function answers(rows: repo.ProductRow[], now: Date): Promise<Product[]> {
    const groups = await options.groupsOfProducts(
      db,
      rows.map((row) => row.id),
    );
    return withStock(orders, rows, groups, await listGroupWindows(db), now);
  }
  const answer = async (row: repo.ProductRow, now: Date) => (await answers([row], now))[0] as Product;
  const soldOutUntil = (soldOutToday: boolean, current: Date | null, now: Date) =>
    soldOutColumn(soldOutToday, current, () => schedule.openingHours(), now);

  /** A shop assistant sends the whole form; a field other than theirs that differs is refused, naming it. */
  async function refuseAssistantChanges(current: repo.ProductRow, input: ProductInput, now: Date) {
    const shown = await answer(current, now);
    const currentInput: Record<string, unknown> = {
      ...shown,
      optionGroupIds: shown.optionGroups.map((group) => group.id),
    };
    const forbidden = (Object.keys(input) as (keyof ProductInput)[]).find(
      (key) =>
        !editableByAssistant.has(key) && JSON.stringify(input[key]) !== JSON.stringify(currentInput[key]),
    );
    if (forbidden) {
      throw new AppError(
        'FORBIDDEN',
        'Shop assistants may only switch a product on or off or mark it sold out today',
        forbidden,
      );
    }
  }

  return {
    /** A product's answer as the product routes give it (the photo routes answer with it too). */
    present: (row: repo.ProductRow) => answer(row, clock()),
    async page(page: Page) {
      const { rows, count } = await repo.listProductsPage(db, page);
      return { products: await answers(rows, clock()), count };
    },

    /** The product and its option groups in one transaction: an unknown group leaves no product behind. */
    async create({ optionGroupIds, soldOutToday, ...input }: ProductInput): Promise<Product> {
      const now = clock();
      const soldOut = await soldOutUntil(soldOutToday, null, now);
      const row = await db.transaction(async (tx) => {
        const accounting = await accountingColumns(tx, settings, input);
        const row = await repo.insertProduct(tx, { ...input, ...accounting, soldOutUntil: soldOut });
        await options.attach(tx, row.id, optionGroupIds);
        return row;
      });
      catalogue.invalidate();
      return answer(row, now);
    },

    /**
     * A shop assistant may switch `orderable` and `soldOutToday` only (the rest, option groups and daily portions
     * included, are a manager's). A manager's change is saved with the product's groups in one transaction.
     */
    async update(role: Role, id: number, input: ProductInput): Promise<Product> {
      const now = clock();
      const current = await repo.findProduct(db, id);
      if (!current) throw notFound('Product');
      const manager = can(role, 'manageProducts');
      if (!manager) await refuseAssistantChanges(current, input, now);
      const { optionGroupIds, soldOutToday, ...values } = input;
      const soldOut = await soldOutUntil(soldOutToday, current.soldOutUntil, now);
      const row = await db.transaction(async (tx) => {
        const changes = manager
          ? { ...values, ...(await accountingColumns(tx, settings, values, current)) }
          : { orderable: input.orderable };
        const row = await repo.updateProduct(tx, id, { ...changes, soldOutUntil: soldOut }, now);
        if (!row) throw notFound('Product');
        if (manager) await options.attach(tx, id, optionGroupIds);
        return row;
      });
      catalogue.invalidate();
      return answer(row, now);
    },

    /** Past orders keep their lines: they hold a copy of the name and price. */
    async remove(id: number) {
      if (!(await repo.deleteProduct(db, id))) throw notFound('Product');
      catalogue.invalidate();
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
