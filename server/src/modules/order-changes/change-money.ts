import type { Queryable } from '../../db/client.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import { extraPaymentMail } from '../../templates/extra-payment-mail.ts';
import type { OrderRow } from '../order/order.service.ts';
import type { PaymentService } from '../payment/payment.service.ts';

/** What the money did when a change moved an order's total (PUT /order/{id}/content's `refund` and `paymentUrl`). */
export interface MoneyOfChange {
  refund?: { amount: number; reference: string };
  paymentUrl?: string;
}

/**
 * What becomes of the money when staff change a placed order (issue 30), in the change's transaction, once the row
 * holds its new total: an online payment gets the difference back when the order got cheaper; when it got dearer
 * the guest gets a payment link for the extra (mailed), or the courier collects it at the door (`collectAtDoor`).
 * Cash and card-at-the-door orders need nothing: the courier's "to collect" is the order's total.
 */
export interface ChangeMoney {
  settle(
    tx: Queryable,
    change: { before: OrderRow; after: OrderRow; collectAtDoor: boolean; now: Date },
  ): Promise<MoneyOfChange>;
}

export interface ChangeMoneyDeps {
  /** The payment module's side: refunds the difference, or starts the extra's payment (settleChange). */
  payments: Pick<PaymentService, 'settleChange'>;
  mail: MailQueue;
}

/**
 * The money of a change, as the payment module moves it (payment.service.ts settleChange: a refund of the
 * difference exactly once per change, a payment link for the extra, or the courier collecting it); the guest is
 * mailed the link in the order's language (without an e-mail, staff read it from the answer's `paymentUrl`).
 */
export function createChangeMoney({ payments, mail }: ChangeMoneyDeps): ChangeMoney {
  return {
    async settle(tx, change) {
      const { refund, extra } = await payments.settleChange(tx, change);
      const { after, now } = change;
      if (extra && after.email) await mail.queue(tx, 'payment-link', extraPaymentMail(after, extra, now));
      return { ...(refund && { refund }), ...(extra && { paymentUrl: extra.url }) };
    },
  };
}
