import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { AdminScreen } from '../shared/AdminScreen.tsx';
import { couponsQuery } from './api/coupons.ts';
import { CouponForm } from './components/CouponForm.tsx';
import { CouponTable } from './components/CouponTable.tsx';

/** /dashboard/coupons (ADMIN, MANAGER): add a coupon, list them, switch them on and off. */
export function CouponsScreen() {
  return (
    <AdminScreen title="coupon.title">
      <CouponForm />
      <Coupons />
    </AdminScreen>
  );
}

function Coupons() {
  const { t } = useTranslation('staff');
  const query = useQuery(couponsQuery);
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError) return <p role="alert">{t('listLoadFailed')}</p>;
  return <CouponTable coupons={query.data} />;
}
