import { slipLayout, ticketLayout } from '@konyha/domain/printing/print-layout';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import buttonStyles from '../../components/button.module.css';
import { Spinner } from '../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { todayOrdersQuery } from '../shared/api/orders.ts';
import { slipQuery, ticketQuery } from './api.ts';
import { latestChange } from './changes.ts';
import styles from './PrintPage.module.css';
import { PrintPaper } from './PrintPaper.tsx';
import { sizePages, unsizePages } from './pageSize.ts';
import { parseWhat } from './paths.ts';
import { PRINTED_MESSAGE } from './printOnAccept.ts';

/** The browser's print, each paper on a page as long as it is. */
function printPapers(root: HTMLElement | null) {
  if (root) sizePages(root);
  window.print();
}

/**
 * /dashboard/print/{id}?what=ticket,slip (issue 16): the kitchen ticket and/or the bag slip on 80 mm thermal paper,
 * without the site's bar and footer. It prints itself once both are shown; in a frame (`embedded`, print on accept)
 * it then tells the page that opened it, which removes the frame.
 */
export function PrintPage() {
  const { t, ready } = useFeatureTranslation('staff');
  const language = useLanguage();
  const { t: shared } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const what = parseWhat(search.get('what'));
  const embedded = search.has('embedded');
  const ticket = useQuery({ ...ticketQuery(id), enabled: valid && what.includes('ticket') });
  const slip = useQuery({ ...slipQuery(id), enabled: valid && what.includes('slip') });
  const documents = what.map((kind) => (kind === 'ticket' ? ticket : slip));
  // A changed order's paper says CHANGED with its latest change (issue 30); its documents do not carry it here.
  const orders = useQuery({ ...todayOrdersQuery, enabled: valid });
  const changes = latestChange(orders.data?.find((order) => order.id === id)?.changes);
  const shown = ready && documents.every((query) => query.data !== undefined) && !orders.isPending;
  const error = !valid || documents.some((query) => query.isError);
  useDocumentTitle(ready ? t('print.title', { id: params.id }) : shared('common.loading'));

  const main = useRef<HTMLElement>(null);
  useEffect(() => unsizePages, []);
  // Once per visit, also under StrictMode's doubled effects (a ref survives them).
  const printed = useRef(false);
  useEffect(() => {
    if (printed.current || !(shown || error)) return;
    printed.current = true;
    if (shown) printPapers(main.current);
    if (embedded) window.parent.postMessage(PRINTED_MESSAGE, window.location.origin);
  }, [shown, error, embedded]);

  if (!ready) return <Spinner label={shared('common.loading')} />;
  const notFound =
    !valid || documents.some((query) => query.error instanceof ApiRequestError && query.error.status === 404);
  const close = () => {
    // A tab the print button opened closes; a print view reached otherwise goes back to the orders.
    window.close();
    if (!window.closed) navigate('/dashboard');
  };
  const button = (look: 'primary' | 'secondary') => `${buttonStyles.button} ${buttonStyles[look]}`;

  return (
    <main ref={main} className={styles.page} data-testid="print-view">
      <div className={styles.toolbar}>
        <h1>{t('print.title', { id: params.id })}</h1>
        {embedded ? null : (
          <>
            <button
              type="button"
              className={button('primary')}
              disabled={!shown}
              onClick={() => printPapers(main.current)}
            >
              {t('print.print')}
            </button>
            <button type="button" className={button('secondary')} onClick={close}>
              {t('print.close')}
            </button>
          </>
        )}
      </div>
      {error ? (
        <p role="alert">{notFound ? t('print.notFound') : t('loadFailed')}</p>
      ) : !shown ? (
        <Spinner label={t('loading')} />
      ) : (
        what.map((kind) =>
          kind === 'ticket' && ticket.data ? (
            <PrintPaper
              key={kind}
              page={kind}
              orderId={ticket.data.orderId}
              lines={ticketLayout({ ...ticket.data, changes }, language)}
            />
          ) : kind === 'slip' && slip.data ? (
            <PrintPaper
              key={kind}
              page={kind}
              orderId={slip.data.orderId}
              lines={slipLayout({ ...slip.data, changes }, language)}
            />
          ) : null,
        )
      )}
    </main>
  );
}
