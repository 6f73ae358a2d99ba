import type { ParseKeys } from 'i18next';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { clearCart } from '../../lib/cartStore.ts';
import { notify } from '../../lib/toasts/store.ts';

/**
 * Where the card issuer's page returns after an approved payment (SPEC §2): the order is paid, so the cart is
 * cleared and the guest goes home with the success message.
 */
export function CardPaymentSuccessPage() {
  const { ready } = useFeatureTranslation('checkout');
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    // The texts must be in before the toast shows; the ref keeps a development double effect from repeating it.
    if (!ready || done.current) return;
    done.current = true;
    clearCart();
    notify({ kind: 'success', messageKey: 'checkout:pay.orderSuccess' as ParseKeys });
    navigate('/', { replace: true });
  }, [ready, navigate]);
  return <Spinner label="…" />;
}
