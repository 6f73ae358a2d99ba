import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorDisableSchema } from '@konyha/domain/users/two-factor.schemas';
import { useForm } from 'react-hook-form';
import { CodeField } from '../../../components/form/CodeField.tsx';
import { FormCard, SubmitButton } from '../../../components/form/Form.tsx';
import styles from '../../../components/form/form.module.css';
import { CurrentPasswordInput } from '../../../components/form/presets.tsx';
import { type Refusals, showRefusal } from '../../../components/form/refusal.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../../../lib/toasts/accountToast.ts';
import { notify, notifyServerError } from '../../../lib/toasts/store.ts';
import { disableTwoFactor } from '../api/twoFactor.ts';

type Values = { password: string; code: string };
const refusals: Refusals<Values> = {
  WRONG_PASSWORD: ['password', 'wrongPassword'],
  WRONG_TWO_FACTOR_CODE: ['code', 'wrongTwoFactorCode'],
  TWO_FACTOR_LOCKED: ['code', 'twoFactorLocked'],
};

/** Switching off asks for the password and a current code, so an open session alone cannot do it. */
export function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useFeatureTranslation('account');
  const form = useForm<Values>({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: '', code: '' },
  });

  const submit = form.handleSubmit(async ({ password, code }) => {
    try {
      await disableTwoFactor(password, code);
      notify(accountToast('success', 'twoFactor.disabled', 'short'));
      onDisabled();
    } catch (error) {
      if (!showRefusal(form, error, refusals)) notifyServerError();
    }
  });

  return (
    <FormCard form={form} texts="account" onSubmit={submit} heading={t('twoFactor.disableHeading')}>
      <p>{t('twoFactor.disableIntro')}</p>
      <CurrentPasswordInput label={t('fields.currentPassword')} />
      <CodeField accepts="any" label={t('twoFactor.code')} hint={t('twoFactor.codeHint')} />
      <div className={styles.actions}>
        <SubmitButton look="secondary">{t('twoFactor.disable')}</SubmitButton>
      </div>
    </FormCard>
  );
}
