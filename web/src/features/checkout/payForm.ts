import { zodResolver } from '@hookform/resolvers/zod';
import { type Cart, orderLines } from '@konyha/domain/cart/cart';
import { joinStreet } from '@konyha/domain/delivery/address';
import { cardDataSchema } from '@konyha/domain/orders/card';
import type { CardInput } from '@konyha/domain/orders/card-encryption';
import type { EncryptedCard, OrderRequest } from '@konyha/domain/orders/checkout.schemas';
import { PaymentMethod } from '@konyha/domain/orders/order-states';
import { instantOf, isOpen, localDay, preOrderDays, timeSlots } from '@konyha/domain/orders/schedule';
import { emailSchema, nameSchema, phoneSchema, required } from '@konyha/domain/users/user.schemas';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { Language } from '../../i18n/i18n.ts';

/** The time select's value for an order without a pre-order date. */
export const ASAP = 'asap';
/** The time a later day starts at (SPEC §4: choosing a later day resets the time to 12:00). */
export const LATER_DAY_TIME = '12:00';

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
  time: string;
  terms: boolean;
};

export type PayFormContext = { now: Date; guest: boolean };

/** The times offered on a day: "as soon as possible" today while the kitchen is open, then the day's slots. */
export function timeOptions(day: string, now: Date): string[] {
  const asap = day === localDay(now) && isOpen(now) ? [ASAP] : [];
  return [...asap, ...timeSlots(day, now)];
}

/** The days that still have a time to choose (late at night, today has none). */
export function dayOptions(now: Date): string[] {
  return preOrderDays(now).filter((day) => timeOptions(day, now).length > 0);
}

/** SPEC §4: today resets the time to "now" (as soon as possible, else the first slot); a later day to 12:00. */
export function timeForDay(day: string, now: Date): string {
  const options = timeOptions(day, now);
  if (day !== localDay(now) && options.includes(LATER_DAY_TIME)) return LATER_DAY_TIME;
  return options[0] ?? '';
}

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
    preOrderDate: values.time === ASAP ? null : instantOf(values.day, values.time).toISOString(),
    language,
  };
}
