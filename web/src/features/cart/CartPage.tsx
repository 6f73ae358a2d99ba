import { formatForint } from '@konyha/domain/common/money';
import { effectiveDeliveryMinutes, notBusy } from '@konyha/domain/restaurant/busy-mode';
import { useQuery } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useEffect, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import button from '../../components/button.module.css';
import { TruckIcon } from '../../components/icons.tsx';
import orderLayout from '../../components/orderLayout.module.css';
import page from '../../components/page.module.css';
import { Spinner } from '../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { useCart } from '../../lib/cartStore.ts';
import { DEFAULT_MENU_PATH } from '../../lib/menuPath.ts';
import { busyQuery } from '../../lib/queries/ordering.ts';
import { notify } from '../../lib/toasts/store.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { OrderingNotice } from '../menu/index.ts';
import { useCartItems } from './api/cartItems.ts';
import { deliveryMinutesQuery, useMinimumOrder } from './api/pricing.ts';
import styles from './CartPage.module.css';
import { CartItems } from './components/CartItems.tsx';
import { CouponForm } from './components/CouponForm.tsx';
import { PriceSummary } from './components/PriceSummary.tsx';
import { ReorderNotice } from './reorder/ReorderNotice.tsx';

/**
 * Where a payment page sends the guest back without a payment (`/cart?payment=…`): the card issuer's page when the
 * card was refused or its page cancelled (`rejected`), and the payment provider's (issue 27) when the guest cancelled,
 * its page timed out or the bank did not approve. The cart is untouched, so the guest may simply try again.
 */
const paymentReturns: Partial<Record<string, ParseKeys<'checkout'>>> = {
  rejected: 'cart.paymentRejected',
  cancelled: 'cart.paymentCancelled',
  timeout: 'cart.paymentTimeout',
  failed: 'cart.paymentFailed',
};

/** Once the cart's texts are there (`ready`): a toast shown before would read as its key until they load. */
function usePaymentReturnWarning(ready: boolean) {
  const [params, setParams] = useSearchParams();
  const messageKey = paymentReturns[params.get('payment') ?? ''];
  useEffect(() => {
    if (!messageKey || !ready) return;
    notify({ kind: 'warning', messageKey: `checkout:${messageKey}` as ParseKeys, duration: 'long' });
    // Once shown, the mark leaves the address, so a reload does not repeat the warning.
    setParams({}, { replace: true });
  }, [messageKey, ready, setParams]);
}

export function CartPage() {
  const { t, ready } = useFeatureTranslation('checkout');
  const cart = useCart();
  usePaymentReturnWarning(ready);
  useDocumentTitle(ready ? t('cart.title') : '');

  if (!ready) return <Spinner label="…" />;
  return (
    <div className={page.page}>
      <h1>{t('cart.title')}</h1>
      <OrderingNotice />
      <ReorderNotice />
      {cart ? (
        <CartContents />
      ) : (
        <p className={styles.empty}>
          {t('cart.empty')} <Link to={DEFAULT_MENU_PATH}>{t('cart.toMenu')}</Link>
        </p>
      )}
    </div>
  );
}

function CartContents() {
  const { t } = useFeatureTranslation('checkout');
  const language = useLanguage();
  const navigate = useNavigate();
  const cart = useCart();
  const { items } = useCartItems(cart);
  const { price, summary, minimum, belowMinimum } = useMinimumOrder(cart);
  const baseMinutes = useQuery(deliveryMinutesQuery).data;
  const busy = useQuery(busyQuery).data;
  // Busy mode's extra minutes are part of the estimate while they last.
  const minutes =
    baseMinutes === undefined
      ? undefined
      : effectiveDeliveryMinutes(baseMinutes, busy ?? notBusy, new Date());
  const minimumId = useId();
  const changedId = useId();
  const changed = items.some((item) => item.changed);
  if (!cart) return null;

  return (
    <>
      {minutes !== undefined && (
        <p className={styles.banner}>
          <TruckIcon />
          {t('cart.deliveryTime', { minutes })}
        </p>
      )}
      <div className={orderLayout.layout}>
        <div className={styles.items}>
          <CartItems items={items} />
        </div>
        <div className={styles.side}>
          <CouponForm cart={cart} summary={summary} />
          <PriceSummary summary={summary} failed={price.isError && !summary} />
          {minimum !== undefined && (
            <p id={minimumId} className={belowMinimum ? orderLayout.warning : styles.minimum}>
              {belowMinimum
                ? t('cart.belowMinimum', { amount: formatForint(minimum, language) })
                : t('cart.minimumOrder', { amount: formatForint(minimum, language) })}
            </p>
          )}
          {changed && (
            <p id={changedId} className={orderLayout.warning}>
              {t('cart.changedBlocked')}
            </p>
          )}
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            disabled={belowMinimum !== false || changed}
            aria-describedby={
              [minimum !== undefined && minimumId, changed && changedId].filter(Boolean).join(' ') ||
              undefined
            }
            onClick={() => navigate('/pay')}
          >
            {t('cart.toPayment')}
          </button>
        </div>
      </div>
    </>
  );
}
