import { formatForint } from '@konyha/domain/common/money';
import { localizedProduct } from '@konyha/domain/menu/catalogue';
import type { Product } from '@konyha/domain/menu/products';
import { useQueries } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../../components/button.module.css';
import { InputField } from '../../../components/form/Field.tsx';
import page from '../../../components/page.module.css';
import { availability, LazyOptionsDialog, StockMark } from '../../../features/menu/index.ts';
import { useLanguage } from '../../../i18n/i18n.ts';
import { productsQuery } from '../../../lib/queries/products.ts';
import styles from '../phoneOrders.module.css';

/** Lower case without accents, so "rantott" finds "Rántott". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Today's dishes and drinks as the menu offers them, found by a part of their name: sold out, switched off and
 * run-out portions cannot be added, a dish with options opens the menu's own options dialog.
 */
export function DishPicker({ onAdd }: { onAdd: (productId: number, options?: number[]) => void }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const id = useId();
  const [filter, setFilter] = useState('');
  const [foods, drinks] = useQueries({ queries: [productsQuery('foods'), productsQuery('drinks')] });
  const products = [...(foods.data ?? []), ...(drinks.data ?? [])];
  const shown = products.filter((product) =>
    folded(localizedProduct(product, language).name).includes(folded(filter.trim())),
  );

  return (
    <section className={page.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('phoneOrder.dishes.title')}
      </h2>
      <InputField
        label={t('phoneOrder.dishes.filter')}
        type="search"
        autoComplete="off"
        maxLength={60}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {foods.isPending || drinks.isPending ? (
        <p>{t('loading')}</p>
      ) : shown.length === 0 ? (
        <p>{t('phoneOrder.dishes.none')}</p>
      ) : (
        <ul className={styles.dishes}>
          {shown.map((product) => (
            <DishRow key={product.id} product={product} onAdd={onAdd} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DishRow({
  product,
  onAdd,
}: {
  product: Product;
  onAdd: (productId: number, options?: number[]) => void;
}) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [choosing, setChoosing] = useState(false);
  const { name } = localizedProduct(product, language);
  const stock = availability(product);
  const orderable = stock.kind === 'orderable' || stock.kind === 'few';
  const hasOptions = product.optionGroups.length > 0;

  return (
    <li className={styles.dish}>
      <span className={styles.dishName}>{name}</span>
      <span className={styles.dishPrice}>{formatForint(product.price, language)}</span>
      <StockMark availability={stock} />
      <button
        ref={buttonRef}
        type="button"
        className={`${button.button} ${button.secondary} ${button.small}`}
        disabled={!orderable}
        aria-haspopup={hasOptions ? 'dialog' : undefined}
        aria-label={t('phoneOrder.dishes.addNamed', { name })}
        onClick={() => (hasOptions ? setChoosing(true) : onAdd(product.id))}
      >
        {t('phoneOrder.dishes.add')}
      </button>
      {choosing && (
        <LazyOptionsDialog
          product={product}
          confirmLabel={t('phoneOrder.dishes.add')}
          onChoose={(options) => onAdd(product.id, options)}
          onClose={() => {
            setChoosing(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </li>
  );
}
