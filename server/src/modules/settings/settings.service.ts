import type { AlertSettings } from '@konyha/domain/orders/order-decisions.schemas';
import type { Database, Queryable } from '../../db/client.ts';
import { announceSessionChange } from '../../realtime/session-notifier.ts';
import * as repo from './settings.repository.ts';

const alertsOf = (row: repo.SettingsRow): AlertSettings => ({
  ringEverySeconds: row.ringEverySeconds,
  escalateAfterMinutes: row.escalateAfterMinutes,
  autoRejectAfterMinutes: row.autoRejectAfterMinutes,
  preOrderAlertMinutes: row.preOrderAlertMinutes,
});

/**
 * The shop's single settings row: ordering on or off, delivery time, minimum order, two-factor requirement, and
 * the alert settings (ringing, escalation, automatic rejection, pre-order alerts).
 */
export function createSettingsService({ database }: { database: Database }) {
  const db = database.db;
  return {
    /** Inside another module's transaction when `q` is given (an order reads them where it is written). */
    read: (q: Queryable = db) => repo.readSettings(q),
    toggleOrdering: () => repo.toggleOrdering(db),
    alerts: async (q: Queryable = db) => alertsOf(await repo.readSettings(q)),
    /** In the caller's transaction, which re-times the pending timers with the new values. */
    async setAlerts(tx: Queryable, values: AlertSettings) {
      const row = await repo.updateSettings(tx, values);
      if (!row) throw new Error('The settings row is missing');
      return alertsOf(row);
    },
    async setDeliveryMinutes(deliveryMinutes: number) {
      return (await repo.updateSettings(db, { deliveryMinutes }))?.deliveryMinutes ?? 0;
    },
    async setMinOrderValue(minOrderValue: number) {
      return (await repo.updateSettings(db, { minOrderValue }))?.minOrderValue ?? 0;
    },
    async requireTwoFactor(required: boolean) {
      const row = await repo.updateSettings(db, { twoFactorRequired: required });
      // Staff who now must enrol lose the live channel too, on every instance.
      if (row?.twoFactorRequired) await announceSessionChange(db, 'everyone');
      return { required: row?.twoFactorRequired ?? false };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
