import { isDeepStrictEqual } from 'node:util';
import {
  type BusyPart,
  type BusyRequest,
  type BusyState,
  busyAt,
  busyEnd,
  endBusy,
  startBusy,
} from '@konyha/domain/restaurant/busy-mode';
import type { OpeningHours } from '@konyha/domain/restaurant/opening-hours.schemas';
import type { Database, Queryable } from '../../db/client.ts';
import { announceBusyChange } from '../../realtime/busy-notifier.ts';
import type { EventLogService } from '../event-log/event-log.service.ts';
import type { ScheduleService } from '../schedule/schedule.service.ts';
import { toBusyColumns, toBusyState } from './busy.mapper.ts';
import * as repo from './busy.repository.ts';

interface BusyDependencies {
  database: Database;
  clock: () => Date;
  schedule: Pick<ScheduleService, 'openingHours'>;
  eventLog: Pick<EventLogService, 'record'>;
}

/**
 * Busy mode (issue 14): extra delivery minutes and a pause, each stored with its end in the settings row. Nothing
 * runs when a part ends: every read goes through `busyAt`, so an ended part reads as off on every instance.
 */
export function createBusyService({ database, clock, schedule, eventLog }: BusyDependencies) {
  const db = database.db;

  type Next = (state: BusyState, now: Date, hours: OpeningHours) => BusyState;

  /**
   * One change in `tx`: the row locked, the state before and after logged (by `userId`, null for the system), every
   * instance told at commit.
   */
  async function changeIn(tx: Queryable, userId: number | null, now: Date, next: Next) {
    const before = busyAt(toBusyState(await repo.lockBusy(tx)), now);
    const after = next(before, now, await schedule.openingHours(tx));
    // Ending what is not active changes nothing, so nothing is logged.
    if (isDeepStrictEqual(before, after)) return after;
    await repo.writeBusy(tx, toBusyColumns(after));
    await eventLog.record(tx, [
      {
        eventDateTime: now,
        userId,
        orderId: null,
        eventType: 'BUSY_MODE',
        change: { from: before, to: after },
      },
    ]);
    await announceBusyChange(tx, after);
    return after;
  }

  const change = (userId: number, next: Next) => db.transaction((tx) => changeIn(tx, userId, clock(), next));

  return {
    start: (userId: number, request: BusyRequest) =>
      change(userId, (state, now, hours) => startBusy(state, request, hours, now)),
    end: (userId: number, part: BusyPart) => change(userId, (state, now) => endBusy(state, part, now)),
    /**
     * The escalation ladder's pause (issue 32), in the timer's transaction: `minutes` of the guest-facing break, by
     * the system, never past closing time as a staff pause.
     */
    pauseBySystem: (tx: Queryable, minutes: number, now: Date) =>
      changeIn(tx, null, now, (state, at, hours) => ({ ...state, pausedUntil: busyEnd(hours, minutes, at) })),
  };
}

export type BusyService = ReturnType<typeof createBusyService>;
