import type { Coupon } from '@konyha/domain/coupons/coupons';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { Switch } from '../../../components/Switch.tsx';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { notifyStaff } from '../../shared/notifyStaff.ts';
import { useSetCouponActive } from '../api/coupons.ts';

/** The coupons with code, discount and an active switch (SPEC §2). */
export function CouponTable({ coupons }: { coupons: readonly Coupon[] }) {
  const { t } = useTranslation('staff');
  const setActive = useSetCouponActive();
  const labelId = (coupon: Coupon) => `coupon-${coupon.id}-active`;

  const columns: Column<Coupon>[] = [
    { key: 'code', header: t('coupon.code'), cell: (coupon) => coupon.code },
    {
      key: 'discount',
      header: t('coupon.discount'),
      numeric: true,
      cell: (coupon) => t('coupon.percent', { value: coupon.discount }),
    },
    {
      key: 'active',
      header: t('coupon.active'),
      cell: (coupon) => (
        <>
          <span id={labelId(coupon)} hidden>
            {t('coupon.activeOf', { code: coupon.code })}
          </span>
          <Switch
            checked={coupon.isActive}
            labelledBy={labelId(coupon)}
            disabled={setActive.isPending && setActive.variables?.code === coupon.code}
            onToggle={() =>
              setActive.mutate(
                { code: coupon.code, isActive: !coupon.isActive },
                {
                  onSuccess: () => notifyStaff('success', 'toast.modified', 'short'),
                  onError: notifyServerError,
                },
              )
            }
          >
            {t(coupon.isActive ? 'common.yes' : 'common.no')}
          </Switch>
        </>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('coupon.listCaption')}
      columns={columns}
      rows={coupons}
      rowKey={(coupon) => coupon.id}
      emptyText={t('tableNoData')}
    />
  );
}
