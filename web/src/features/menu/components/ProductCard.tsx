import { formatForint } from '@konyha/domain/common/money';
import { localizedProduct } from '@konyha/domain/menu/catalogue';
import type { Product } from '@konyha/domain/menu/products';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../../components/button.module.css';
import { CartIcon } from '../../../components/icons.tsx';
import { useLanguage } from '../../../i18n/i18n.ts';
import { availability } from '../availability.ts';
import { useAddToCart } from '../options/useAddToCart.tsx';
import { AllergenIcon } from './AllergenIcon.tsx';
import { OptionSummary } from './OptionSummary.tsx';
import styles from './ProductCard.module.css';
import { ProductPhoto } from './ProductPhoto.tsx';
import { StockMark } from './StockMark.tsx';

/** `eager`: the card is in the first row, whose photo the guest sees at once. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { name, description } = localizedProduct(product, language);
  const addToCart = useAddToCart(product, name);
  const stock = availability(product);
  const orderable = stock.kind === 'orderable' || stock.kind === 'few';

  return (
    <article className={`${styles.card} ${orderable ? '' : styles.unavailable}`} aria-labelledby={titleId}>
      {product.photo && <ProductPhoto photo={product.photo} alt={name} eager={eager} />}
      <div className={styles.head}>
        <h2 id={titleId} className={styles.name}>
          {name}
        </h2>
        <p className={styles.price}>
          {formatForint(product.price, language)}
          {product.deposit > 0 && (
            <span className={styles.deposit}>
              {' '}
              {t('menu.deposit', { amount: formatForint(product.deposit, language) })}
            </span>
          )}
        </p>
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
      <OptionSummary groups={product.optionGroups} />
      <div className={styles.foot}>
        <StockMark availability={stock} />
        <button
          ref={addToCart.buttonRef}
          type="button"
          className={`${button.button} ${button.primary} ${button.small}`}
          disabled={!orderable}
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
