import { z } from 'zod';
import { idParamsSchema } from '../common/input.ts';
import { languages } from '../common/language.ts';
import { pageQuerySchema } from '../common/paging.ts';
import { availabilitySchema } from '../menu/availability.schemas.ts';
import {
  productInputSchema,
  productSortKeys,
  productsPageSchema,
  productUpdateSchema,
} from '../menu/product-form.ts';
import { groupAvailabilitySchema, ProductGroup, productListSchema, productSchema } from '../menu/products.ts';
import { endpoint } from './endpoint.ts';

const notModified = z.null().describe('Not modified: the ETag in If-None-Match is current');
const productsAnswer = z.object({ products: z.array(productSchema) });

/** The menu as customers read it and the staff's product admin. */
export const catalogue = {
  foods: endpoint({
    method: 'GET',
    path: '/product/foods',
    access: 'public',
    tags: ['menu'],
    summary: 'Every food on the menu; products that are not orderable are listed, marked unavailable',
    response: { 200: productListSchema, 304: notModified },
  }),
  drinks: endpoint({
    method: 'GET',
    path: '/product/drinks',
    access: 'public',
    tags: ['menu'],
    summary: 'Every drink on the menu, likewise',
    response: { 200: productListSchema, 304: notModified },
  }),
  menuPdf: endpoint({
    method: 'GET',
    path: '/menu/pdf/:language',
    access: 'public',
    tags: ['menu'],
    summary: 'The printable menu of the orderable products, as a PDF',
    request: { params: z.object({ language: z.enum(languages) }) },
  }),
  products: endpoint({
    method: 'GET',
    path: '/product/products',
    access: 'editProducts',
    tags: ['product'],
    request: { querystring: pageQuerySchema(productSortKeys, { sortBy: 'group', ascending: true }) },
    response: { 200: productsPageSchema },
  }),
  addProduct: endpoint({
    method: 'POST',
    path: '/product/product',
    access: 'manageProducts',
    tags: ['product'],
    request: { body: productInputSchema },
    response: { 201: productsAnswer },
  }),
  editProduct: endpoint({
    method: 'PUT',
    path: '/product/product',
    access: 'editProducts',
    tags: ['product'],
    summary: 'Edits a product; a shop assistant may switch orderable and soldOutToday only',
    request: { body: productUpdateSchema },
    response: { 200: productsAnswer },
  }),
  deleteProduct: endpoint({
    method: 'DELETE',
    path: '/product/:id',
    access: 'manageProducts',
    tags: ['product'],
    request: { params: idParamsSchema },
  }),
  groupAvailability: endpoint({
    method: 'GET',
    path: '/product/group-availability',
    access: 'public',
    tags: ['menu'],
    summary: 'Every menu group with the weekdays and hours its dishes can be had (empty: always)',
    response: { 200: z.object({ groups: z.array(groupAvailabilitySchema) }) },
  }),
  editGroupAvailability: endpoint({
    method: 'PUT',
    path: '/product/group-availability/:group',
    access: 'manageProducts',
    tags: ['product'],
    summary:
      "Sets a menu group's windows; each of its dishes can be ordered only where both its own and these allow",
    request: {
      params: z.object({ group: ProductGroup }),
      body: z.object({ availability: availabilitySchema }),
    },
    response: { 200: groupAvailabilitySchema },
  }),
};
