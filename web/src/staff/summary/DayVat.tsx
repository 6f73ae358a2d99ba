import { formatForint } from '@konyha/domain/common/money';
import { dailyVat } from '@konyha/domain/orders/daily-summary';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { useTranslation } from 'react-i18next';
import { VatTable } from '../../components/VatTable.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import styles from './DailySummaryScreen.module.css';

/** The bookkeeper's part of the day (issue 17, ADMIN and MANAGER): gross, net and VAT per rate, and the deposit. */
export function DayVat({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { vat, deposit } = dailyVat(orders);
  return (
    <div className={styles.vat}>
      <VatTable rows={vat} />
      <p>{t('summary.deposit', { amount: formatForint(deposit, language) })}</p>
    </div>
  );
}
