import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { paymentSettingsQuery } from '../../lib/queries/payments.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import screenStyles from '../shared/screen.module.css';
import { PaymentsForm } from './PaymentsForm.tsx';
import styles from './payments.module.css';

/**
 * /dashboard/payments (issue 27, ADMIN and MANAGER): the payment methods guests are offered and how long an online
 * payment waits for its guest. Read afresh on opening: another manager may have changed them a minute ago.
 */
export function PaymentsScreen() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('nav.payments'));
  const query = useQuery({ ...paymentSettingsQuery, staleTime: 0 });
  return (
    <section aria-labelledby="payments-title" aria-busy={query.isPending} className={screenStyles.screen}>
      <h1 id="payments-title">{t('nav.payments')}</h1>
      <p>{t('payments.intro')}</p>
      {query.data?.testMode && <p className={styles.testMode}>{t('payments.testMode')}</p>}
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <PaymentsForm saved={query.data} />
      )}
    </section>
  );
}
