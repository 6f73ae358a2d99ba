import { formatForint } from '@konyha/domain/common/money';
import type { LunchDish, LunchVariant } from '@konyha/domain/lunch/lunch-menu.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../components/button.module.css';
import { CartIcon } from '../../components/icons.tsx';
import { type Language, useLanguage } from '../../i18n/i18n.ts';
import { availability, StockMark } from '../menu/index.ts';
import styles from './LunchMenuPage.module.css';

const dishName = (dish: LunchDish, language: Language) => (language === 'hu' ? dish.name : dish.nameEnglish);

/** What a variant's buttons do: put the set or its main alone in the cart; absent where it cannot be ordered. */
export type AddLunch = (variant: LunchVariant, mainOnly: boolean) => void;

/** One variant of a day ("A menü"): its soup and main, their marks, the prices and the portions left. */
export function LunchVariantCard({ variant, onAdd }: { variant: LunchVariant; onAdd: AddLunch | undefined }) {
  const { t } = useTranslation('lunchMenu');
  const { t: shared } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const title = t('variant', { code: variant.code });
  const stock = availability({ orderable: true, soldOutToday: false, portionsLeft: variant.portionsLeft });
  const orderable = onAdd !== undefined && stock.kind !== 'soldOut';
  const dishes = [
    variant.soup && { dish: variant.soup, role: t('soup') },
    { dish: variant.main, role: t('main') },
  ].filter((part) => part !== null);

  return (
    <article className={styles.variant} aria-labelledby={titleId}>
      <div className={styles.variantHead}>
        <h4 id={titleId} className={styles.code}>
          {title}
        </h4>
        <p className={styles.price}>{formatForint(variant.price, language)}</p>
      </div>
      <ul className={styles.dishes}>
        {dishes.map(({ dish, role }) => (
          <li key={role}>
            <span className={styles.role}>{role}: </span>
            {dishName(dish, language)}
            {dish.allergenics.length > 0 && (
              <span className={styles.marks}>
                {' '}
                ({dish.allergenics.map((mark) => shared(`menu.allergen.${mark}`)).join(', ')})
              </span>
            )}
          </li>
        ))}
      </ul>
      {variant.mainOnlyPrice !== null && (
        <p className={styles.mainOnly}>
          {t('mainOnlyPrice', { price: formatForint(variant.mainOnlyPrice, language) })}
        </p>
      )}
      <div className={styles.foot}>
        <StockMark availability={stock} />
        {onAdd && (
          <>
            {variant.mainOnlyPrice !== null && (
              <button
                type="button"
                className={`${button.button} ${button.secondary} ${button.small}`}
                disabled={!orderable}
                onClick={() => onAdd(variant, true)}
                aria-label={t('addMainOnlyNamed', { name: title })}
              >
                {t('addMainOnly')}
              </button>
            )}
            <button
              type="button"
              className={`${button.button} ${button.primary} ${button.small}`}
              disabled={!orderable}
              onClick={() => onAdd(variant, false)}
              aria-label={shared('menu.addToCartNamed', { name: title })}
            >
              <CartIcon />
              {shared('menu.addToCart')}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
