import type { Order, PrintWhat } from '@konyha/domain/orders/order.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttonStyles from '../../components/button.module.css';
import { printPath } from './paths.ts';
import styles from './print.module.css';

const kinds: readonly PrintWhat[] = ['ticket', 'slip'];

/**
 * "Print ticket" and "Print slip": the print view in a tab of its own, which prints itself and closes with
 * "Close", so the order list stays where it was.
 */
export function PrintLinks({ order }: { order: Order }) {
  const { t } = useTranslation('staff');
  return (
    <div className={styles.links}>
      {kinds.map((what) => (
        <Link
          key={what}
          to={printPath(order.id, [what])}
          target="_blank"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
          aria-label={t('orders.forOrder', { action: t(`print.${what}`), id: order.id })}
        >
          {t(`print.${what}`)}
        </Link>
      ))}
    </div>
  );
}
