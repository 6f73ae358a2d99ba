import type { Cart } from '@konyha/domain/cart/cart';
import type { Customer } from '@konyha/domain/customers/customer.schemas';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useEffect, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFieldRefusal } from '../../components/form/refusal.ts';
import { orderFieldsOfServer } from '../../features/checkout/index.ts';
import { useLanguage } from '../../i18n/i18n.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { notify, notifyServerError } from '../../lib/toasts/store.ts';
import { useSendOnce } from '../../lib/useSendOnce.ts';
import { printInFrame, printOnAcceptEnabled } from '../print/index.ts';
import { applyOrder, eventKeys } from '../shared/api/orders.ts';
import { takePhoneOrder } from './api/phoneOrders.ts';
import { type PhoneOrderContext, type PhoneOrderValues, phoneOrderRequestOf } from './phoneOrderForm.ts';

/** The field a refused part of the body shows at. */
const fieldOfServer: Record<string, FieldPath<PhoneOrderValues>> = {
  ...orderFieldsOfServer,
  payment: 'payment',
  paymentLink: 'payment',
  slotOverrideReason: 'slotOverrideReason',
  minutes: 'minutes',
  promisedAt: 'minutes',
};

/** Refusals the pay form words already: its texts say them here too. */
const checkoutWarnings: Partial<Record<string, string>> = {
  ORDER_OUT_OF_SERVICE: 'pay.orderingNotActive',
  BELOW_MINIMUM_ORDER: 'pay.belowMinimumOrder',
  PRODUCT_NOT_ORDERABLE: 'pay.productNotOrderable',
  USED_COUPON: 'coupon.usedCoupon',
  INVALID_COUPON: 'coupon.invalidCoupon',
  INACTIVE_COUPON: 'coupon.invalidCoupon',
  PAYMENT_METHOD_UNAVAILABLE: 'pay.paymentUnavailable',
};

/** "As soon as possible" refused: the time field says why. */
const timeRefusals: Partial<Record<string, string>> = {
  RESTAURANT_CLOSED: 'restaurantClosed',
  ORDERS_PAUSED: 'ordersPaused',
};

type Deps = {
  form: UseFormReturn<PhoneOrderValues, PhoneOrderContext>;
  cart: Cart | null;
  customer: Customer | null;
  context: PhoneOrderContext;
  onTaken: (order: Order) => void;
};

/**
 * Sends the phone order once per click (a second click waits for the answer). The order comes back accepted by the
 * taker: it is shown on this tablet's lists at once, and printed here when this device prints on accept. A full
 * slot asks for the reason to take it anyway (`slotFull`), which the next send carries.
 */
export function usePhoneOrderSubmit({ form, cart, customer, context, onTaken }: Deps) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const client = useQueryClient();
  const { sendOnce, sending } = useSendOnce();
  const [slotFull, setSlotFull] = useState(false);
  context.slotFull = slotFull;
  // The reason's field appears with the refusal: the focus goes there, after the alert above it is read.
  useEffect(() => {
    if (slotFull) form.setFocus('slotOverrideReason');
  }, [slotFull, form]);

  async function submit(values: PhoneOrderValues) {
    if (!cart) {
      notify({ kind: 'warning', messageKey: 'staff:phoneOrder.emptyCart' as ParseKeys });
      return;
    }
    await sendOnce(() => take(values, cart));
  }

  async function take(values: PhoneOrderValues, cart: Cart) {
    try {
      const order = await takePhoneOrder(phoneOrderRequestOf(values, { cart, customer, language }));
      applyOrder(client, order);
      void client.invalidateQueries({ queryKey: eventKeys.all });
      if (printOnAcceptEnabled())
        printInFrame(order.id, ['ticket', 'slip'], t('print.frameTitle', { id: order.id }));
      setSlotFull(false);
      onTaken(order);
    } catch (error) {
      showError(error);
    }
  }

  function showError(error: unknown) {
    if (!(error instanceof ApiRequestError)) {
      notifyServerError();
      return;
    }
    if (error.code === 'SLOT_FULL') {
      setSlotFull(true);
      return;
    }
    const timeRefusal = timeRefusals[error.code];
    if (timeRefusal) {
      form.setError('time', { type: 'server', message: timeRefusal }, { shouldFocus: true });
      return;
    }
    const warning = checkoutWarnings[error.code];
    if (warning) {
      notify({ kind: 'warning', messageKey: `checkout:${warning}` as ParseKeys, duration: 'long' });
      return;
    }
    if (!showFieldRefusal(form, error, (path) => fieldOfServer[path], { fallback: 'invalidValue' }))
      notifyServerError();
  }

  return { submit, sending, slotFull };
}
