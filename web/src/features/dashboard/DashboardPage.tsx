import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../pages/ComingSoon.tsx';

/** Placeholder until the staff release. Loaded in a chunk of its own, so no dashboard code reaches guests. */
export function DashboardPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('comingSoon.titles.dashboard')} />;
}
