import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorConfirmSchema } from '@konyha/domain/users/two-factor.schemas';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../app/api.ts';
import { notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { CodeField } from '../../../components/form/CodeField.tsx';
import { useErrorText } from '../../../components/form/errorText.ts';
import form from '../../../components/form/form.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { confirmTwoFactor, type TwoFactorSetup } from '../api/twoFactor.ts';
import styles from './TwoFactor.module.css';

/** The pending secret as a QR code and as text; the app's first code switches two-factor login on. */
export function SetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useFeatureTranslation('account');
  const errorText = useErrorText('account');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    try {
      onEnabled(await confirmTwoFactor(code));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'WRONG_TWO_FACTOR_CODE')
        setError('code', { message: 'wrongTwoFactorCode' }, { shouldFocus: true });
      else notifyServerError();
    }
  });

  return (
    <form className={form.card} onSubmit={submit} noValidate aria-labelledby="two-factor-setup-heading">
      <h2 id="two-factor-setup-heading">{t('twoFactor.setupHeading')}</h2>
      <div className={styles.steps}>
        <p>{t('twoFactor.scan')}</p>
        <img className={styles.qr} src={setup.qrCode} alt={t('twoFactor.qrAlt')} width={192} height={192} />
        <p>{t('twoFactor.manual')}</p>
        {/* Grouped by four like the apps show keys; the apps ignore the spaces. */}
        <code className={styles.secret}>{setup.secret.match(/.{1,4}/g)?.join(' ')}</code>
        <p>{t('twoFactor.enterFirst')}</p>
      </div>
      <CodeField
        accepts="app"
        label={t('twoFactor.appCode')}
        errorText={errorText(errors.code?.message)}
        {...register('code')}
      />
      <div className={form.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={isSubmitting}>
          {t('twoFactor.confirm')}
        </button>
        <button type="button" className={`${button.button} ${button.secondary}`} onClick={onCancel}>
          {t('twoFactor.cancel')}
        </button>
      </div>
    </form>
  );
}
