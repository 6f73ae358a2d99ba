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

/**
 * `eager`: the card is in the first row, whose photo the guest sees at once. `outsideHours`: the dish's hours in
 * words while it is outside them (issue 31: greyed and not orderable, as a switched-off dish), else null.
 */
export function ProductCard({
  product,
  outsideHours,
  eager = false,
}: {
  product: Product;
  outsideHours: string | null;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const { name, description } = localizedProduct(product, language);
  const addToCart = useAddToCart(product, name);
  const stock = availability(product);
  const orderable = outsideHours === null && (stock.kind === 'orderable' || stock.kind === 'few');

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
        {/* A switched-off dish says so; any other says when it can be had rather than how much is left. */}
        {outsideHours !== null && stock.kind !== 'unavailable' ? (
          <p className={styles.mark}>{t('menu.availableWhen', { when: outsideHours })}</p>
        ) : (
          <StockMark availability={stock} />
        )}
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

/**
 * A group's cards as the items of its list, each with its hours in words while it is outside them (null: orderable
 * by the clock).
 */
export function ProductCards({
  products,
  hoursIfClosed,
}: {
  products: Product[];
  hoursIfClosed: (product: Product) => string | null;
}) {
  return products.map((product, index) => (
    <li key={product.id}>
      {/* A phone's first screen shows one card: its photo loads at once, the rest as the guest nears them. */}
      <ProductCard product={product} outsideHours={hoursIfClosed(product)} eager={index === 0} />
    </li>
  ));
}
