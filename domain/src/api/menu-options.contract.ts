import { z } from 'zod';
import { idParamSchema, idParamsSchema } from '../common/input.ts';
import {
  optionAvailabilitySchema,
  optionGroupInputSchema,
  optionGroupsAnswerSchema,
} from '../menu/options.schemas.ts';
import { productSchema } from '../menu/products.ts';
import { endpoint, endpointWith } from './endpoint.ts';

const productsAnswer = z.object({ products: z.array(productSchema) });

/** Managers shape the menu; whoever edits products switches what runs out. */
const productManager = endpointWith({ access: 'manageProducts', tags: ['product'] });
const productEditor = endpointWith({ access: 'editProducts', tags: ['product'] });
/** A dish's photo, set or removed: answers the dish. */
const dishPhoto = endpointWith({
  access: 'manageProducts',
  tags: ['product'],
  path: '/product/:id/photo',
  request: { params: idParamsSchema },
  response: { 200: productsAnswer },
});

/** Issue 15: option groups and options, and dish photos. */
export const menuOptions = {
  optionGroups: productEditor({
    method: 'GET',
    path: '/product/option-groups',
    summary: 'Every option group with its options',
    response: { 200: optionGroupsAnswerSchema },
  }),
  addOptionGroup: productManager({
    method: 'POST',
    path: '/product/option-groups',
    request: { body: optionGroupInputSchema },
    response: { 201: optionGroupsAnswerSchema },
  }),
  updateOptionGroup: productManager({
    method: 'PUT',
    path: '/product/option-groups/:id',
    summary: 'Replaces a group; options that keep their id stay the same option, the others are removed',
    request: { params: idParamsSchema, body: optionGroupInputSchema },
    response: { 200: optionGroupsAnswerSchema },
  }),
  setOptionAvailable: productEditor({
    method: 'PUT',
    path: '/product/options/:optionId',
    summary: 'Switches one option unavailable (out of fries) or back',
    request: { params: z.object({ optionId: idParamSchema }), body: optionAvailabilitySchema },
    response: { 200: optionGroupsAnswerSchema },
  }),
  setPhoto: dishPhoto({
    method: 'PUT',
    summary:
      'The dish photo: the image itself as the body (image/jpeg, image/png or image/webp, up to 10 MB, 40 megapixels)',
  }),
  deletePhoto: dishPhoto({ method: 'DELETE' }),
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
