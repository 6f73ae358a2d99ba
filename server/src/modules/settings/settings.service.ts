import type { Database, Queryable } from '../../db/client.ts';
import { announceSessionChange } from '../../realtime/session-notifier.ts';
import * as repo from './settings.repository.ts';

/** The shop's single settings row: ordering on or off, delivery time, minimum order, two-factor requirement. */
export function createSettingsService({ database }: { database: Database }) {
  const db = database.db;
  return {
    /** Inside another module's transaction when `q` is given (an order reads them where it is written). */
    read: (q: Queryable = db) => repo.readSettings(q),
    toggleOrdering: () => repo.toggleOrdering(db),
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
