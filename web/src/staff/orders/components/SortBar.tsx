import { type OrderSortKey, orderSortKeys } from '@konyha/domain/orders/order.schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from './SortBar.module.css';

/**
 * Sort buttons for the all-orders list. They sit above the table rather than in its header cells, because the
 * shared table hides its header row in the card layout (≤ 1000 px) and sorting must work on a phone too.
 * Pressing the current key flips the direction; another key starts ascending (date: newest first).
 */
export function SortBar({ sortBy, ascending }: { sortBy: OrderSortKey; ascending: boolean }) {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const sort = (key: OrderSortKey) => {
    const next = new URLSearchParams(params);
    const nextAscending = key === sortBy ? !ascending : key !== 'date';
    next.delete('page');
    next.set('sort', key);
    next.set('desc', String(!nextAscending));
    setParams(next);
  };
  return (
    <fieldset className={styles.bar}>
      <legend className={styles.label}>{t('all.sortBy')}</legend>
      {orderSortKeys.map((key) => {
        const current = key === sortBy;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={current}
            className={styles.button}
            onClick={() => sort(key)}
          >
            {t(`all.columns.${key}`)}
            {current ? (
              <>
                <span aria-hidden="true">{ascending ? ' ▲' : ' ▼'}</span>
                <span className="visually-hidden">{`, ${ascending ? t('all.ascending') : t('all.descending')}`}</span>
              </>
            ) : null}
          </button>
        );
      })}
    </fieldset>
  );
}
