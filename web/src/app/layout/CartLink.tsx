import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon } from '../../components/icons.tsx';
import { useCartCount } from '../../lib/cartStore.ts';
import styles from './CartLink.module.css';

/** The header's way to the cart, with how many items are in it (the number is in the link's name for readers). */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link to="/cart" className={styles.cart} aria-label={t('nav.cart', { count })}>
      <CartIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
