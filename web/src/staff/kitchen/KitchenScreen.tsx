import type { Order } from '@konyha/domain/orders/order.schemas';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { useNow } from '../shared/alertClock.ts';
import { todayOrdersQuery } from '../shared/api/orders.ts';
import { useDietMarks } from './dietMarks.ts';
import { KitchenCard } from './KitchenCard.tsx';
import styles from './kitchen.module.css';
import { useFullscreen } from './useFullscreen.ts';

/** The kitchen's columns, left to right. */
export const kitchenColumns = ['NEW', 'PREPARING', 'READY'] as const;
type KitchenColumn = (typeof kitchenColumns)[number];

/**
 * /dashboard/kitchen (issue 33): today's open orders in three columns, New, Preparing and Ready for the courier, in
 * large type for a tablet on the wall, one tap moving a card on. It reads the one order list the live channel keeps
 * current (as "Current orders" does), so a second tablet follows every move; the live channel keeps the screen awake.
 */
export function KitchenScreen() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('kitchen.title'));
  const query = useQuery(todayOrdersQuery);
  // The time as a number: the same second gives the same prop, so the memoised cards stay as they are.
  const now = useNow().getTime();
  const marksOf = useDietMarks();
  const fullscreen = useFullscreen();
  const heading = useRef<HTMLHeadingElement>(null);
  // The card this tablet just moved, and the column it went to: there it takes the focus (a move made on another
  // tablet never does). One handed to the courier leaves the screen: the focus goes to the heading instead.
  const [moved, setMoved] = useState<{ id: number; to: Order['state'] }>();
  // Stable, so a new order's arrival renders its own card only (the cards are memoised).
  const onMoved = useCallback((order: Order) => {
    const to = kitchenColumns[kitchenColumns.indexOf(order.state as KitchenColumn) + 1];
    if (to) setMoved({ id: order.id, to });
    else heading.current?.focus();
  }, []);
  const orders = query.data ?? [];

  return (
    // Not a region of its own: in Hungarian its name would be the footer's ("Konyha", the restaurant's name).
    <div aria-busy={query.isPending} className={styles.screen}>
      <div className={styles.top}>
        <h1 id="kitchen-title" ref={heading} tabIndex={-1}>
          {t('kitchen.title')}
        </h1>
        {fullscreen.supported ? (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? t('kitchen.exitFullscreen') : t('kitchen.fullscreen')}
          </button>
        ) : null}
      </div>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <div className={styles.columns}>
          {kitchenColumns.map((state) => {
            const column = orders.filter((order) => order.state === state);
            const id = `kitchen-column-${state}`;
            return (
              <section key={state} aria-labelledby={id} className={styles.column}>
                <h2 id={id} className={styles.columnTitle}>
                  {t(`kitchen.columns.${state}`)} <span className={styles.count}>{column.length}</span>
                </h2>
                {column.length === 0 ? (
                  <p className={styles.empty}>{t('kitchen.empty')}</p>
                ) : (
                  <ul className={styles.cards}>
                    {column.map((order) => (
                      <li key={order.id}>
                        <KitchenCard
                          order={order}
                          now={now}
                          marksOf={marksOf}
                          focused={moved?.id === order.id && moved.to === order.state}
                          onMoved={onMoved}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
