import type { LunchWeekInput } from '@konyha/domain/lunch/lunch-menu.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { lunchWeekQuery } from '../../features/lunch-menu/index.ts';
import { call } from '../../lib/api.ts';

export { lunchWeekQuery };

/** PUT /lunch-menu/{week}: the saved week replaces the cached one, which the guest page of this tab reads too. */
export function useSaveLunchWeek() {
  const client = useQueryClient();
  return async (week: string, body: LunchWeekInput) => {
    const saved = await call('PUT /lunch-menu/:week', { params: { week }, body });
    client.setQueryData(lunchWeekQuery(week).queryKey, saved);
    return saved;
  };
}
