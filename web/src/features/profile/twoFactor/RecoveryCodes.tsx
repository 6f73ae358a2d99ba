import button from '../../../components/button.module.css';
import form from '../../../components/form/form.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../../../lib/toasts/accountToast.ts';
import { notify, notifyServerError } from '../../../lib/toasts/store.ts';
import styles from './TwoFactor.module.css';

/** The ten recovery codes right after enrolment: the only time they are shown, so copy, download and a warning. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useFeatureTranslation('account');
  const text = `${codes.join('\n')}\n`;
  // A data URL: ten short lines, and nothing to revoke afterwards.
  const fileUrl = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify(accountToast('success', 'twoFactor.copied', 'short'));
    } catch {
      notifyServerError();
    }
  }

  return (
    <section className={form.card} aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading">{t('twoFactor.codesHeading')}</h2>
      <p className={form.alert}>{t('twoFactor.codesWarning')}</p>
      <ol className={styles.codes} aria-label={t('twoFactor.codesHeading')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={form.actions}>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={() => void copy()}>
          {t('twoFactor.copy')}
        </button>
        <a
          className={`${button.button} ${button.secondary}`}
          href={fileUrl}
          download="konyha-recovery-codes.txt"
        >
          {t('twoFactor.download')}
        </a>
        <button type="button" className={`${button.button} ${button.primary}`} onClick={onDone}>
          {t('twoFactor.done')}
        </button>
      </div>
    </section>
  );
}
