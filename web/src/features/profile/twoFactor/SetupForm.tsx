import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorConfirmSchema } from '@konyha/domain/users/two-factor.schemas';
import { useForm } from 'react-hook-form';
import { CodeField } from '../../../components/form/CodeField.tsx';
import { FormActions, FormCard } from '../../../components/form/Form.tsx';
import { showRefusal } from '../../../components/form/refusal.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
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
  const form = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: '' },
  });

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      onEnabled(await confirmTwoFactor(code));
    } catch (error) {
      if (!showRefusal(form, error, { WRONG_TWO_FACTOR_CODE: ['code', 'wrongTwoFactorCode'] }))
        notifyServerError();
    }
  });

  return (
    <FormCard form={form} texts="account" onSubmit={submit} heading={t('twoFactor.setupHeading')}>
      <div className={styles.steps}>
        <p>{t('twoFactor.scan')}</p>
        <img className={styles.qr} src={setup.qrCode} alt={t('twoFactor.qrAlt')} width={192} height={192} />
        <p>{t('twoFactor.manual')}</p>
        {/* Grouped by four like the apps show keys; the apps ignore the spaces. */}
        <code className={styles.secret}>{setup.secret.match(/.{1,4}/g)?.join(' ')}</code>
        <p>{t('twoFactor.enterFirst')}</p>
      </div>
      <CodeField accepts="app" label={t('twoFactor.appCode')} />
      <FormActions
        submit={t('twoFactor.confirm')}
        leave={{ label: t('twoFactor.cancel'), onClick: onCancel }}
      />
    </FormCard>
  );
}
