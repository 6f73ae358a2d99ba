import { localDay, localTime } from '@konyha/domain/restaurant/local-time';

/** "2026-11-22 18:15" in Budapest, whatever the browser's zone (DESIGN: every business time is local). */
export const localDateTime = (iso: string): string => {
  const instant = new Date(iso);
  return `${localDay(instant)} ${localTime(instant)}`;
};
