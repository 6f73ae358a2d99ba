import { formatForint } from '@konyha/domain/common/money';
import { changeToBring } from '@konyha/domain/orders/cash';
import { moneyWords } from '@konyha/domain/orders/money-words';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n.ts';

/** The change the courier brings for an order; null unless a cash guest said what they pay with. */
export const orderChange = (order: Pick<Order, 'payment' | 'total' | 'payWith'>) =>
  order.payment === 'CASH' ? changeToBring(order.total, order.payWith) : null;

/** "pays with: 10 000 Ft — change: 4 530 Ft" in the money words; undefined when there is no change to bring. */
export function usePayWithText() {
  const language = useLanguage();
  const words = moneyWords[language];
  const money = (amount: number) => formatForint(amount, language);
  return (payWith: number | null, change: number | null) =>
    payWith === null || change === null
      ? undefined
      : `${words.payWith.toLowerCase()}: ${money(payWith)} — ${words.change.toLowerCase()}: ${money(change)}`;
}

/** The payment method, and for cash the note the guest pays with and the change. */
export function PaymentText({ order }: { order: Order }) {
  const { t } = useTranslation('staff');
  const payWith = usePayWithText()(order.payWith, orderChange(order));
  return (
    <>
      {t(`payment.${order.payment}`)}
      {payWith ? ` — ${payWith}` : null}
    </>
  );
}
