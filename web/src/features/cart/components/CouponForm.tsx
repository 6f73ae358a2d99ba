import type { Cart } from '@konyha/domain/cart/cart';
import type { PriceSummary } from '@konyha/domain/orders/checkout.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import button from '../../../components/button.module.css';
import page from '../../../components/page.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { setCartCoupon } from '../../../lib/cartStore.ts';
import { notifyServerError } from '../../../lib/toasts/store.ts';
import { type CouponProblem, couponProblem, priceQuery } from '../api/pricing.ts';
import styles from './CouponForm.module.css';

/**
 * Redeems one coupon (SPEC §4, §8): the server prices the cart with it first, and only an accepted code is kept.
 * `onCoupon` keeps it where the cart is not the guest's stored one (the staff's phone order).
 */
export function CouponForm({
  cart,
  summary,
  onCoupon = setCartCoupon,
}: {
  cart: Cart;
  summary: PriceSummary | undefined;
  onCoupon?: (code: string | null) => void;
}) {
  const { t } = useFeatureTranslation('checkout');
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<CouponProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();

  async function apply(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || busy) return;
    if (cart.coupon) {
      setProblem('usedCoupon');
      return;
    }
    setBusy(true);
    try {
      const priced = await queryClient.fetchQuery(priceQuery(cart, typed));
      onCoupon(priced.coupon?.code ?? typed.toUpperCase());
      setCode('');
      setProblem(null);
    } catch (error) {
      const found = couponProblem(error instanceof ApiRequestError ? error.code : undefined);
      setProblem(found ?? null);
      if (!found) notifyServerError();
    } finally {
      setBusy(false);
    }
  }

  const applied = summary?.coupon ?? (cart.coupon ? { code: cart.coupon, discount: undefined } : null);

  return (
    <section className={page.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('coupon.title')}
      </h2>
      <form className={styles.form} onSubmit={apply} noValidate>
        <label htmlFor={inputId}>{t('coupon.label')}</label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            value={code}
            maxLength={40}
            autoComplete="off"
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
            }}
          />
          <button
            type="submit"
            className={`${button.button} ${button.secondary} ${button.small}`}
            aria-busy={busy}
          >
            {t('coupon.apply')}
          </button>
        </div>
        {problem && (
          <p id={errorId} className={styles.error} role="alert">
            {t(`coupon.${problem}`)}
          </p>
        )}
      </form>
      {applied && (
        <div className={`${page.spread} ${styles.applied}`}>
          <p>
            {applied.discount === undefined
              ? applied.code
              : t('coupon.applied', { code: applied.code, discount: applied.discount })}
          </p>
          <button
            type="button"
            className={styles.remove}
            onClick={() => {
              onCoupon(null);
              setProblem(null);
            }}
          >
            {t('coupon.remove')}
          </button>
        </div>
      )}
    </section>
  );
}
