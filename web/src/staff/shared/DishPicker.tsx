import { formatForint } from '@konyha/domain/common/money';
import { localizedProduct } from '@konyha/domain/menu/catalogue';
import { defaultChoice } from '@konyha/domain/menu/options';
import type { Product } from '@konyha/domain/menu/products';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import button from '../../components/button.module.css';
import { InputField } from '../../components/form/Field.tsx';
import { availability, LazyOptionsDialog, StockMark } from '../../features/menu/index.ts';
import { useLanguage } from '../../i18n/i18n.ts';
import styles from './DishPicker.module.css';

/** Lower case without accents, so "rantott" finds "Rántott". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type Pick = (product: Product, options: number[]) => void;

interface DishPickerProps {
  /** Today's dishes and drinks as the menu offers them; undefined while they are read. */
  products: readonly Product[] | undefined;
  /** What picking does, on each dish's button and in the options dialog: "Add", "Replace". */
  actionLabel: string;
  onPick: Pick;
}

/**
 * Staff picking a dish as the menu offers it, found by a part of its name: sold out, switched off and run-out
 * portions cannot be picked, a dish with options opens the menu's own options dialog (its defaults otherwise).
 * Framed by the screen that uses it (its heading, a cancel).
 */
export function DishPicker({ products, actionLabel, onPick }: DishPickerProps) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [filter, setFilter] = useState('');
  const shown = (products ?? []).filter((product) =>
    folded(localizedProduct(product, language).name).includes(folded(filter.trim())),
  );

  return (
    <>
      <InputField
        label={t('dishPicker.filter')}
        type="search"
        autoComplete="off"
        maxLength={60}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {products === undefined ? (
        <p>{t('loading')}</p>
      ) : shown.length === 0 ? (
        <p>{t('dishPicker.none')}</p>
      ) : (
        <ul className={styles.dishes}>
          {shown.map((product) => (
            <DishRow key={product.id} product={product} actionLabel={actionLabel} onPick={onPick} />
          ))}
        </ul>
      )}
    </>
  );
}

function DishRow({ product, actionLabel, onPick }: { product: Product; actionLabel: string; onPick: Pick }) {
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
        aria-label={t('dishPicker.actionNamed', { action: actionLabel, name })}
        onClick={() =>
          hasOptions ? setChoosing(true) : onPick(product, defaultChoice(product.optionGroups))
        }
      >
        {actionLabel}
      </button>
      {choosing && (
        <LazyOptionsDialog
          product={product}
          confirmLabel={actionLabel}
          onChoose={(options) => onPick(product, options)}
          onClose={() => {
            setChoosing(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </li>
  );
}
