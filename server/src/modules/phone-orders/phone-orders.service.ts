import type { Order } from '@konyha/domain/orders/order.schemas';
import { promiseFor } from '@konyha/domain/orders/order-alerts';
import type { phoneOrderRequestSchema } from '@konyha/domain/orders/order-changes.schemas';
import { isDoorPayment, isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, invalidField } from '../../errors.ts';
import type { MailQueue } from '../../platform/mail/mail.service.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { paymentLinkMail } from '../../templates/payment-link-mail.ts';
import type { CheckoutService, OrderContact } from '../checkout/checkout.service.ts';
import type { OrderService } from '../order/order.service.ts';
import type { OrderDecisions } from '../order/order-decisions.service.ts';
import type { PaymentSettingsService } from '../payment-settings/payment-settings.service.ts';
import type { UserService } from '../user/user.service.ts';

export type PhoneOrder = z.output<typeof phoneOrderRequestSchema>;

export interface PhoneOrdersDeps {
  database: Database;
  clock: () => Date;
  checkout: Pick<CheckoutService, 'placeTaken'>;
  decisions: Pick<OrderDecisions, 'acceptTaken'>;
  orders: Pick<OrderService, 'taken'>;
  users: Pick<UserService, 'contact'>;
  paymentSettings: Pick<PaymentSettingsService, 'expiresAt'>;
  mail: MailQueue;
}

/** How the guest pays: at the door, or online on the page Konyha mails them; never a card read over the phone. */
function refuseUnpayable({ payment, paymentLink }: PhoneOrder) {
  if (paymentLink && isDoorPayment(payment)) throw invalidField('paymentLink', 'onlineMethodOnly');
  if (!paymentLink && isOnlinePayment(payment)) throw invalidField('paymentLink', 'required');
}

/**
 * Orders staff take by phone (issue 30): the checkout admits, prices and writes them exactly as the web shop's, the
 * taker accepts them in the same transaction (so they never ring), and an online one waits for the payment link
 * Konyha mails the guest.
 */
export function createPhoneOrdersService({
  database,
  clock,
  checkout,
  decisions,
  orders,
  users,
  paymentSettings,
  mail,
}: PhoneOrdersDeps) {
  /** The caller as staff typed them in; `userId` links the order to the customer's account. */
  async function contactOf(body: PhoneOrder): Promise<OrderContact> {
    const { name, phone } = body;
    if (!name) throw invalidField('name', 'required');
    if (!phone) throw invalidField('phone', 'required');
    const account = body.userId ? await users.contact(body.userId) : undefined;
    if (body.userId && !account) throw invalidField('userId', 'notFound');
    // A registered customer's mails go to the account's address unless staff were told another.
    return { userId: account?.id ?? null, name, phone, email: body.email ?? account?.email ?? '' };
  }

  return {
    /** Takes the order for `auth` (who is named on it and accepts it); answers it as the staff see it. */
    async take(auth: AuthUser, body: PhoneOrder): Promise<Order> {
      const contact = await contactOf(body);
      refuseUnpayable(body);
      if (body.paymentLink && !contact.email) throw invalidField('email', 'required');
      const staff = await users.contact(auth.id);
      if (!staff) throw new AppError('UNAUTHORIZED', 'Log in again');
      const now = clock();
      const preOrderDate = body.preOrderDate ?? null;
      const promise = promiseFor(
        { state: 'NEW', orderDate: now, preOrderDate, acknowledgedAt: null, acceptedAt: null },
        body,
        now,
      );
      if ('field' in promise) throw invalidField(promise.field, promise.message);

      const placed = await checkout.placeTaken({ ...body, language: body.language ?? 'hu' }, contact, {
        id: staff.id,
        name: staff.name,
        slotOverrideReason: body.slotOverrideReason ?? null,
        accept: (tx, row, slotOverridden) =>
          decisions.acceptTaken(tx, row, {
            userId: staff.id,
            promisedAt: promise.promisedAt,
            slotOverrideReason: slotOverridden,
          }),
      });
      const order = await orders.taken(placed.row.id);
      if (!order) throw new AppError('NOT_FOUND', 'Order not found');
      if (placed.url) {
        // From before the payment started: the page takes it at least until then.
        const expiresAt = await paymentSettings.expiresAt(order.payment, now);
        const link = { url: placed.url, amount: order.total, expiresAt };
        await mail.queue(database.db, 'payment-link', paymentLinkMail(order, link, now));
      }
      return order;
    },
  };
}

export type PhoneOrdersService = ReturnType<typeof createPhoneOrdersService>;
