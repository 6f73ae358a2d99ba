import { defaultOpeningHours } from '@konyha/domain/restaurant/opening-hours.defaults';
import type { OpeningHours } from '@konyha/domain/restaurant/opening-hours.schemas';
import type { Database, Queryable } from '../../db/client.ts';
import * as repo from './schedule.repository.ts';

/** A database trigger NOTIFYs it on every change of the settings row, heard by every instance. */
export const SETTINGS_CHANNEL = 'konyha_settings';

/**
 * Opening hours, special dates, slot rules, capacity and busy mode (issue 14). Read from the database on every
 * call, so a change applies at once on every instance; whatever is made from them (rendered pages, menu PDFs)
 * registers `onChange` to be dropped when any instance changes them.
 */
export function createScheduleService({ database, clock }: { database: Database; clock: () => Date }) {
  const db = database.db;
  const changeListeners = new Set<() => void>();
  return {
    /** Starts listening for settings changes; call once at start-up. */
    async start() {
      await database.listen(SETTINGS_CHANNEL, () => {
        for (const listener of changeListeners) listener();
      });
    },
    onChange(listener: () => void) {
      changeListeners.add(listener);
    },
    async openingHours(q: Queryable = db): Promise<OpeningHours> {
      return (await repo.readOpeningHours(q)) ?? defaultOpeningHours(clock());
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
