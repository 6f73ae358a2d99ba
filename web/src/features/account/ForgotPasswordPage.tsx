import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { resetTokenQuery } from './api/account.ts';
import { NewPasswordForm } from './components/NewPasswordForm.tsx';
import { ResetRequestForm } from './components/ResetRequestForm.tsx';

/** A used or expired link (SPEC §8), with the way to ask for a new one. */
function DeadLink() {
  const { t } = useFeatureTranslation('account');
  return (
    <section className={`${form.card} ${styles.outcome}`}>
      <h2>{t('forgot.failedHeading')}</h2>
      <p role="alert">{t('forgot.failed')}</p>
      <Link to="/user/forgot-password" className={`${button.button} ${button.primary}`}>
        {t('forgot.again')}
      </Link>
    </section>
  );
}

/** Checks the mailed link before offering the new-password form. */
function ResetWithToken({ token }: { token: string }) {
  const { t } = useFeatureTranslation('account');
  const check = useQuery(resetTokenQuery(token));
  const [dead, setDead] = useState(false);
  if (check.isPending) return <Spinner label={t('forgot.checking')} />;
  // Any failure means the link cannot be used; only the unknown ones are worth a "server error" wording.
  if (dead || check.isError) {
    const code = check.error instanceof ApiRequestError ? check.error.code : undefined;
    return dead ||
      code === 'INVALID_TOKEN' ||
      code === 'ALREADY_USED_TOKEN' ||
      code === 'VALIDATION_ERROR' ? (
      <DeadLink />
    ) : (
      <p className={form.alert} role="alert">
        {t('serverError')}
      </p>
    );
  }
  return <NewPasswordForm token={token} onDeadLink={() => setDead(true)} />;
}

/** /user/forgot-password/{token?} (SPEC §2). */
export function ForgotPasswordPage() {
  const { t, ready } = useFeatureTranslation('account');
  const { token } = useParams();
  useDocumentTitle(ready ? t('forgot.title') : '');
  if (!ready) return <PageSpinner />;
  return (
    <div className={page.page}>
      <h1>{t('forgot.title')}</h1>
      <div className={styles.narrow}>
        {token ? <ResetWithToken key={token} token={token} /> : <ResetRequestForm />}
      </div>
    </div>
  );
}
