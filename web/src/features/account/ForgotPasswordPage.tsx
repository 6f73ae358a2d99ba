import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../pages/ComingSoon.tsx';

/** Placeholder until the accounts release: request a reset link, or set a new password with a token. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('comingSoon.titles.forgotPassword')} />;
}
