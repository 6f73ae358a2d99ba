import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorConfirmSchema } from '@konyha/domain/users/two-factor.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField } from '../../../components/form/CodeField.tsx';
import { FormActions, FormCard } from '../../../components/form/Form.tsx';
import { type Refusals, showRefusal } from '../../../components/form/refusal.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { login } from '../api/account.ts';

type Values = { code: string };
const refusals: Refusals<Values> = {
  WRONG_TWO_FACTOR_CODE: ['code', 'wrongTwoFactorCode'],
  TWO_FACTOR_LOCKED: ['code', 'twoFactorLocked'],
};

/**
 * The login's second step for staff with two-factor login on: the server answered TWO_FACTOR_REQUIRED, so we ask
 * for the app's code (or a recovery code) and send it with the e-mail and password once more.
 */
export function TwoFactorStep({
  credentials,
  onToken,
  onBack,
}: {
  credentials: { email: string; password: string };
  onToken: (token: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useFeatureTranslation('account');
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: '' },
  });

  // The step replaces the password form, so the keyboard and the screen reader go straight to the code.
  useEffect(() => form.setFocus('code'), [form.setFocus]);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onToken(await login(credentials.email, credentials.password, code));
    } catch (error) {
      if (!showRefusal(form, error, refusals)) notifyServerError();
    }
  });

  return (
    <FormCard form={form} texts="account" onSubmit={submit} heading={t('twoFactor.loginHeading')}>
      <p>{t('twoFactor.loginIntro')}</p>
      <CodeField accepts="any" label={t('twoFactor.code')} hint={t('twoFactor.codeHint')} />
      <FormActions
        submit={t('twoFactor.loginSubmit')}
        leave={{ label: t('twoFactor.back'), onClick: onBack }}
      />
    </FormCard>
  );
}
