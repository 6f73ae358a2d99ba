import type { Order } from '@konyha/domain/orders/order.schemas';
import { can } from '@konyha/domain/users/capabilities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../../components/button.module.css';
import { useSession } from '../../../lib/session.ts';
import { useInvoicePdf, useRetryInvoice } from '../api/invoice.ts';
import styles from './InvoiceDetails.module.css';

/**
 * Where the order's invoice or receipt stands at Számlázz.hu (issue 34), in one line: being issued; issued, with its
 * number and PDF; failed, with why and (ADMIN, MANAGER) a retry; reversed, with the reversal's number and PDF.
 * Nothing for an order with none due.
 */
export function InvoiceDocument({ order }: { order: Pick<Order, 'id' | 'invoiceDocument'> }) {
  const { t } = useTranslation('staff');
  const { user } = useSession();
  const lineId = useId();
  const pdf = useInvoicePdf();
  const retry = useRetryInvoice();
  const { status, kind, number, error } = order.invoiceDocument;
  if (status === 'none') return null;
  const document = t(`orders.document.${kind ?? 'invoice'}`);
  const small = `${button.button} ${button.secondary} ${button.small}`;
  const retries = status === 'failed' && Boolean(user && can(user.role, 'retryInvoices'));

  const text =
    status === 'pending'
      ? t('orders.document.pending', { document })
      : status === 'failed'
        ? t('orders.document.failed', { document, error: error ?? t('orders.document.noReason') })
        : status === 'reversed'
          ? t('orders.document.reversed', { number })
          : t('orders.document.issued', { document, number });

  return (
    <div className={styles.document}>
      <p id={lineId} className={status === 'failed' ? styles.failed : undefined}>
        {text}
      </p>
      {(status === 'issued' || status === 'reversed') && number !== null ? (
        <button
          type="button"
          className={small}
          disabled={pdf.busy}
          aria-describedby={lineId}
          onClick={() => pdf.fetchPdf(order.id, number)}
        >
          {t('orders.document.pdf')}
        </button>
      ) : null}
      {retries ? (
        <button
          type="button"
          className={small}
          disabled={retry.isPending}
          aria-describedby={lineId}
          onClick={() => retry.mutate(order.id)}
        >
          {t('orders.document.retry')}
        </button>
      ) : null}
    </div>
  );
}
