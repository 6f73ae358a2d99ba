import type { productInputSchema, productSortKeys } from '@konyha/domain/menu/product-form';
import type { Product } from '@konyha/domain/menu/products';
import { can } from '@konyha/domain/users/capabilities';
import type { Role } from '@konyha/domain/users/roles';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { toProduct } from './product.mapper.ts';
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
}: {
  database: Database;
  catalogue: CatalogueService;
  clock: () => Date;
}) {
  const db = database.db;
  return {
    async page(page: Page) {
      const { rows, count } = await repo.listProductsPage(db, page);
      return { products: rows.map(toProduct), count };
    },

    async create(input: ProductInput): Promise<Product> {
      const row = await repo.insertProduct(db, input);
      catalogue.invalidate();
      return toProduct(row);
    },

    /** A shop assistant may switch `orderable` only; any other changed field is refused. */
    async update(role: Role, id: number, input: ProductInput): Promise<Product> {
      const current = await repo.findProduct(db, id);
      if (!current) throw notFound('Product');
      let values: Partial<ProductInput> = input;
      if (!can(role, 'manageProducts')) {
        const currentInput = toProduct(current) as unknown as Record<string, unknown>;
        const changed = (Object.keys(input) as (keyof ProductInput)[]).filter(
          (key) => JSON.stringify(input[key]) !== JSON.stringify(currentInput[key]),
        );
        const forbidden = changed.filter((key) => !editableByAssistant.has(key));
        if (forbidden.length > 0) {
          throw new AppError(
            'FORBIDDEN',
            'Shop assistants may only switch a product on or off',
            forbidden[0],
          );
        }
        values = { orderable: input.orderable };
      }
      const row = await repo.updateProduct(db, id, values, clock());
      if (!row) throw notFound('Product');
      catalogue.invalidate();
      return toProduct(row);
    },

    /** Past orders keep their lines: they hold a copy of the name and price. */
    async remove(id: number) {
      if (!(await repo.deleteProduct(db, id))) throw notFound('Product');
      catalogue.invalidate();
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
