import type { productInputSchema, productSortKeys } from '@konyha/domain/menu/product-form';
import type { Product } from '@konyha/domain/menu/products';
import { can } from '@konyha/domain/users/capabilities';
import type { Role } from '@konyha/domain/users/roles';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import * as repo from './product.repository.ts';
import type { CatalogueService } from './product.service.ts';
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

/** Staff product management (issue 6). Every write drops the public menu cache at once on this instance too. */
export function createProductAdminService({
  database,
  catalogue,
  schedule,
  clock,
}: {
  database: Database;
  catalogue: CatalogueService;
  schedule: Pick<ScheduleService, 'openingHours'>;
  clock: () => Date;
}) {
  const db = database.db;
  const answer = async (row: repo.ProductRow, now: Date) => (await withStock(db, [row], now))[0] as Product;
  const soldOutUntil = (soldOutToday: boolean, current: Date | null, now: Date) =>
    soldOutColumn(soldOutToday, current, () => schedule.openingHours(), now);

  return {
    async page(page: Page) {
      const { rows, count } = await repo.listProductsPage(db, page);
      return { products: await withStock(db, rows, clock()), count };
    },

    async create({ soldOutToday, ...input }: ProductInput): Promise<Product> {
      const now = clock();
      const row = await repo.insertProduct(db, {
        ...input,
        soldOutUntil: await soldOutUntil(soldOutToday, null, now),
      });
      catalogue.invalidate();
      return answer(row, now);
    },

    /** A shop assistant may switch `orderable` and `soldOutToday` only; any other changed field is refused. */
    async update(role: Role, id: number, input: ProductInput): Promise<Product> {
      const now = clock();
      const current = await repo.findProduct(db, id);
      if (!current) throw notFound('Product');
      const { soldOutToday, ...fields } = input;
      let values: Partial<repo.ProductRow> = fields;
      if (!can(role, 'manageProducts')) {
        const shown = await answer(current, now);
        const currentInput: Record<string, unknown> = {
          ...shown,
          optionGroupIds: shown.optionGroups.map((group) => group.id),
        };
        const changed = (Object.keys(input) as (keyof ProductInput)[]).filter(
          (key) => JSON.stringify(input[key]) !== JSON.stringify(currentInput[key]),
        );
        const forbidden = changed.filter((key) => !editableByAssistant.has(key));
        if (forbidden.length > 0) {
          throw new AppError(
            'FORBIDDEN',
            'Shop assistants may only switch a product on or off or mark it sold out today',
            forbidden[0],
          );
        }
        values = { orderable: input.orderable };
      }
      const soldOut = await soldOutUntil(soldOutToday, current.soldOutUntil, now);
      const row = await repo.updateProduct(db, id, { ...values, soldOutUntil: soldOut }, now);
      if (!row) throw notFound('Product');
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
