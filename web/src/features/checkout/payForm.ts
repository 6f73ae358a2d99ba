import { zodResolver } from '@hookform/resolvers/zod';
import { type Cart, orderLines } from '@konyha/domain/cart/cart';
import { joinStreet } from '@konyha/domain/delivery/address';
import { cardDataSchema } from '@konyha/domain/orders/card';
import type { CardInput } from '@konyha/domain/orders/card-encryption';
import type { EncryptedCard, OrderRequest } from '@konyha/domain/orders/checkout.schemas';
import { PaymentMethod } from '@konyha/domain/orders/order-states';
import { emailSchema, nameSchema, phoneSchema, required } from '@konyha/domain/users/user.schemas';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { Language } from '../../i18n/i18n.ts';
import { ASAP } from './schedule.ts';

export type PayFormValues = {
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  street: string;
  houseNumber: string;
  city: string;
  note: string;
  payment: PaymentMethod;
  card: CardInput;
  day: string;
  /** ASAP, or the chosen slot's instant (its `at`), sent as preOrderDate. */
  time: string;
  terms: boolean;
};

export type PayFormContext = { now: Date; guest: boolean };

const text = z.string();
const houseNumberSchema = required()
  .max(40, 'tooLong')
  .refine((houseNumber) => /^\d/.test(houseNumber.trim()), 'houseNumberInvalid');

/** The same domain rules the server checks; name, e-mail and phone only for guests (the account's are used). */
const baseSchema = (guest: boolean) =>
  z.object({
    name: guest ? nameSchema : text,
    email: guest ? emailSchema : text,
    phone: guest ? phoneSchema : text,
    zipCode: required().regex(/^\d{4}$/, 'zipInvalid'),
    street: required(),
    houseNumber: houseNumberSchema,
    city: required(),
    note: text.max(500, 'tooLong'),
    payment: PaymentMethod,
    card: z.unknown(),
    day: required(),
    time: required(),
    terms: z.literal(true, 'termsRequired'),
  });

type PayResolver = Resolver<PayFormValues, PayFormContext>;
const resolverOf = (schema: z.ZodType<unknown, FieldValues>) =>
  zodResolver(schema, undefined, { raw: true }) as unknown as PayResolver;

/**
 * Validates the whole form; the card only for online payment, with the card schema of `now` (expiry). Done as two
 * parses merged, because zod skips a refinement of the whole object while any field has an error.
 */
export const payFormResolver: PayResolver = async (values, context, options) => {
  const now = context?.now ?? new Date();
  const base = await resolverOf(baseSchema(context?.guest ?? true))(values, context, options);
  if (values.payment !== 'CREDIT_CARD_ONLINE') return base;
  const card = await resolverOf(z.object({ card: cardDataSchema(now) }))(values, context, options);
  const errors: FieldErrors<PayFormValues> = { ...base.errors, ...card.errors };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The body of POST /order/add (domain orderRequestSchema): ids and quantities only, prices stay on the server. */
export function orderRequestOf(
  values: PayFormValues,
  {
    cart,
    guest,
    language,
    encryptedCardData,
  }: { cart: Cart; guest: boolean; language: Language; encryptedCardData: EncryptedCard | null },
): OrderRequest {
  return {
    ...(guest ? { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() } : {}),
    address: {
      zipCode: values.zipCode,
      city: values.city,
      street: joinStreet(values.street, values.houseNumber),
    },
    products: orderLines(cart),
    coupon: cart.coupon,
    note: values.note.trim(),
    payment: values.payment,
    encryptedCardData,
    preOrderDate: values.time === ASAP ? null : values.time,
    language,
  };
}
