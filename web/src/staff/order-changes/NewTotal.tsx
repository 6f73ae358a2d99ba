import type { Cart } from '@konyha/domain/cart/cart';
import { formatForint } from '@konyha/domain/common/money';
import type { Order } from '@konyha/domain/orders/order.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '../../components/form/Fieldset.tsx';
import formStyles from '../../components/form/form.module.css';
import { MoneySummary } from '../../components/MoneySummary.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useMinimumOrder } from '../../features/cart/index.ts';
import { useLanguage } from '../../i18n/i18n.ts';
import { asksHowToCollect, cartLines, type DraftLine } from './draft.ts';
import styles from './OrderChanges.module.css';

interface NewTotalProps {
  order: Order;
  lines: readonly DraftLine[];
  zipCode: string;
  collectAtDoor: boolean;
  onCollectAtDoor: (atDoor: boolean) => void;
}

/**
 * The changed order priced as the web shop prices it (its coupon, the delivery cost of its zip code), with the
 * difference to what it cost; below the minimum order value only a warning (staff may still save). An order paid
 * online that gets dearer asks how the extra is paid: a payment link mailed to the guest, or at the door.
 */
export function NewTotal({ order, lines, zipCode, collectAtDoor, onCollectAtDoor }: NewTotalProps) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  // The order's coupon, unless the server no longer takes it (switched off since): then priced without it.
  const [coupon, setCoupon] = useState(order.coupon?.code ?? null);
  const products = cartLines(lines).map(({ id, ...line }) => ({ productId: id, ...line }));
  const cart: Cart | null = products.length > 0 ? { expire: 0, products, coupon } : null;
  const { price, summary, minimum, belowMinimum } = useMinimumOrder(cart, zipCode, setCoupon);
  const difference = summary ? summary.total - order.total : undefined;
  const money = (amount: number) => formatForint(amount, language);

  return (
    <section aria-labelledby="order-change-total" className={styles.section} aria-busy={price.isFetching}>
      <h3 id="order-change-total">{t('orderChanges.newTotal')}</h3>
      {!cart ? null : summary ? (
        <>
          <MoneySummary
            figures={{ ...summary, tip: order.tip }}
            look={{ list: styles.totals, total: styles.total }}
          />
          <p aria-live="polite" data-testid="order-change-difference">
            {t('orderChanges.was', { total: money(order.total) })}{' '}
            <strong>
              {difference === 0
                ? t('orderChanges.noDifference')
                : t(
                    difference !== undefined && difference > 0
                      ? 'orderChanges.dearer'
                      : 'orderChanges.cheaper',
                    {
                      amount: money(Math.abs(difference ?? 0)),
                    },
                  )}
            </strong>
          </p>
        </>
      ) : price.isError ? (
        <p role="alert">{t('orderChanges.priceFailed')}</p>
      ) : (
        <Spinner label={t('orderChanges.pricing')} />
      )}
      {order.coupon && coupon === null ? (
        <p className={styles.warning}>{t('orderChanges.couponDropped', { code: order.coupon.code })}</p>
      ) : null}
      {belowMinimum && minimum !== undefined ? (
        <p className={styles.warning} role="status">
          {t('orderChanges.belowMinimum', { minimum: money(minimum) })}
        </p>
      ) : null}
      {asksHowToCollect(order, difference) ? (
        <Fieldset legend={t('orderChanges.extraHow', { amount: money(difference ?? 0) })}>
          <div className={formStyles.choices}>
            {([false, true] as const).map((atDoor) => (
              <label key={String(atDoor)} className={formStyles.choice}>
                <input
                  type="radio"
                  name="extra-payment"
                  checked={collectAtDoor === atDoor}
                  onChange={() => onCollectAtDoor(atDoor)}
                />
                {t(atDoor ? 'orderChanges.collectAtDoor' : 'orderChanges.paymentLink')}
              </label>
            ))}
          </div>
        </Fieldset>
      ) : null}
    </section>
  );
}
