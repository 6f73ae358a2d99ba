import { createHash } from 'node:crypto';
import { type CardData, cardDataSchema } from '@konyha/domain/orders/card';
import type { CalculateRequest, orderRequestSchema } from '@konyha/domain/orders/checkout.schemas';
import { meetsMinimumOrder } from '@konyha/domain/orders/pricing';
import { isOpen, preOrderProblem } from '@konyha/domain/orders/schedule';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError, invalidField } from '../../errors.ts';
import { orderConfirmationMail } from '../../mail/order-mail.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { announceNewOrder } from '../../realtime/order-notifier.ts';
import type { AbuseLimits } from '../abuse/abuse.service.ts';
import { redeem } from '../coupon/coupon.repository.ts';
import { customerKey } from '../coupon/coupon.service.ts';
import { checkDeliveryAddress } from '../delivery/delivery.service.ts';
import { enqueue } from '../mail/outbox.repository.ts';
import { type CardKeys, decryptCard } from '../payment/card-crypto.ts';
import { spendCardSession } from '../payment/card-session.service.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import { readSettings } from '../settings/settings.repository.ts';
import { findUserById } from '../user/user.repository.ts';
import { toOrders } from './order.mapper.ts';
import * as repo from './order.repository.ts';
import { priceCart } from './pricing.service.ts';

type OrderRequest = z.output<typeof orderRequestSchema>;
export interface OrderAnswer {
  orderId: number;
  url?: string;
}

export interface CheckoutDeps {
  database: Database;
  gateway: PaymentGateway;
  cardKeys: CardKeys;
  limits: AbuseLimits;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/** Signals that a concurrent request with the same idempotency key won; its order is the answer. */
class DuplicateRequest extends Error {}

const hashRequest = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/** Pricing, placing and paying orders (issue 3): every rule checked again on the server. */
export function createCheckoutService({ database, gateway, cardKeys, limits, log, clock }: CheckoutDeps) {
  const db = database.db;

  /** The confirmation mail joins the outbox in the transaction that makes the order count (placed, or paid). */
  async function queueConfirmation(tx: Queryable, row: repo.OrderRow) {
    const [order] = toOrders([row], await repo.linesOf(tx, [row.id]));
    const { deliveryMinutes } = await readSettings(tx);
    if (order) {
      const language = row.language === 'en' ? 'en' : 'hu';
      await enqueue(tx, 'order-confirmation', orderConfirmationMail(language, order, deliveryMinutes));
    }
  }

  function replay(row: repo.OrderRow, requestHash: string): OrderAnswer {
    if (row.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different order');
    }
    return row.paymentStatus === 'CHALLENGE' && row.paymentReference
      ? { orderId: row.id, url: gateway.challengeUrl(row.paymentReference) }
      : { orderId: row.id };
  }

  /** An approved online payment: the order becomes paid and the staff are told, once. */
  async function markPaid(orderId: number, reference: string, fromStatus: string) {
    const paid = await db.transaction(async (tx) => {
      const row = await repo.updatePayment(
        tx,
        orderId,
        { payed: true, paymentStatus: 'PAID', paymentReference: reference },
        fromStatus,
      );
      if (row) {
        await announceNewOrder(tx, row.id);
        await queueConfirmation(tx, row);
      }
      return row;
    });
    return paid;
  }

  function readCard(request: OrderRequest, now: Date): CardData | undefined {
    if (request.payment !== 'CREDIT_CARD_ONLINE' || !request.encryptedCardData) return undefined;
    let plain: unknown;
    try {
      plain = decryptCard(cardKeys, request.encryptedCardData);
    } catch {
      throw invalidField('encryptedCardData', 'The card data could not be decrypted');
    }
    const card = cardDataSchema(now).safeParse(plain);
    if (!card.success) {
      const issue = card.error.issues[0];
      throw invalidField(`card.${issue?.path.join('.') ?? ''}`, issue?.message ?? 'invalid');
    }
    return card.data;
  }

  async function contactOf(request: OrderRequest, auth: AuthUser | null) {
    if (auth) {
      const user = await findUserById(db, auth.id);
      if (!user) throw new AppError('UNAUTHORIZED', 'Log in again');
      return { userId: user.id, name: user.name, email: user.email, phone: user.phone };
    }
    for (const field of ['name', 'email', 'phone'] as const)
      if (!request[field]) throw invalidField(field, 'required');
    return { userId: null, name: request.name ?? '', email: request.email ?? '', phone: request.phone ?? '' };
  }

  return {
    async calculate(
      request: CalculateRequest & { products: { id: number; quantity: number }[] },
      auth: AuthUser | null,
      clientIp: string,
    ) {
      const key = auth ? customerKey((await findUserById(db, auth.id))?.email ?? null) : null;
      const guard = limits.couponGuard(clientIp);
      const zipCode = request.address?.zipCode ?? undefined;
      return (await priceCart(db, request.products, request.coupon, key, zipCode, guard)).summary;
    },

    async placeOrder(
      request: OrderRequest,
      auth: AuthUser | null,
      idempotencyKey: string | undefined,
      clientIp: string,
    ): Promise<OrderAnswer> {
      const requestHash = hashRequest({ request, user: auth?.id ?? null });
      if (idempotencyKey) {
        const existing = await repo.findOrderByIdempotencyKey(db, idempotencyKey);
        if (existing) return replay(existing, requestHash);
      }
      const now = clock();
      const settings = await readSettings(db);
      if (!settings.orderingActive) {
        // A business refusal (the staff switched ordering off), not an outage: 409, and no error in the log.
        log.info('order refused: ordering is switched off');
        throw new AppError('ORDER_OUT_OF_SERVICE', 'We are not taking orders right now');
      }
      const preOrderDate = request.preOrderDate ? new Date(request.preOrderDate) : null;
      if (preOrderDate) {
        const problem = preOrderProblem(preOrderDate, now);
        if (problem)
          throw invalidField(
            'preOrderDate',
            problem === 'DAY_NOT_ALLOWED' ? 'dayNotAllowed' : 'slotNotAllowed',
          );
      } else if (!isOpen(now)) {
        throw new AppError('RESTAURANT_CLOSED', 'The kitchen is closed now; choose a time for a pre-order');
      }
      const contact = await contactOf(request, auth);
      // Counted before the outcome is known (so parallel orders cannot slip past), refusals from here on included.
      const counted = await limits.countOrder(clientIp, contact.email);
      const key = customerKey(contact.email);
      const shippingCost = await checkDeliveryAddress(db, request.address, 'address');
      const guard = limits.couponGuard(clientIp);
      const priced = await priceCart(
        db,
        request.products,
        request.coupon,
        key,
        request.address.zipCode,
        guard,
      );
      if (!meetsMinimumOrder(priced.summary.discountedPrice, settings.minOrderValue)) {
        throw new AppError(
          'BELOW_MINIMUM_ORDER',
          `The minimum order is ${settings.minOrderValue} Ft`,
          'products',
        );
      }
      const card = readCard(request, now);
      const online = request.payment === 'CREDIT_CARD_ONLINE';

      let order: repo.OrderRow;
      try {
        order = await db.transaction(async (tx) => {
          const row = await repo.insertOrder(tx, {
            userId: contact.userId,
            name: contact.name,
            email: contact.email,
            phone: contact.phone,
            ...request.address,
            note: request.note,
            payment: request.payment,
            payed: false,
            orderDate: now,
            preOrderDate,
            couponCode: priced.coupon?.code ?? null,
            couponDiscount: priced.coupon?.discount ?? null,
            originalPrice: priced.summary.originalPrice,
            discountedPrice: priced.summary.discountedPrice,
            shippingCost,
            total: priced.summary.discountedPrice + shippingCost,
            language: request.language,
            paymentStatus: online ? 'PENDING' : 'NONE',
            idempotencyKey: idempotencyKey ?? null,
            requestHash,
          });
          if (!row) throw new DuplicateRequest();
          // The payload pays for this order only; a replay of this very request was answered above.
          if (card && request.encryptedCardData)
            await spendCardSession(tx, request.encryptedCardData.userId, now);
          await repo.insertLines(
            tx,
            priced.lines.map(({ product, quantity }) => ({
              orderId: row.id,
              productId: product.id,
              name: product.name,
              nameEnglish: product.nameEnglish,
              unitPrice: product.price,
              quantity,
            })),
          );
          if (priced.coupon && key) {
            const first = await redeem(tx, {
              couponId: priced.coupon.id,
              orderId: row.id,
              userId: contact.userId,
              customerKey: key,
            });
            if (!first) throw new AppError('USED_COUPON', 'You have already used this coupon', 'coupon');
          }
          // Staff hear of an online order, and the guest gets its mail, only once it is paid.
          if (!online) {
            await announceNewOrder(tx, row.id);
            await queueConfirmation(tx, row);
          }
          return row;
        });
      } catch (error) {
        if (!(error instanceof DuplicateRequest) || !idempotencyKey) throw error;
        await counted.release();
        const winner = await repo.findOrderByIdempotencyKey(db, idempotencyKey);
        if (!winner) throw error;
        return replay(winner, requestHash);
      }

      if (!card) return { orderId: order.id };
      const result = await gateway
        .charge({ orderId: order.id, amount: order.total, card })
        .catch((error: unknown) => {
          log.error({ err: error, orderId: order.id }, 'payment gateway failed');
          return { status: 'declined' as const };
        });
      if (result.status === 'declined') {
        await repo.deleteOrder(db, order.id);
        throw new AppError('TRANSACTION_REJECTED', 'The card payment was declined');
      }
      if (result.status === 'challenge') {
        await repo.updatePayment(db, order.id, {
          paymentStatus: 'CHALLENGE',
          paymentReference: result.reference,
        });
        return { orderId: order.id, url: result.url };
      }
      await markPaid(order.id, result.reference, 'PENDING');
      return { orderId: order.id };
    },

    /** The 3-D Secure answer of the sandbox bank page. */
    async completeChallenge(reference: string, approved: boolean) {
      const row = await repo.findOrderByPaymentReference(db, reference);
      if (row?.paymentStatus !== 'CHALLENGE') return undefined;
      if (!approved) {
        await repo.deleteOrder(db, row.id);
        return { approved: false as const };
      }
      await markPaid(row.id, reference, 'CHALLENGE');
      return { approved: true as const };
    },

    findChallenge: (reference: string) => repo.findOrderByPaymentReference(db, reference),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
