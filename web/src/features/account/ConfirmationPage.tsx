import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../pages/ComingSoon.tsx';

/** Placeholder until the accounts release: confirms the e-mail address of a new account. */
export function ConfirmationPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('comingSoon.titles.confirmation')} />;
}
