import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import button from '../../components/button.module.css';
import form from '../../components/form/form.module.css';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import page from '../../components/page.module.css';
import { Spinner } from '../../components/Spinner.tsx';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import styles from './AccountPage.module.css';
import { confirmationQuery } from './api/account.ts';

/** The outcome of following the mailed link. */
function Outcome({ token }: { token: string }) {
  const { t } = useFeatureTranslation('account');
  const confirmation = useQuery(confirmationQuery(token));
  if (confirmation.isPending) return <Spinner label={t('confirmation.checking')} />;
  if (confirmation.isSuccess)
    return (
      <section className={`${form.card} ${styles.outcome}`}>
        <h2>{t('confirmation.successHeading')}</h2>
        <p role="status">{t('confirmation.success')}</p>
        <Link to="/login" className={`${button.button} ${button.primary}`}>
          {t('confirmation.toLogin')}
        </Link>
      </section>
    );
  // SPEC §8 names WRONG_CONFIRMATION_CODE and ALREADY_CONFIRMED; a server fault gets its own wording.
  const code = confirmation.error instanceof ApiRequestError ? confirmation.error.code : undefined;
  const serverFault = code === 'SERVER_ERROR' || code === 'TOO_MANY_REQUESTS';
  return (
    <section className={`${form.card} ${styles.outcome}`}>
      <h2>{t('confirmation.failedHeading')}</h2>
      <p role="alert">{serverFault ? t('serverError') : t('confirmation.failed')}</p>
    </section>
  );
}

/** /user/confirmation/{token} (SPEC §2). */
export function ConfirmationPage() {
  const { t, ready } = useFeatureTranslation('account');
  const { token = '' } = useParams();
  useDocumentTitle(ready ? t('confirmation.title') : '');
  if (!ready) return <PageSpinner />;
  return (
    <div className={page.page}>
      <h1>{t('confirmation.title')}</h1>
      <div className={styles.narrow}>
        <Outcome key={token} token={token} />
      </div>
    </div>
  );
}
