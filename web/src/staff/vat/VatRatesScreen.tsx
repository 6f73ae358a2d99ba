import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import screenStyles from '../shared/screen.module.css';
import { vatSettingsQuery } from './api.ts';
import { VatRatesForm } from './VatRatesForm.tsx';

/** /dashboard/vat-rates (issue 17, ADMIN and MANAGER): the VAT rates products may have and the delivery fee's. */
export function VatRatesScreen() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('nav.vat-rates'));
  const query = useQuery(vatSettingsQuery);
  return (
    <section aria-labelledby="vat-rates-title" aria-busy={query.isPending} className={screenStyles.screen}>
      <h1 id="vat-rates-title">{t('nav.vat-rates')}</h1>
      <p>{t('vat.intro')}</p>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <VatRatesForm saved={query.data} />
      )}
    </section>
  );
}
