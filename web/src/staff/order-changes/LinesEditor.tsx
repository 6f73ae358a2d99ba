import { MAX_QUANTITY } from '@konyha/domain/cart/cart';
import type { Product } from '@konyha/domain/menu/products';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { useLanguage } from '../../i18n/i18n.ts';
import { productsQuery } from '../../lib/queries/products.ts';
import { DishPicker } from './DishPicker.tsx';
import type { DraftLine } from './draft.ts';
import { dishLine, replaced, without, withQuantity } from './lines.ts';
import styles from './OrderChanges.module.css';

type Picking = { mode: 'add' } | { mode: 'replace'; line: DraftLine };

interface LinesEditorProps {
  lines: readonly DraftLine[];
  /** The order's lunch menus (issue 31), which stay as they are. */
  keptLunch: readonly string[];
  /** ADMIN and MANAGER: quantities and new dishes too; a shop assistant removes or replaces lines only. */
  full: boolean;
  onChange: (lines: DraftLine[]) => void;
}

/** The order's lines: a stepper for the quantity, remove, and replace with another dish (with its options). */
export function LinesEditor({ lines, keptLunch, full, onChange }: LinesEditorProps) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [foods, drinks] = useQueries({ queries: [productsQuery('foods'), productsQuery('drinks')] });
  const products =
    foods.isPending || drinks.isPending ? undefined : [...(foods.data ?? []), ...(drinks.data ?? [])];
  const [picking, setPicking] = useState<Picking>();
  const small = (look: 'primary' | 'secondary') =>
    `${buttonStyles.button} ${buttonStyles[look]} ${buttonStyles.small}`;

  const pick = (product: Product, options: number[]) => {
    if (!picking) return;
    const line = dishLine(product, options, language);
    onChange(picking.mode === 'add' ? [...lines, line] : replaced(lines, picking.line.key, line));
    setPicking(undefined);
  };

  return (
    <section aria-labelledby="order-change-lines" className={styles.section}>
      <h3 id="order-change-lines">{t('orderChanges.lines')}</h3>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.key} className={styles.line}>
            <span className={styles.lineName}>
              {line.label}
              {line.productId === null ? (
                <span className={styles.warning}> — {t('orderChanges.goneDish')}</span>
              ) : null}
            </span>
            {full ? (
              <span className={styles.stepper}>
                <button
                  type="button"
                  className={styles.step}
                  disabled={line.quantity <= 1}
                  aria-label={t('orderChanges.decrease', { name: line.label })}
                  onClick={() => onChange(withQuantity(lines, line.key, line.quantity - 1))}
                >
                  −
                </button>
                <output aria-label={t('orderChanges.quantityOf', { name: line.label, count: line.quantity })}>
                  {line.quantity}
                </output>
                <button
                  type="button"
                  className={styles.step}
                  disabled={line.quantity >= MAX_QUANTITY}
                  aria-label={t('orderChanges.increase', { name: line.label })}
                  onClick={() => onChange(withQuantity(lines, line.key, line.quantity + 1))}
                >
                  +
                </button>
              </span>
            ) : (
              <span>{line.quantity}×</span>
            )}
            <span className={styles.row}>
              <button
                type="button"
                className={small('secondary')}
                aria-label={t('orderChanges.replaceNamed', { name: line.label })}
                onClick={() => setPicking({ mode: 'replace', line })}
              >
                {t('orderChanges.replace')}
              </button>
              <button
                type="button"
                className={small('secondary')}
                aria-label={t('orderChanges.removeNamed', { name: line.label })}
                onClick={() => onChange(without(lines, line.key))}
              >
                {t('orderChanges.remove')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {keptLunch.length > 0 ? <p>{t('orderChanges.keptLunch', { items: keptLunch.join(', ') })}</p> : null}
      {lines.length === 0 && keptLunch.length === 0 ? (
        <p className={styles.warning}>{t('orderChanges.errors.noLines')}</p>
      ) : null}
      {picking ? (
        <DishPicker
          title={
            picking.mode === 'add'
              ? t('orderChanges.addDish')
              : t('orderChanges.replaceNamed', { name: picking.line.label })
          }
          products={products}
          onPick={pick}
          onCancel={() => setPicking(undefined)}
        />
      ) : full ? (
        <button type="button" className={small('secondary')} onClick={() => setPicking({ mode: 'add' })}>
          {t('orderChanges.addDish')}
        </button>
      ) : null}
    </section>
  );
}
