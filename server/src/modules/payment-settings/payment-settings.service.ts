import type { PaymentMethod } from '@konyha/domain/orders/order-states';
import { isOnlinePayment } from '@konyha/domain/orders/payment-methods';
import {
  availableMethods,
  defaultPaymentSettings,
  offeredMethods,
  paymentExpiresAt,
  storedChoice,
} from '@konyha/domain/payments/payment-settings';
import type {
  PaymentSettings,
  PaymentSettingsUpdate,
} from '@konyha/domain/payments/payment-settings.schemas';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import * as repo from './payment-settings.repository.ts';

export interface PaymentSettingsDeps {
  database: Database;
  eventLog: Pick<EventLogService, 'record'>;
  clock: () => Date;
  /** The online methods the configured provider can take (none with PAYMENT_PROVIDER=off). */
  online: readonly PaymentMethod[];
  /** The sandbox bank takes the online payments: no real money moves. */
  testMode: boolean;
}

const unavailable = (message: string, field: string) =>
  new AppError('PAYMENT_METHOD_UNAVAILABLE', message, field);

/**
 * What the restaurant takes (issue 27): the methods a manager chose, narrowed to what the payment provider can take,
 * and how long an online payment may wait for its guest before the order gives its portions, slot and coupon back.
 */
export function createPaymentSettingsService({
  database,
  eventLog,
  clock,
  online,
  testMode,
}: PaymentSettingsDeps) {
  const db = database.db;
  const answer = (row: repo.PaymentSettingsRow): PaymentSettings => ({
    methods: offeredMethods(row.paymentMethods ?? defaultPaymentSettings.methods, online),
    available: availableMethods(online),
    testMode,
    cardPaymentMinutes: row.cardPaymentMinutes,
    szepPaymentMinutes: row.szepPaymentMinutes,
  });
  const stored = (row: repo.PaymentSettingsRow) => ({
    methods: row.paymentMethods ?? defaultPaymentSettings.methods,
    cardPaymentMinutes: row.cardPaymentMinutes,
    szepPaymentMinutes: row.szepPaymentMinutes,
  });

  return {
    testMode,
    read: async (q: Queryable = db) => answer(await repo.readPaymentSettings(q)),

    /** Refuses a method guests are not offered now (400 naming `payment`); in the order's transaction when given. */
    async requireOffered(method: PaymentMethod, q: Queryable = db) {
      const { methods } = answer(await repo.readPaymentSettings(q));
      if (methods.includes(method)) return;
      throw isOnlinePayment(method) && !online.includes(method)
        ? unavailable('Online payments of this kind are not taken now', 'payment')
        : unavailable('The restaurant does not take this payment method', 'payment');
    },

    /** When an online payment of `payment` started now is given up if the guest has not finished it. */
    async expiresAt(payment: string, startedAt: Date, q: Queryable = db) {
      return paymentExpiresAt(payment, startedAt, await repo.readPaymentSettings(q));
    },

    /** A manager's change, logged with who and from → to (unchanged: not logged). */
    set: (userId: number, update: PaymentSettingsUpdate): Promise<PaymentSettings> =>
      db.transaction(async (tx) => {
        const refused = update.methods.find((method) => isOnlinePayment(method) && !online.includes(method));
        if (refused) {
          throw unavailable(`The payment provider cannot take ${refused} now (PAYMENT_PROVIDER)`, 'methods');
        }
        const before = await repo.readPaymentSettings(tx, true);
        const row = await repo.updatePaymentSettings(tx, {
          paymentMethods: storedChoice(
            update.methods,
            before.paymentMethods ?? defaultPaymentSettings.methods,
            online,
          ),
          cardPaymentMinutes: update.cardPaymentMinutes ?? before.cardPaymentMinutes,
          szepPaymentMinutes: update.szepPaymentMinutes ?? before.szepPaymentMinutes,
        });
        const [from, to] = [stored(before), stored(row)];
        if (JSON.stringify(from) !== JSON.stringify(to)) {
          await eventLog.record(tx, [
            {
              eventDateTime: clock(),
              userId,
              orderId: null,
              eventType: 'PAYMENT_METHODS',
              change: { from, to },
            },
          ]);
        }
        return answer(row);
      }),
  };
}

export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>;
