import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import screenStyles from '../shared/screen.module.css';
import { invoicingSettingsQuery } from './api.ts';
import { InvoicingForm } from './InvoicingForm.tsx';

/**
 * /dashboard/invoicing (issue 34, ADMIN): whether and how Konyha issues invoices and receipts through Számlázz.hu's
 * Agent. Read afresh on opening: the key kept may have been replaced from another browser.
 */
export function InvoicingScreen() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('nav.invoicing'));
  const query = useQuery({ ...invoicingSettingsQuery, staleTime: 0 });
  return (
    <section aria-labelledby="invoicing-title" aria-busy={query.isPending} className={screenStyles.screen}>
      <h1 id="invoicing-title">{t('nav.invoicing')}</h1>
      <p>{t('invoicing.intro')}</p>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <InvoicingForm saved={query.data} />
      )}
    </section>
  );
}
