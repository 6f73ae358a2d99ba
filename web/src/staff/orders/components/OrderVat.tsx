import { formatForint } from '@konyha/domain/common/money';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { useTranslation } from 'react-i18next';
import { VatTable } from '../../../components/VatTable.tsx';
import { useLanguage } from '../../../i18n/i18n.ts';

/** The bottle deposit's term and amount among the order's sums (part of the total, outside VAT); none without one. */
export function DepositTerm({ order }: { order: Pick<Order, 'deposit'> }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  if (order.deposit === 0) return null;
  return (
    <>
      <dt>{t('orders.deposit')}</dt>
      <dd>{formatForint(order.deposit, language)}</dd>
    </>
  );
}

/** The order's VAT per rate (issue 17), lines after the coupon and the delivery fee together, as the server split it. */
export function OrderVat({ order }: { order: Pick<Order, 'vat'> }) {
  const { t } = useTranslation('staff');
  return <VatTable rows={order.vat} texts={t('orders.vat', { returnObjects: true })} />;
}
