import { localizedProduct } from '@konyha/domain/menu/catalogue';
import { defaultChoice } from '@konyha/domain/menu/options';
import type { Product } from '@konyha/domain/menu/products';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { Field } from '../../components/form/Field.tsx';
import { availability, LazyOptionsDialog } from '../../features/menu/index.ts';
import { useLanguage } from '../../i18n/i18n.ts';
import styles from './OrderChanges.module.css';

interface DishPickerProps {
  /** "Replace Gulyásleves" or "Add a dish". */
  title: string;
  foods: readonly Product[];
  drinks: readonly Product[];
  onPick: (product: Product, options: number[]) => void;
  onCancel: () => void;
}

/**
 * Picking a dish as the menu offers it: one off the menu or sold out for today cannot be chosen, one with few
 * portions says how many; a dish with options opens the menu's options dialog (sold-out options are not offered).
 */
export function DishPicker({ title, foods, drinks, onPick, onCancel }: DishPickerProps) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [picked, setPicked] = useState('');
  const [choosing, setChoosing] = useState<Product>();
  const [problem, setProblem] = useState(false);
  const product = [...foods, ...drinks].find((candidate) => String(candidate.id) === picked);

  const option = (dish: Product) => {
    const stock = availability(dish);
    const note =
      stock.kind === 'orderable'
        ? ''
        : stock.kind === 'few'
          ? ` (${t('orderChanges.portionsLeft', { count: stock.left })})`
          : ` (${t(`orderChanges.${stock.kind}`)})`;
    return (
      <option
        key={dish.id}
        value={dish.id}
        disabled={stock.kind === 'unavailable' || stock.kind === 'soldOut'}
      >
        {localizedProduct(dish, language).name}
        {note}
      </option>
    );
  };
  const choose = () => {
    if (!product) return setProblem(true);
    if (product.optionGroups.length > 0) setChoosing(product);
    else onPick(product, defaultChoice(product.optionGroups));
  };

  return (
    <fieldset className={styles.picker}>
      <legend>{title}</legend>
      <Field
        label={t('orderChanges.dish')}
        required
        errorText={problem ? t('orderChanges.errors.dish') : undefined}
      >
        {(control) => (
          <select
            {...control}
            value={picked}
            onChange={(event) => {
              setPicked(event.target.value);
              setProblem(false);
            }}
          >
            <option value="">{t('orderChanges.chooseDish')}</option>
            <optgroup label={t('orderChanges.foods')}>{foods.map(option)}</optgroup>
            <optgroup label={t('orderChanges.drinks')}>{drinks.map(option)}</optgroup>
          </select>
        )}
      </Field>
      <div className={styles.row}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
          onClick={onCancel}
        >
          {t('orderChanges.cancelPick')}
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.small}`}
          onClick={choose}
        >
          {t('orderChanges.pick')}
        </button>
      </div>
      {choosing ? (
        <LazyOptionsDialog
          product={choosing}
          confirmLabel={t('orderChanges.pick')}
          onChoose={(options) => onPick(choosing, options)}
          onClose={() => setChoosing(undefined)}
        />
      ) : null}
    </fieldset>
  );
}
