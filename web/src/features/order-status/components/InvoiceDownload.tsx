import type { InvoiceDocumentStatus } from '@konyha/domain/invoicing/invoice-status.schemas';
import { useId, useState } from 'react';
import button from '../../../components/button.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { download } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/saveFile.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import styles from './InvoiceDownload.module.css';

type Props = {
  orderId: number;
  document: InvoiceDocumentStatus;
  /**
   * The order page's token, for a guest without a login: sent in the X-Status-Token header, never in the URL.
   * The profile leaves it out: the login is enough there.
   */
  token?: string;
  /** The order's heading, which tells the button apart from the other orders' in a list. */
  describedBy?: string;
  small?: boolean;
};

/**
 * The order's invoice or receipt (issue 34): issued or reversed, a button that fetches its PDF (the reversal's once
 * reversed) with its number beside it; pending, a quiet line that it is on its way. A failed one is the staff's to
 * see to, so the guest is told nothing of it, as of none; nor do its texts load then (most orders have none).
 */
export function InvoiceDownload(props: Props) {
  const { status } = props.document;
  return status === 'pending' || status === 'issued' || status === 'reversed' ? (
    <DocumentView {...props} />
  ) : null;
}

function DocumentView({ orderId, document, token, describedBy, small }: Props) {
  const { t, ready } = useFeatureTranslation('invoiceDocument');
  const numberId = useId();
  const [busy, setBusy] = useState(false);
  const kind = document.kind ?? 'invoice';
  const { number } = document;
  if (!ready) return null;
  if (document.status === 'pending') return <p className={styles.pending}>{t(`pending.${kind}`)}</p>;
  if (number === null) return null;

  async function fetchPdf(docNumber: string) {
    setBusy(true);
    try {
      const { blob, fileName } = await download('GET /order/:id/invoice.pdf', {
        params: { id: orderId },
        headers: token ? { 'x-status-token': token } : {},
      });
      saveFile(blob, fileName ?? `${docNumber}.pdf`);
    } catch {
      notifyServerError();
    } finally {
      setBusy(false);
    }
  }

  const reversal = kind === 'receipt' ? 'reversedReceipt' : 'reversedInvoice';
  return (
    <div className={styles.document}>
      <button
        type="button"
        className={`${button.button} ${button.secondary} ${small ? button.small : ''}`}
        disabled={busy}
        aria-describedby={describedBy ? `${describedBy} ${numberId}` : numberId}
        onClick={() => fetchPdf(number)}
      >
        {t(`download.${document.status === 'reversed' ? reversal : kind}`)}
      </button>
      <span id={numberId} className={styles.number}>
        {t('number', { number })}
      </span>
    </div>
  );
}
