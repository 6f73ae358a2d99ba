import type { Cart } from '@konyha/domain/cart/cart';
import type { EncryptedCard } from '@konyha/domain/orders/checkout.schemas';
import { useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useRef } from 'react';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showFieldRefusal } from '../../components/form/refusal.ts';
import { useLanguage } from '../../i18n/i18n.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { paymentSettingsQuery } from '../../lib/queries/payments.ts';
import { notify, notifyServerError, type ToastDuration } from '../../lib/toasts/store.ts';
import { useSendOnce } from '../../lib/useSendOnce.ts';
import { encryptCardForServer, placeOrder } from './api/order.ts';
import type { OfferedPayments } from './api/paymentSettings.ts';
import { invoiceFieldsOfServer } from './invoiceForm.ts';
import { showOrderPlaced } from './orderPlaced.ts';
import { orderFieldsOfServer, orderRequestOf, type PayFormValues } from './payForm.ts';
import { useSaveCompany } from './useSaveCompany.ts';
import type { AsapBlocked, Schedule } from './useSchedule.ts';

/** The form input a refused field of the server belongs to. */
const fieldOfServer: Record<string, FieldPath<PayFormValues>> = {
  ...orderFieldsOfServer,
  'card.cardNumber': 'card.cardNumber',
  'card.expMonth': 'card.expMonth',
  'card.expYear': 'card.expYear',
  'card.cardHolderName': 'card.cardHolderName',
  'card.cvn': 'card.cvn',
  ...invoiceFieldsOfServer,
};

const warnings: Partial<Record<string, { key: string; duration: ToastDuration }>> = {
  TRANSACTION_REJECTED: { key: 'pay.cardPaymentFailed', duration: 'long' },
  ORDER_OUT_OF_SERVICE: { key: 'pay.orderingNotActive', duration: 'longest' },
  RESTAURANT_CLOSED: { key: 'pay.restaurantClosed', duration: 'long' },
  ORDERS_PAUSED: { key: 'pay.ordersPaused', duration: 'long' },
  SLOT_FULL: { key: 'pay.slotFull', duration: 'long' },
  // Issue 34: the restaurant closed the books of the day the order is for.
  DAY_CLOSED: { key: 'pay.dayClosed', duration: 'long' },
  NOT_AVAILABLE_NOW: { key: 'pay.notAvailableNow', duration: 'long' },
  BELOW_MINIMUM_ORDER: { key: 'pay.belowMinimumOrder', duration: 'long' },
  PRODUCT_NOT_ORDERABLE: { key: 'pay.productNotOrderable', duration: 'long' },
  USED_COUPON: { key: 'coupon.usedCoupon', duration: 'long' },
  TOO_MANY_REQUESTS: { key: 'pay.tooManyAttempts', duration: 'long' },
  // The card's single-use key was used or expired; the next send encrypts with a fresh one.
  CARD_SESSION_INVALID: { key: 'pay.cardSessionInvalid', duration: 'long' },
  // A manager switched the method off while the form was open: the methods are read again (below).
  PAYMENT_METHOD_UNAVAILABLE: { key: 'pay.paymentUnavailable', duration: 'long' },
};

/** Refusals of the chosen time: the time field says why, and the form offers what is still possible. */
const timeRefusals: Partial<Record<string, { message: string; blocked?: AsapBlocked }>> = {
  RESTAURANT_CLOSED: { message: 'restaurantClosed', blocked: 'closed' },
  ORDERS_PAUSED: { message: 'ordersPaused', blocked: 'paused' },
  SLOT_FULL: { message: 'slotFull' },
  DAY_CLOSED: { message: 'dayClosed' },
  // Issue 31: a dish or lunch menu outside its hours at the chosen time; another time may serve it.
  NOT_AVAILABLE_NOW: { message: 'notAvailableNow' },
};

const warn = (key: string, duration: ToastDuration) =>
  notify({ kind: 'warning', messageKey: `checkout:${key}` as ParseKeys, duration });

/** One order attempt: its key is reused only when the same form is sent again after no definite answer. */
type Attempt = { key: string; signature: string; encrypted: EncryptedCard | null };

/**
 * Sends the order once per attempt (DESIGN §5): a fresh Idempotency-Key for each new attempt, the same key (and the
 * same encrypted card, so the body matches) for a retry after a lost answer; `sending` blocks a second click. The
 * card is encrypted only where it is typed in the form (`cardForm`); otherwise the provider's page asks for it.
 */
export function useOrderSubmit(
  cart: Cart | null,
  guest: boolean,
  setError: UseFormSetError<PayFormValues>,
  schedule: Pick<Schedule, 'refuseAsap'>,
  { cardForm }: Pick<OfferedPayments, 'cardForm'>,
) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { sendOnce, sending } = useSendOnce();
  const attempt = useRef<Attempt | null>(null);
  const saveCompany = useSaveCompany();

  async function submit(values: PayFormValues) {
    if (cart) await sendOnce(() => place(values, cart));
  }

  async function place(values: PayFormValues, cart: Cart) {
    const signature = JSON.stringify({ values, cart, guest, language, cardForm });
    try {
      const current =
        attempt.current?.signature === signature
          ? attempt.current
          : {
              key: crypto.randomUUID(),
              signature,
              encrypted:
                values.payment === 'CREDIT_CARD_ONLINE' && cardForm
                  ? await encryptCardForServer(values.card)
                  : null,
            };
      attempt.current = current;
      const answer = await placeOrder(
        orderRequestOf(values, { cart, guest, language, encryptedCardData: current.encrypted }),
        current.key,
      );
      attempt.current = null;
      await saveCompany(values);
      if (answer.url) {
        // The payment provider's page (SimplePay, the sandbox SZÉP page) or the card issuer's (3-D Secure); each
        // comes back to /pay/card-payment/successful or to the cart.
        window.location.assign(answer.url);
        return;
      }
      await showOrderPlaced(navigate, answer.statusUrl);
    } catch (error) {
      // Without a definite answer (no connection, a server fault) the same attempt may have gone through: keep its key.
      const definite = error instanceof ApiRequestError && error.status > 0 && error.status < 500;
      if (definite) attempt.current = null;
      showError(error);
    }
  }

  function showError(error: unknown) {
    if (!(error instanceof ApiRequestError)) {
      notifyServerError();
      return;
    }
    const warning = warnings[error.code];
    const refusal = timeRefusals[error.code];
    if (refusal) {
      setError('time', { type: 'server', message: refusal.message });
      // "As soon as possible" goes, or a full slot: the day's slots are read again and the next free one is chosen.
      if (refusal.blocked) schedule.refuseAsap(refusal.blocked);
      else void queryClient.invalidateQueries({ queryKey: ['order', 'slots'] });
    }
    if (error.code === 'PAYMENT_METHOD_UNAVAILABLE')
      void queryClient.invalidateQueries({ queryKey: paymentSettingsQuery.queryKey });
    if (warning) {
      warn(warning.key, warning.duration);
      return;
    }
    if (showFieldRefusal({ setError }, error, (path) => fieldOfServer[path], { fallback: 'invalidValue' })) {
      warn('pay.fixErrors', 'normal');
      return;
    }
    notifyServerError();
  }

  return { submit, sending };
}
