import type { VatSettings } from '@konyha/domain/accounting/exports.schemas';
import type { SettingEventType } from '@konyha/domain/events/event-types';
import type { AlertSettings } from '@konyha/domain/orders/order-decisions.schemas';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { announceSessionChange } from '../../realtime/session-notifier.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import * as repo from './settings.repository.ts';

export type { SettingsRow } from './settings.repository.ts';

const vatOf = (row: repo.SettingsRow): VatSettings => ({
  rates: row.vatRates,
  deliveryRate: row.deliveryVatRate,
});

const alertsOf = (row: repo.SettingsRow): AlertSettings => ({
  ringEverySeconds: row.ringEverySeconds,
  pushAfterSeconds: row.pushAfterSeconds,
  managersAfterMinutes: row.managersAfterMinutes,
  escalateAfterMinutes: row.managersAfterMinutes,
  autoRejectAfterMinutes: row.autoRejectAfterMinutes,
  preOrderAlertMinutes: row.preOrderAlertMinutes,
  pauseAfterMinutes: row.pauseAfterMinutes,
  pauseForMinutes: row.pauseForMinutes,
});

type LoggedSetting = 'orderingActive' | 'deliveryMinutes' | 'minOrderValue';
const eventTypeOf: Record<LoggedSetting, SettingEventType> = {
  orderingActive: 'ORDERING_SWITCH',
  deliveryMinutes: 'DELIVERY_TIME',
  minOrderValue: 'MIN_ORDER_VALUE',
};

/**
 * Which of the given VAT rates a module's rows still carry (the catalogue's products): a module built on the settings
 * tells them with `vatRatesUsedBy`, so settings import no module above them.
 */
export interface VatRatesInUse {
  vatRatesInUse(q: Queryable, rates: number[]): Promise<number[]>;
}

/**
 * The shop's single settings row: ordering on or off, delivery time, minimum order, two-factor requirement, the
 * alert settings (ringing, escalation, automatic rejection, pre-order alerts) and the VAT rates (issue 17).
 */
export function createSettingsService({
  database,
  eventLog,
  clock,
}: {
  database: Database;
  eventLog: Pick<EventLogService, 'record'>;
  clock: () => Date;
}) {
  const db = database.db;
  const rateUsers: VatRatesInUse[] = [];

  /** A staff change of one setting, logged with who and from → to in its transaction (unchanged: not logged). */
  function change<K extends LoggedSetting>(
    userId: number,
    key: K,
    next: (value: repo.SettingsRow[K]) => repo.SettingsRow[K],
  ): Promise<repo.SettingsRow[K]> {
    return db.transaction(async (tx) => {
      const from = (await repo.lockSettings(tx))[key];
      const to = next(from);
      if (to === from) return to;
      await repo.updateSettings(tx, { [key]: to });
      await eventLog.record(tx, [
        { eventDateTime: clock(), userId, orderId: null, eventType: eventTypeOf[key], change: { from, to } },
      ]);
      return to;
    });
  }

  return {
    /** Inside another module's transaction when `q` is given (an order reads them where it is written). */
    read: (q: Queryable = db) => repo.readSettings(q),
    toggleOrdering: (userId: number) => change(userId, 'orderingActive', (active) => !active),
    alerts: async (q: Queryable = db) => alertsOf(await repo.readSettings(q)),
    /** In the caller's transaction, which re-times the pending timers with the new values. */
    async setAlerts(tx: Queryable, { escalateAfterMinutes: _olderName, ...values }: AlertSettings) {
      const row = await repo.updateSettings(tx, values);
      if (!row) throw new Error('The settings row is missing');
      return alertsOf(row);
    },
    setDeliveryMinutes: (userId: number, minutes: number) => change(userId, 'deliveryMinutes', () => minutes),
    setMinOrderValue: (userId: number, value: number) => change(userId, 'minOrderValue', () => value),
    vat: async (): Promise<VatSettings> => vatOf(await repo.readSettings(db)),
    /** A rate that `user`'s rows still carry cannot be removed (setVat answers 409). */
    vatRatesUsedBy(user: VatRatesInUse) {
      rateUsers.push(user);
    },
    /**
     * The rates products may have, in the caller's transaction, held until it ends: a product written with one of
     * them cannot lose it to a concurrent change of the rates.
     */
    vatRatesHeld: async (tx: Queryable) => (await repo.shareSettings(tx)).vatRates,
    /**
     * Replaces the rates, logged with who and from → to (unchanged: not logged). A rate some product still has
     * cannot be removed (409 naming `rates`): the request is right, the menu is in the way, and staff first move
     * those products to another rate. Orders keep their own.
     */
    setVat: (userId: number, values: VatSettings): Promise<VatSettings> =>
      db.transaction(async (tx) => {
        const before = vatOf(await repo.lockSettings(tx));
        const to = { rates: values.rates, deliveryRate: values.deliveryRate };
        if (JSON.stringify(before) === JSON.stringify(to)) return before;
        const removed = before.rates.filter((rate) => !to.rates.includes(rate));
        const inUse: number[] = [];
        for (const user of rateUsers) inUse.push(...(await user.vatRatesInUse(tx, removed)));
        if (inUse.length > 0) {
          throw new AppError('CONFLICT', `Products still have the rate ${inUse.join(', ')} %`, 'rates');
        }
        const row = await repo.updateSettings(tx, { vatRates: to.rates, deliveryVatRate: to.deliveryRate });
        if (!row) throw new Error('The settings row is missing');
        await eventLog.record(tx, [
          {
            eventDateTime: clock(),
            userId,
            orderId: null,
            eventType: 'VAT_RATES',
            change: { from: before, to },
          },
        ]);
        return vatOf(row);
      }),
    async requireTwoFactor(required: boolean) {
      const row = await repo.updateSettings(db, { twoFactorRequired: required });
      // Staff who now must enrol lose the live channel too, on every instance.
      if (row?.twoFactorRequired) await announceSessionChange(db, 'everyone');
      return { required: row?.twoFactorRequired ?? false };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
