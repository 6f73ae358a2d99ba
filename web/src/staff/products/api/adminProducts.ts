import { defaultPageSize } from '@konyha/domain/common/paging';
import type { productInputSchema, productSortKeys } from '@konyha/domain/menu/product-form';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api.ts';
import { productsQuery } from '../../../lib/queries/products.ts';

/** A valid product without its id (the domain's input type is lost in its refine, so the output stands in). */
export type ProductValues = z.output<typeof productInputSchema>;
export type ProductSortKey = (typeof productSortKeys)[number];
export interface ProductPageRequest {
  page: number;
  sort: ProductSortKey;
  desc: boolean;
}

const adminProductsKey = ['admin', 'products'] as const;

export const productPageQuery = ({ page, sort, desc }: ProductPageRequest) =>
  queryOptions({
    queryKey: [...adminProductsKey, { page, sort, desc }],
    queryFn: ({ signal }) =>
      call('GET /product/products', {
        querystring: {
          pageNo: page,
          pageSize: defaultPageSize,
          sortBy: sort,
          ascending: desc ? 'false' : 'true',
        },
        signal,
      }),
    // The list keeps showing while the next page or sort loads, so the layout does not jump.
    placeholderData: keepPreviousData,
  });

/**
 * After any change, the staff list and the public menu reload: the menu shows the change at once (issue 6), since
 * the server's ETags make an unchanged menu cost a 304 only.
 */
export function useRefreshProducts() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminProductsKey }),
      client.invalidateQueries({ queryKey: productsQuery('foods').queryKey }),
      client.invalidateQueries({ queryKey: productsQuery('drinks').queryKey }),
    ]);
}

export function useCreateProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (input: ProductValues) => call('POST /product/product', { body: input }),
    onSuccess: refresh,
  });
}

/**
 * PUT the whole product; a shop assistant's change must differ in `orderable` and `soldOutToday` only (the server
 * checks).
 */
export function useUpdateProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (product: ProductValues & { id: number }) => call('PUT /product/product', { body: product }),
    onSuccess: refresh,
  });
}

export function useDeleteProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /product/:id', { params: { id } }),
    onSuccess: refresh,
  });
}

/** PUT /product/:id/photo with the image file itself as the body; answers the product with its new photo. */
export function useSetPhoto() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      call('PUT /product/:id/photo', { params: { id }, rawBody: file }),
    onSuccess: refresh,
  });
}

export function useDeletePhoto() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (id: number) => call('DELETE /product/:id/photo', { params: { id } }),
    onSuccess: refresh,
  });
}
