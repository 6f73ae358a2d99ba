import type { Order, OrderPrint, PrintWhat } from '@konyha/domain/orders/order.schemas';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { needsAttention, useReprint } from './api.ts';
import styles from './print.module.css';

const knownReasons = ['OFFLINE', 'TIMEOUT', 'NOT_ALLOWED'] as const;
const reasonOf = (error: string | null) =>
  knownReasons.find((reason) => reason === error) ?? ('other' as const);

/**
 * A network print that has not come out (issue 16): "Ticket not printed — printer offline (Kitchen)" while the
 * server retries or after it gave up, and a reprint button per document. The order's live updates clear it.
 */
export function PrintWarnings({ order }: { order: Order }) {
  const { t } = useTranslation('staff');
  const reprint = useReprint();
  const failed = order.prints.filter((print) => needsAttention(print.status));
  if (failed.length === 0) return null;
  const documents = (['ticket', 'slip'] as const).filter((what) =>
    failed.some((print) => print.what === what),
  );
  const text = (print: OrderPrint) =>
    t(`print.failed.${print.what}`, {
      reason: t(`print.reasons.${reasonOf(print.error)}`),
      printer: print.printer,
    });
  const reprintLabel = (what: PrintWhat) => t(`print.reprint.${what}`);
  return (
    <div className={styles.warnings}>
      <ul>
        {failed.map((print) => (
          <li key={`${print.what}-${print.printer}`}>
            <strong>{text(print)}</strong>
            {print.status === 'RETRYING' ? ` ${t('print.retrying')}` : null}
          </li>
        ))}
      </ul>
      <div className={styles.links}>
        {documents.map((what) => (
          <button
            key={what}
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.small}`}
            disabled={reprint.isPending}
            aria-label={t('orders.forOrder', { action: reprintLabel(what), id: order.id })}
            onClick={() => reprint.mutate({ order, what })}
          >
            {reprintLabel(what)}
          </button>
        ))}
      </div>
    </div>
  );
}
