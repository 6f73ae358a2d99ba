import type { OpeningHours, ScheduleSettings } from '@konyha/domain/restaurant/opening-hours.schemas';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';

/** GET /opening-hours: the week and the special dates (public; the guest pages read the same key). */
export const openingHoursQuery = queryOptions({
  queryKey: ['schedule', 'opening-hours'],
  queryFn: ({ signal }) => call('GET /opening-hours', { signal }),
});

/** GET /settings/schedule: lead time, slot length, days ahead and capacity (public; the pay form reads it). */
export const scheduleSettingsQuery = queryOptions({
  queryKey: ['schedule', 'settings'],
  queryFn: ({ signal }) => call('GET /settings/schedule', { signal }),
});

export type Schedule = { hours: OpeningHours; settings: ScheduleSettings };
export type SchedulePart = keyof Schedule;

/**
 * Saves one part of the schedule (PUT /opening-hours or PUT /settings/schedule) and answers the schedule with that
 * part as stored now. The stored part replaces its query, so whatever this tab shows of it follows at once.
 */
export function useSaveSchedulePart() {
  const client = useQueryClient();
  return async (part: SchedulePart, schedule: Schedule): Promise<Schedule> => {
    if (part === 'hours') {
      const hours = await call('PUT /opening-hours', { body: schedule.hours });
      client.setQueryData(openingHoursQuery.queryKey, hours);
      return { ...schedule, hours };
    }
    const settings = await call('PUT /settings/schedule', { body: schedule.settings });
    client.setQueryData(scheduleSettingsQuery.queryKey, settings);
    return { ...schedule, settings };
  };
}
