import { formatForint } from '@konyha/domain/common/money';
import { localizedProduct } from '@konyha/domain/menu/catalogue';
import type { Product } from '@konyha/domain/menu/products';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../../components/button.module.css';
import { CartIcon } from '../../../components/icons.tsx';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useAddToCart } from '../options/useAddToCart.tsx';
import { AllergenIcon } from './AllergenIcon.tsx';
import styles from './ProductCard.module.css';

export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { name, description } = localizedProduct(product, language);
  const addToCart = useAddToCart(product, name);

  return (
    <article
      className={`${styles.card} ${product.orderable ? '' : styles.unavailable}`}
      aria-labelledby={titleId}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.name}>
          {name}
        </h2>
        <p className={styles.price}>{formatForint(product.price, language)}</p>
      </div>
      {product.allergenics.length > 0 && (
        <ul className={styles.allergens} aria-label={t('menu.allergens')}>
          {product.allergenics.map((allergen) => (
            <li key={allergen}>
              <AllergenIcon allergen={allergen} label={t(`menu.allergen.${allergen}`)} />
            </li>
          ))}
        </ul>
      )}
      {description && <p className={styles.description}>{description}</p>}
      <div className={styles.foot}>
        {!product.orderable && <p className={styles.mark}>{t('menu.unavailable')}</p>}
        <button
          ref={addToCart.buttonRef}
          type="button"
          className={`${button.button} ${button.primary} ${button.small}`}
          disabled={!product.orderable}
          onClick={addToCart.onClick}
          aria-haspopup={addToCart.hasPopup}
          aria-label={t('menu.addToCartNamed', { name })}
        >
          <CartIcon />
          {t('menu.addToCart')}
        </button>
        {addToCart.dialog}
      </div>
    </article>
  );
}
