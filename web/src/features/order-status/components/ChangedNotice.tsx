import { formatForint } from '@konyha/domain/common/money';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { OrderStatus } from '../api/orderStatus.ts';
import { clockTime } from '../format.ts';

/** What a change meant for the guest's money: an extra to pay online or at the door, or a refund. */
function moneyOf(order: OrderStatus): ['toPay' | 'collects' | 'refunded', number] | null {
  const open = !order.closedAt && !order.deliveredAt;
  if (order.extraPayment) return ['toPay', order.extraPayment.amount];
  if (open && order.extraDue > 0) return ['collects', order.extraDue];
  if (order.refundedAmount > 0) return ['refunded', order.refundedAmount];
  // Paid at the door: the courier collects the new total.
  return open && !order.payed ? ['collects', order.total] : null;
}

/**
 * Issue 30: the restaurant changed the order. Sentences for the page's status region (announced on the live update
 * that brings the change); the link to pay an extra is not a sentence and goes below the region.
 */
export function ChangedNotice({ order, changedAt }: { order: OrderStatus; changedAt: string }) {
  const { t } = useFeatureTranslation('orderStatus');
  const language = useLanguage();
  const money = moneyOf(order);
  return (
    <>
      <p>{t('changed.title', { time: clockTime(changedAt, language) })}</p>
      {money && <p>{t(`changed.${money[0]}`, { amount: formatForint(money[1], language) })}</p>}
    </>
  );
}
