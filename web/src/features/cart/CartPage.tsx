import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../pages/ComingSoon.tsx';

/** Placeholder until the cart release: items, coupon and price summary (SPEC §2 Cart screen). */
export function CartPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('comingSoon.titles.cart')} />;
}
