import { localDay } from '@konyha/domain/restaurant/local-time';
import { preOrderDays } from '@konyha/domain/restaurant/opening-hours';
import { orderingNotice } from '@konyha/domain/restaurant/ordering-notice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { busyQuery, orderingActiveQuery, scheduleSettingsQuery } from '../../lib/queries/ordering.ts';
import { openingHoursQuery } from '../../lib/queries/schedule.ts';
import { dayOptions } from './schedule.ts';

/** Why "as soon as possible" is not offered: the kitchen is closed, orders are paused, or ordering is off. */
export type AsapBlocked = 'closed' | 'paused' | 'off';

/**
 * What the pay form may offer at `now` (the clock of the visit), by the same rules the server checks: "as soon as
 * possible" only while open and not paused, pre-order days from the opening hours and the slot settings. The
 * server may still refuse "as soon as possible" (it closed or paused since): `refuseAsap` then takes it away.
 */
export function useSchedule(now: Date) {
  const openingHours = useQuery(openingHoursQuery);
  const hours = openingHours.data;
  const settings = useQuery(scheduleSettingsQuery);
  const busy = useQuery(busyQuery);
  const active = useQuery(orderingActiveQuery);
  const [refused, setRefused] = useState<AsapBlocked | null>(null);
  const today = localDay(now);
  const loading = openingHours.isPending || settings.isPending || busy.isPending || active.isPending;
  // Without an answer (a failed call) the server decides when the order is sent.
  const notice = hours && busy.data ? orderingNotice(hours, busy.data, active.data ?? true, now) : null;
  const blocked: AsapBlocked | null = refused ?? (notice && notice.kind !== 'open' ? notice.kind : null);
  const days = hours && settings.data ? preOrderDays(hours, settings.data, now) : [];
  return {
    loading,
    today,
    blocked,
    asap: blocked === null,
    days: dayOptions(days, today, blocked === null),
    refuseAsap: setRefused,
  };
}

export type Schedule = ReturnType<typeof useSchedule>;
