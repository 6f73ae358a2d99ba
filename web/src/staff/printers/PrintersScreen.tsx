import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import screenStyles from '../shared/screen.module.css';
import { printersQuery } from './api.ts';
import { PrintersForm } from './PrintersForm.tsx';

/** /dashboard/printers (issue 16, ADMIN and MANAGER): the ESC/POS network printers and what each prints on accept. */
export function PrintersScreen() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('nav.printers'));
  const query = useQuery(printersQuery);
  return (
    <section aria-labelledby="printers-title" aria-busy={query.isPending} className={screenStyles.screen}>
      <h1 id="printers-title">{t('nav.printers')}</h1>
      <p>{t('printers.intro')}</p>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <PrintersForm saved={query.data.printers} />
      )}
    </section>
  );
}
