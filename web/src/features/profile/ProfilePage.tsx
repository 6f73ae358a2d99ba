import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../pages/ComingSoon.tsx';

/** Placeholder until the accounts release: my data, addresses and orders. */
export function ProfilePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('comingSoon.titles.profile')} />;
}
