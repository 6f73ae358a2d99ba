import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../pages/ComingSoon.tsx';

/** Placeholder until the accounts release: login and sign-up forms side by side (SPEC §2). */
export function LoginPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('comingSoon.titles.login')} />;
}
