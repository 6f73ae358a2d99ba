import { callPageOf } from '@konyha/domain/common/paging';
import { useLocation, useSearchParams } from 'react-router';

export interface ListParams<K extends string> {
  /** 0-based page for the call; undefined when the URL's page can never be a page (not a positive number). */
  page: number | undefined;
  sort: K;
  desc: boolean;
  /** True when the answer's count shows the URL's page is beyond the list (SPEC §9: go to the path without it). */
  outOfRange: (count: number) => boolean;
  /** The current URL without its page, where an out-of-range page goes. */
  firstPageHref: string;
  /** Changes the sort and goes back to the first page. */
  setSort: (sort: K, desc: boolean) => void;
}

/** Page, sort and direction of a paged dashboard list, kept in the URL (?page, ?sort, ?desc). */
export function useListParams<K extends string>(
  sortKeys: readonly K[],
  defaults: { sort: K; desc: boolean },
): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const pageParam = params.get('page');
  const sortParam = params.get('sort');
  const sort = sortKeys.find((key) => key === sortParam) ?? defaults.sort;
  const descParam = params.get('desc');
  const desc = descParam === 'true' ? true : descParam === 'false' ? false : defaults.desc;

  const withoutPage = new URLSearchParams(params);
  withoutPage.delete('page');
  const query = withoutPage.toString();

  return {
    // Before the count is known, any positive page may exist.
    page: callPageOf(pageParam, Number.MAX_SAFE_INTEGER),
    sort,
    desc,
    outOfRange: (count) => callPageOf(pageParam, count) === undefined,
    firstPageHref: query ? `${pathname}?${query}` : pathname,
    setSort: (nextSort, nextDesc) => {
      const next = new URLSearchParams(params);
      next.delete('page');
      if (nextSort === defaults.sort) next.delete('sort');
      else next.set('sort', nextSort);
      if (nextDesc === defaults.desc) next.delete('desc');
      else next.set('desc', String(nextDesc));
      setParams(next);
    },
  };
}
