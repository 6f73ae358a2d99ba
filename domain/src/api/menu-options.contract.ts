import { z } from 'zod';
import { idParamSchema, idParamsSchema } from '../common/input.ts';
import {
  optionAvailabilitySchema,
  optionGroupInputSchema,
  optionGroupsAnswerSchema,
} from '../menu/options.schemas.ts';
import { productSchema } from '../menu/products.ts';
import { endpoint } from './endpoint.ts';

const productsAnswer = z.object({ products: z.array(productSchema) });

/** Issue 15: option groups and options, and dish photos. */
export const menuOptions = {
  optionGroups: endpoint({
    method: 'GET',
    path: '/product/option-groups',
    access: 'editProducts',
    tags: ['product'],
    summary: 'Every option group with its options',
    response: { 200: optionGroupsAnswerSchema },
  }),
  addOptionGroup: endpoint({
    method: 'POST',
    path: '/product/option-groups',
    access: 'manageProducts',
    tags: ['product'],
    request: { body: optionGroupInputSchema },
    response: { 201: optionGroupsAnswerSchema },
  }),
  updateOptionGroup: endpoint({
    method: 'PUT',
    path: '/product/option-groups/:id',
    access: 'manageProducts',
    tags: ['product'],
    summary: 'Replaces a group; options that keep their id stay the same option, the others are removed',
    request: { params: idParamsSchema, body: optionGroupInputSchema },
    response: { 200: optionGroupsAnswerSchema },
  }),
  setOptionAvailable: endpoint({
    method: 'PUT',
    path: '/product/options/:optionId',
    access: 'editProducts',
    tags: ['product'],
    summary: 'Switches one option unavailable (out of fries) or back',
    request: { params: z.object({ optionId: idParamSchema }), body: optionAvailabilitySchema },
    response: { 200: optionGroupsAnswerSchema },
  }),
  setPhoto: endpoint({
    method: 'PUT',
    path: '/product/:id/photo',
    access: 'manageProducts',
    tags: ['product'],
    summary:
      'The dish photo: the image itself as the body (image/jpeg, image/png or image/webp, up to 10 MB, 40 megapixels)',
    request: { params: idParamsSchema },
    response: { 200: productsAnswer },
  }),
  deletePhoto: endpoint({
    method: 'DELETE',
    path: '/product/:id/photo',
    access: 'manageProducts',
    tags: ['product'],
    request: { params: idParamsSchema },
    response: { 200: productsAnswer },
  }),
  photo: endpoint({
    method: 'GET',
    path: '/product/photo/:file',
    access: 'public',
    tags: ['menu'],
    summary: 'A photo variant, `<content hash>-<width>.<avif|webp>`; immutable',
    request: {
      params: z.object({ file: z.string().regex(/^[0-9a-f]{16,64}-\d{2,4}\.(avif|webp)$/, 'invalid') }),
    },
  }),
};
