import { zodResolver } from '@hookform/resolvers/zod';
import { type Cart, orderLines } from '@konyha/domain/cart/cart';
import { joinStreet } from '@konyha/domain/delivery/address';
import { cardDataSchema } from '@konyha/domain/orders/card';
import type { CardInput } from '@konyha/domain/orders/card-encryption';
import { payWithProblem } from '@konyha/domain/orders/cash';
import {
  type EncryptedCard,
  type OrderRequest,
  orderRequestSchema,
} from '@konyha/domain/orders/checkout.schemas';
import { PaymentMethod } from '@konyha/domain/orders/order-states.schemas';
import {
  type AddressDetails,
  addressDetailsSchema,
  emailSchema,
  nameSchema,
  phoneSchema,
  required,
} from '@konyha/domain/users/user.schemas';
import type { FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { Language } from '../../i18n/i18n.ts';
import { type InvoiceFormValues, invoiceErrors, invoiceRequestOf } from './invoiceForm.ts';
import { ASAP } from './schedule.ts';
import { type TipChoice, tipMessage, tipOfForm } from './tipForm.ts';

/**
 * The fields an order form has wherever it is filled in: the guest's pay form and the staff's phone order (issue 30),
 * so the same address, schedule and cash fields work in both.
 */
export type OrderFormValues = {
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  street: string;
  houseNumber: string;
  city: string;
  note: string;
  payment: PaymentMethod;
  /** Cash only: the forints the guest pays with, digits as typed; '' when not said. */
  payWith: string;
  /** Issue 34: the courier's tip as chosen: a percent of the total ('0' none, '5', '10', '15') or 'other'. */
  tipChoice: TipChoice;
  /** The tip in forints, digits: typed for 'other', else the chosen percent of the total as shown. */
  tipAmount: string;
  day: string;
  /** ASAP, or the chosen slot's instant (its `at`), sent as preOrderDate. */
  time: string;
} & AddressDetails;

export type PayFormValues = OrderFormValues & {
  card: CardInput;
  terms: boolean;
} & InvoiceFormValues;

/**
 * `total`: the order's total with delivery, once priced for the chosen zip code; "I pay with" must cover it.
 * `cardForm`: false where the online card is typed on the payment provider's page, so the form has no card to check.
 */
export type PayFormContext = { now: Date; guest: boolean; total?: number | undefined; cardForm?: boolean };

const text = z.string();
const houseNumberSchema = required()
  .max(40, 'tooLong')
  .refine((houseNumber) => /^\d/.test(houseNumber.trim()), 'houseNumberInvalid');

/** The delivery address's fields with the domain's rules, as the server checks them. */
export const addressFieldsShape = {
  zipCode: required().regex(/^\d{4}$/, 'zipInvalid'),
  street: required(),
  houseNumber: houseNumberSchema,
  city: required(),
  ...addressDetailsSchema.shape,
};

/** The same domain rules the server checks; name, e-mail and phone only for guests (the account's are used). */
const baseSchema = (guest: boolean) =>
  z.object({
    name: guest ? nameSchema : text,
    email: guest ? emailSchema : text,
    phone: guest ? phoneSchema : text,
    ...addressFieldsShape,
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
 * Cash only: an amount the guest pays with is whole forints within the domain's limits and covers the total and
 * the tip (when the total is known; the server checks it against its own either way).
 */
export function payWithMessage(
  values: Pick<OrderFormValues, 'payWith' | 'tipChoice' | 'tipAmount'>,
  total: number | undefined,
): string | undefined {
  if (values.payWith === '') return undefined;
  const amount = orderRequestSchema.shape.payWith.safeParse(Number(values.payWith));
  if (!amount.success) return amount.error.issues[0]?.message;
  return total === undefined ? undefined : payWithProblem('CASH', total + tipOfForm(values), amount.data);
}

/**
 * Validates the whole form; the card only for online payment typed here, with the card schema of `now` (expiry), and
 * what the guest pays with only for cash. Done as parses merged, because zod skips a refinement of the whole object
 * while any field has an error.
 */
export const payFormResolver: PayResolver = async (values, context, options) => {
  const now = context?.now ?? new Date();
  const base = await resolverOf(baseSchema(context?.guest ?? true))(values, context, options);
  const errors: FieldErrors<PayFormValues> = { ...base.errors };
  if (values.payment === 'CREDIT_CARD_ONLINE' && context?.cardForm !== false) {
    const card = await resolverOf(z.object({ card: cardDataSchema(now) }))(values, context, options);
    Object.assign(errors, card.errors);
  }
  const payWith = values.payment === 'CASH' ? payWithMessage(values, context?.total) : undefined;
  if (payWith) errors.payWith = { type: 'validate', message: payWith };
  const tip = tipMessage(values);
  if (tip) errors.tipAmount = { type: 'validate', message: tip };
  Object.assign(errors, await invoiceErrors(values, options));
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The address of an order's body, as the form's fields hold it (the house number joins the street). */
const addressRequestOf = (values: OrderFormValues) => ({
  zipCode: values.zipCode,
  city: values.city,
  street: joinStreet(values.street, values.houseNumber),
  floor: values.floor.trim(),
  door: values.door.trim(),
  doorbell: values.doorbell.trim(),
  courierNote: values.courierNote.trim(),
});

/**
 * What every order body holds the same way, wherever the order is taken: the address, the cart's lines and coupon
 * (ids and quantities only, prices stay on the server), the note and the payment.
 */
export const orderContentOf = (values: OrderFormValues, cart: Cart) => ({
  address: addressRequestOf(values),
  products: orderLines(cart),
  coupon: cart.coupon,
  note: values.note.trim(),
  payment: values.payment,
  ...(values.payment === 'CASH' && values.payWith !== '' ? { payWith: Number(values.payWith) } : {}),
  tip: tipOfForm(values),
});

/** The form field a refused field of the order's body belongs to (the street's refusal shows at the house number). */
export const orderFieldsOfServer: Record<string, FieldPath<OrderFormValues>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  'address.zipCode': 'zipCode',
  'address.city': 'city',
  'address.street': 'houseNumber',
  'address.floor': 'floor',
  'address.door': 'door',
  'address.doorbell': 'doorbell',
  'address.courierNote': 'courierNote',
  note: 'note',
  payWith: 'payWith',
  tip: 'tipAmount',
  preOrderDate: 'time',
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
    ...orderContentOf(values, cart),
    encryptedCardData,
    preOrderDate: values.time === ASAP ? null : values.time,
    language,
    ...invoiceRequestOf(values),
  };
}
