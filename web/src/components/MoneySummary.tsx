import { formatForint } from '@konyha/domain/common/money';
import { moneyLabel, moneyWords } from '@konyha/domain/orders/money-words';
import { type MoneyFigures, moneyLines } from '@konyha/domain/orders/order-money';
import { useLanguage } from '../i18n/i18n.ts';

/** Each page's own look for the list: its classes, so the cart, the order page and the cards stay as they were. */
export interface MoneySummaryLook {
  list?: string;
  total?: string;
  /** The delivery fee's value while the address is not known. */
  pending?: string;
}

/**
 * An order's money (issue 29) as a definition list: the lines `moneyLines` gives, labelled with the money words,
 * the total last. `couponNamed` puts the coupon's code and percent in the discount's label where the page does not
 * show the coupon elsewhere. Small on purpose: the public order-status page imports it (a 150 kB first load).
 */
export function MoneySummary({
  figures,
  look,
  couponNamed = false,
}: {
  figures: MoneyFigures;
  look: MoneySummaryLook;
  couponNamed?: boolean;
}) {
  const language = useLanguage();
  const words = moneyWords[language];
  return (
    <dl className={look.list}>
      {moneyLines(figures).map(({ key, amount }) => (
        <div key={key} className={key === 'total' || key === 'toPay' ? look.total : undefined}>
          <dt>{moneyLabel(words, key, couponNamed ? figures.coupon : null)}</dt>
          <dd className={amount === null ? look.pending : undefined}>
            {amount === null ? words.deliveryLater : formatForint(amount, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
