import { zodResolver } from '@hookform/resolvers/zod';
import type { Cart } from '@konyha/domain/cart/cart';
import type { Customer } from '@konyha/domain/customers/customer.schemas';
import type { PhoneOrderRequest } from '@konyha/domain/orders/order-changes.schemas';
import { acceptMinuteChoices } from '@konyha/domain/orders/order-decisions';
import { PaymentMethod } from '@konyha/domain/orders/order-states.schemas';
import { isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import { emailSchema, nameSchema, phoneSchema, required } from '@konyha/domain/users/user.schemas';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  ASAP,
  addressFieldsShape,
  type OrderFormValues,
  orderContentOf,
  payWithMessage,
  tipMessage,
} from '../../features/checkout/index.ts';
import type { Language } from '../../i18n/i18n.ts';
import { addressDetailsOf } from '../../lib/addressDetails.ts';

/**
 * The phone order's fields: the pay form's own (so its address, schedule and cash fields work here unchanged; the
 * payment is a door method, or an online one whose link Konyha mails the guest), and the taker's.
 */
export type PhoneOrderValues = OrderFormValues & {
  /** The ready time in minutes from now (one of acceptMinuteChoices); a pre-order has its slot. */
  minutes: string;
  /** Asked for once the server said the slot is full; the event log keeps it. */
  slotOverrideReason: string;
};

/** `total`: with delivery, once priced; `slotFull`: the server refused the slot, so a reason is needed to take it. */
export type PhoneOrderContext = { total?: number | undefined; slotFull?: boolean };

export const phoneOrderDefaults = (day: string, minutes: number): PhoneOrderValues => ({
  name: '',
  email: '',
  phone: '',
  zipCode: '',
  street: '',
  houseNumber: '',
  city: 'Budapest',
  ...addressDetailsOf(undefined),
  note: '',
  payment: 'CASH',
  payWith: '',
  tipChoice: '0',
  tipAmount: '',
  day,
  time: '',
  minutes: String(minutes),
  slotOverrideReason: '',
});

/** The caller's details as a found customer gives them (an earlier guest may lack a phone or an e-mail). */
export const contactOf = (customer: Customer) => ({
  name: customer.name,
  email: customer.email ?? '',
  phone: customer.phone ?? '',
});

const text = z.string();
const schema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  email: z.union([z.literal(''), emailSchema]),
  ...addressFieldsShape,
  note: text.max(500, 'tooLong'),
  payment: PaymentMethod,
  day: required(),
  time: required(),
  minutes: text,
  slotOverrideReason: text.max(300, 'tooLong'),
});

type PhoneResolver = Resolver<PhoneOrderValues, PhoneOrderContext>;
const base = zodResolver(schema as z.ZodType<unknown, FieldValues>, undefined, {
  raw: true,
}) as unknown as PhoneResolver;

/**
 * The domain's rules as the server checks them, plus what a phone order needs: a payment link goes to an e-mail,
 * and a full slot is taken only with a reason. Merged by hand, as zod skips refinements while a field has an error.
 */
export const phoneOrderResolver: PhoneResolver = async (values, context, options) => {
  const errors: FieldErrors<PhoneOrderValues> = { ...(await base(values, context, options)).errors };
  const problem = (message: string) => ({ type: 'validate', message });
  if (isOnlinePayment(values.payment) && values.email.trim() === '' && !errors.email)
    errors.email = problem('emailForLink');
  const payWith = values.payment === 'CASH' ? payWithMessage(values, context?.total) : undefined;
  if (payWith) errors.payWith = problem(payWith);
  const tip = tipMessage(values);
  if (tip) errors.tipAmount = problem(tip);
  if (context?.slotFull && values.time !== ASAP && values.slotOverrideReason.trim() === '')
    errors.slotOverrideReason = problem('required');
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** The body of POST /order/phone: the web shop's order body, with the taker's ready time and the phone's extras. */
export function phoneOrderRequestOf(
  values: PhoneOrderValues,
  { cart, customer, language }: { cart: Cart; customer: Customer | null; language: Language },
): PhoneOrderRequest {
  const preOrder = values.time !== ASAP;
  const email = values.email.trim();
  const reason = values.slotOverrideReason.trim();
  return {
    userId: customer?.id ?? null,
    name: values.name.trim(),
    phone: values.phone.trim(),
    ...(email ? { email } : {}),
    ...orderContentOf(values, cart),
    preOrderDate: preOrder ? values.time : null,
    language,
    ...(preOrder ? {} : { minutes: Number(values.minutes) }),
    ...(preOrder && reason ? { slotOverrideReason: reason } : {}),
    ...(isOnlinePayment(values.payment) ? { paymentLink: true } : {}),
  };
}

export const minuteChoices = acceptMinuteChoices.map(String);
