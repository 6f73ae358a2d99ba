import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { showOrderPlaced } from './orderPlaced.ts';

/** The status token the server puts in the fragment (`#status=…`): kept out of logs and Referer headers. */
function statusUrlOf(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('status');
  return token ? `/order-status/${encodeURIComponent(token)}` : undefined;
}

/**
 * Where the card issuer's page returns after an approved payment (SPEC §2), and the SZÉP card provider's page after
 * a payment (issue 17; the order page says whether the provider has confirmed it yet): the cart is cleared and the
 * guest lands on the order's live page (or, without its link, home with the success message).
 */
export function CardPaymentSuccessPage() {
  const { ready } = useFeatureTranslation('checkout');
  const navigate = useNavigate();
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    // The texts must be in before the toast shows; the ref keeps a development double effect from repeating it.
    if (!ready || done.current) return;
    done.current = true;
    void showOrderPlaced(navigate, statusUrlOf(hash));
  }, [ready, navigate, hash]);
  return <Spinner label="…" />;
}
