import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, ApiRequestError, call } from '../../lib/api.ts';

export type DayClose = Answer<'GET /daily-close/:day'>;

const dayCloseKey = (day: string) => ['day-close', day] as const;

/** The day's close (issue 34): its figures as of now or as closed, who closed it, its orders still open. */
export const dayCloseQuery = (day: string) =>
  queryOptions({
    queryKey: dayCloseKey(day),
    queryFn: ({ signal }) => call('GET /daily-close/:day', { params: { day }, signal }),
  });

/**
 * Closes the day; the answer is the closed day. A refusal (orders still open, closed meanwhile by someone else)
 * reloads the day, so the screen shows it as it is now.
 */
export function useCloseDay(day: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /daily-close/:day', { params: { day } }),
    onSuccess: (closed) => client.setQueryData(dayCloseKey(day), closed),
    onError: () => client.invalidateQueries({ queryKey: dayCloseKey(day) }),
  });
}

/** The refusals the close explains in words; anything else is the general failure. */
export function refusalOf(error: unknown): 'DAY_NOT_FINISHED' | 'DAY_CLOSED' | 'VALIDATION_ERROR' | 'other' {
  if (!(error instanceof ApiRequestError)) return 'other';
  const { code } = error;
  return code === 'DAY_NOT_FINISHED' || code === 'DAY_CLOSED' || code === 'VALIDATION_ERROR' ? code : 'other';
}
