import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorDisableSchema } from '@konyha/domain/users/two-factor.schemas';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../app/api.ts';
import { notify, notifyServerError } from '../../../app/toasts/store.ts';
import { CodeField } from '../../../components/form/CodeField.tsx';
import { useErrorText } from '../../../components/form/errorText.ts';
import { FormCard, SubmitButton } from '../../../components/form/Form.tsx';
import styles from '../../../components/form/form.module.css';
import { CurrentPasswordInput } from '../../../components/form/presets.tsx';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../../account/accountToast.ts';
import { disableTwoFactor } from '../api/twoFactor.ts';

type Values = { password: string; code: string };

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
      const refused = error instanceof ApiRequestError ? error.code : undefined;
      if (refused === 'WRONG_PASSWORD')
        form.setError('password', { message: 'wrongPassword' }, { shouldFocus: true });
      else if (refused === 'WRONG_TWO_FACTOR_CODE')
        form.setError('code', { message: 'wrongTwoFactorCode' }, { shouldFocus: true });
      else notifyServerError();
    }
  });

  return (
    <FormCard
      form={form}
      errorText={useErrorText('account')}
      onSubmit={submit}
      heading={t('twoFactor.disableHeading')}
    >
      <p>{t('twoFactor.disableIntro')}</p>
      <CurrentPasswordInput label={t('fields.currentPassword')} />
      <CodeField accepts="any" label={t('twoFactor.code')} hint={t('twoFactor.codeHint')} />
      <div className={styles.actions}>
        <SubmitButton look="secondary">{t('twoFactor.disable')}</SubmitButton>
      </div>
    </FormCard>
  );
}
