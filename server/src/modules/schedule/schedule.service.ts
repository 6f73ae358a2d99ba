import { type BusyState, busyAt } from '@konyha/domain/restaurant/busy-mode';
import { localDay } from '@konyha/domain/restaurant/local-time';
import { openingHoursProblems, slotsOf, upcomingSpecialDates } from '@konyha/domain/restaurant/opening-hours';
import type { OpeningHours, ScheduleSettings } from '@konyha/domain/restaurant/opening-hours.schemas';
import { capacityOn, slotOffers } from '@konyha/domain/restaurant/slot-capacity';
import type { Database, Queryable } from '../../db/client.ts';
import { AppError, invalidField } from '../../errors.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import { openingHoursEvents, scheduleSettingsEvents } from './schedule.events.ts';
import {
  tidyOpeningHours,
  toBusyState,
  toOpeningHours,
  toScheduleColumns,
  toScheduleSettings,
} from './schedule.mapper.ts';
import * as repo from './schedule.repository.ts';

/** A database trigger NOTIFYs it on every change of the settings row, heard by every instance. */
export const SETTINGS_CHANNEL = 'konyha_settings';

/** Everything the ordering rules read, from one read of the settings row. */
export interface ScheduleRules {
  hours: OpeningHours;
  settings: ScheduleSettings;
  /** As stored: the domain's busy rules (busyAt, isPausedAt) tell what is still active. */
  busy: BusyState;
}

/**
 * The places orders take in pre-order slots (by the slot's instant in milliseconds; in one slot, as `tx` sees it):
 * the order module's read (the orders are its table), which app.ts passes in.
 */
export interface SlotPlaces {
  placesTaken(first: Date, last: Date, now: Date): Promise<ReadonlyMap<number, number>>;
  placesTakenInSlot(tx: Queryable, slotAt: Date, now: Date): Promise<number>;
}

export interface ScheduleDeps {
  database: Database;
  clock: () => Date;
  eventLog: Pick<EventLogService, 'record'>;
  orders: SlotPlaces;
}

/**
 * Opening hours, special dates, slot rules, capacity and busy mode (issue 14). Read from the database on every
 * call, so a change applies at once on every instance; whatever is made from them (rendered pages, menu PDFs)
 * registers `onChange` to be dropped when any instance changes them.
 */
export function createScheduleService({ database, clock, eventLog, orders }: ScheduleDeps) {
  const db = database.db;
  const changeListeners = new Set<() => void>();

  /** The places taken in the slot once no other transaction can count or fill it, the caller's own order included. */
  async function lockAndCountSlot(tx: Queryable, slotAt: Date, now: Date) {
    await repo.lockSlot(tx, slotAt);
    return orders.placesTakenInSlot(tx, slotAt, now);
  }

  async function rules(q: Queryable = db): Promise<ScheduleRules> {
    const row = await repo.readSchedule(q);
    return { hours: toOpeningHours(row, clock()), settings: toScheduleSettings(row), busy: toBusyState(row) };
  }
  const openingHours = async (q: Queryable = db) => toOpeningHours(await repo.readSchedule(q), clock());

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
    rules,
    openingHours,
    /** GET /opening-hours: the week and the special dates from today on (the past ones are history). */
    async upcomingOpeningHours(): Promise<OpeningHours> {
      const hours = await openingHours();
      return { ...hours, specialDates: upcomingSpecialDates(hours, clock()) };
    },

    async setOpeningHours(values: OpeningHours, userId: number): Promise<OpeningHours> {
      const now = clock();
      const [problem] = openingHoursProblems(values, now);
      if (problem) throw invalidField(problem.path.join('.'), problem.message);
      const hours = tidyOpeningHours(values);
      await db.transaction(async (tx) => {
        const saved = tidyOpeningHours(toOpeningHours(await repo.lockSchedule(tx), now));
        await repo.updateSchedule(tx, { openingHours: hours });
        const before = { ...saved, specialDates: upcomingSpecialDates(saved, now) };
        await eventLog.record(tx, openingHoursEvents(before, hours, userId, now));
      });
      return hours;
    },

    async settings(): Promise<ScheduleSettings> {
      return toScheduleSettings(await repo.readSchedule(db));
    },

    async setSettings(values: ScheduleSettings, userId: number): Promise<ScheduleSettings> {
      return db.transaction(async (tx) => {
        const before = toScheduleSettings(await repo.lockSchedule(tx));
        const after = toScheduleSettings(await repo.updateSchedule(tx, toScheduleColumns(values)));
        await eventLog.record(tx, scheduleSettingsEvents(before, after, userId, clock()));
        return after;
      });
    },

    /** Busy mode as it is now: a part whose time is up reads as not active. */
    async busy(): Promise<BusyState> {
      return busyAt(toBusyState(await repo.readSchedule(db)), clock());
    },

    /** GET /order/slots: a day's pre-order slots, a full one and one inside a pause marked not available. */
    async slots(day: string) {
      const now = clock();
      const { hours, settings, busy } = await rules();
      const slots = slotsOf(day, hours, settings, now);
      const first = slots[0];
      const last = slots.at(-1);
      const capacity = capacityOn(settings, day);
      const taken =
        first && last && capacity !== null ? await orders.placesTaken(first, last, now) : new Map();
      const { pausedUntil } = busyAt(busy, now);
      return { slots: slotOffers(slots, taken, capacity, pausedUntil ? new Date(pausedUntil) : null) };
    },

    /**
     * In the transaction that has just written an order for `slotAt`: refuses it (409 SLOT_FULL, the transaction
     * rolls back) when the slot is then over its capacity. Exact under concurrency, on every instance.
     */
    async claimSlot(tx: Queryable, slotAt: Date, capacity: number, now: Date) {
      if ((await lockAndCountSlot(tx, slotAt, now)) > capacity)
        throw new AppError('SLOT_FULL', 'This time slot is full; choose another one', 'preOrderDate');
    },

    /**
     * As claimSlot, for an order that gave its place back and counts again (a payment that arrived late, issue 27):
     * the slot's capacity as the rules give it today.
     */
    async reclaimSlot(tx: Queryable, slotAt: Date, now: Date) {
      const capacity = capacityOn((await rules(tx)).settings, localDay(slotAt));
      if (capacity !== null && (await lockAndCountSlot(tx, slotAt, now)) > capacity)
        throw new AppError('SLOT_FULL', 'This time slot is full', 'preOrderDate');
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
