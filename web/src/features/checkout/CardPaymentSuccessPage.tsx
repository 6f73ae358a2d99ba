import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../pages/ComingSoon.tsx';

/** Placeholder until the checkout release: finishes an online card payment, then goes home. */
export function CardPaymentSuccessPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('comingSoon.titles.cardPayment')} />;
}
