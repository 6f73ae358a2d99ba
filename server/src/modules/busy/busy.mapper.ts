import type { BusyState } from '@konyha/domain/restaurant/busy-mode';

export interface BusyColumns {
  busyExtraMinutes: number | null;
  busyExtraUntil: Date | null;
  busyPausedUntil: Date | null;
}

export const toBusyState = (row: BusyColumns): BusyState => ({
  extraMinutes: row.busyExtraMinutes,
  extraUntil: row.busyExtraUntil?.toISOString() ?? null,
  pausedUntil: row.busyPausedUntil?.toISOString() ?? null,
});

export const toBusyColumns = (state: BusyState): BusyColumns => ({
  busyExtraMinutes: state.extraMinutes,
  busyExtraUntil: state.extraUntil === null ? null : new Date(state.extraUntil),
  busyPausedUntil: state.pausedUntil === null ? null : new Date(state.pausedUntil),
});
