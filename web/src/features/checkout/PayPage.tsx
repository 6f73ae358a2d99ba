import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../pages/ComingSoon.tsx';

/** Placeholder until the checkout release: the order form (SPEC §2 Pay form). */
export function PayPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('comingSoon.titles.pay')} />;
}
