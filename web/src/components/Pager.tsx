import { pageCount } from '@konyha/domain/common/paging';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './Pager.module.css';

interface PagerProps {
  /** 0-based page shown now. */
  page: number;
  count: number;
  pageSize?: number;
  label: string;
}

/**
 * Previous/next and numbered page links that keep the other query parameters; pages are 1-based in the URL
 * (SPEC §9), and page 1 is the path without `page`.
 */
export function Pager({ page, count, pageSize = 10, label }: PagerProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const pages = pageCount(count, pageSize);
  if (pages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 0) params.delete('page');
    else params.set('page', String(target + 1));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 0 ? <Link to={href(page - 1)}>{t('pager.previous')}</Link> : null}
      <ol>
        {Array.from({ length: pages }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions
          <li key={index}>
            {index === page ? (
              <span aria-current="page">{index + 1}</span>
            ) : (
              <Link to={href(index)} aria-label={t('pager.page', { page: index + 1 })}>
                {index + 1}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages - 1 ? <Link to={href(page + 1)}>{t('pager.next')}</Link> : null}
    </nav>
  );
}
