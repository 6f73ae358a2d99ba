import type { productInputSchema, productSortKeys } from '@konyha/domain/menu/product-form';
import type { Product } from '@konyha/domain/menu/products';
import { can } from '@konyha/domain/users/capabilities';
import type { Role } from '@konyha/domain/users/roles';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { OptionsService } from '../options/options.service.ts';
import { toProducts } from './product.mapper.ts';
import * as repo from './product.repository.ts';
import type { CatalogueService } from './product.service.ts';

type ProductInput = z.output<typeof productInputSchema>;
type Page = {
  pageNo: number;
  pageSize: number;
  sortBy: (typeof productSortKeys)[number];
  ascending: boolean;
};

const editableByAssistant = new Set<keyof ProductInput>(['orderable']);

/** Staff product management (issue 6). Every write drops the public menu cache at once on this instance too. */
export function createProductAdminService({
  database,
  catalogue,
  clock,
  options,
}: {
  database: Database;
  catalogue: CatalogueService;
  clock: () => Date;
  options: Pick<OptionsService, 'groupsOfProducts' | 'attach'>;
}) {
  const db = database.db;

  async function withGroups(rows: repo.ProductRow[]): Promise<Product[]> {
    const ids = rows.map((row) => row.id);
    return toProducts(rows, await options.groupsOfProducts(db, ids));
  }
  const one = async (row: repo.ProductRow) => (await withGroups([row]))[0] as Product;

  /** A shop assistant sends the whole form; a field other than theirs that differs is refused, naming it. */
  async function refuseAssistantChanges(current: repo.ProductRow, input: ProductInput) {
    const shown = await one(current);
    const currentInput: Record<string, unknown> = {
      ...shown,
      optionGroupIds: shown.optionGroups.map((group) => group.id),
    };
    const forbidden = (Object.keys(input) as (keyof ProductInput)[]).find(
      (key) =>
        !editableByAssistant.has(key) && JSON.stringify(input[key]) !== JSON.stringify(currentInput[key]),
    );
    if (forbidden) {
      throw new AppError('FORBIDDEN', 'Shop assistants may only switch a product on or off', forbidden);
    }
  }

  return {
    async page(page: Page) {
      const { rows, count } = await repo.listProductsPage(db, page);
      return { products: await withGroups(rows), count };
    },

    /** The product and its option groups in one transaction: an unknown group leaves no product behind. */
    async create({ optionGroupIds, ...input }: ProductInput): Promise<Product> {
      const row = await db.transaction(async (tx) => {
        const row = await repo.insertProduct(tx, input);
        await options.attach(tx, row.id, optionGroupIds);
        return row;
      });
      catalogue.invalidate();
      return one(row);
    },

    /**
     * A shop assistant may switch `orderable` only (the option groups are a manager's). A manager's change is saved
     * with the product's groups in one transaction.
     */
    async update(role: Role, id: number, input: ProductInput): Promise<Product> {
      const current = await repo.findProduct(db, id);
      if (!current) throw notFound('Product');
      const manager = can(role, 'manageProducts');
      if (!manager) await refuseAssistantChanges(current, input);
      const { optionGroupIds, ...values } = input;
      const row = await db.transaction(async (tx) => {
        const row = await repo.updateProduct(
          tx,
          id,
          manager ? values : { orderable: input.orderable },
          clock(),
        );
        if (!row) throw notFound('Product');
        if (manager) await options.attach(tx, id, optionGroupIds);
        return row;
      });
      catalogue.invalidate();
      return one(row);
    },

    /** Past orders keep their lines: they hold a copy of the name and price. */
    async remove(id: number) {
      if (!(await repo.deleteProduct(db, id))) throw notFound('Product');
      catalogue.invalidate();
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
