import type { Product } from '@konyha/domain/menu/products';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { DishPicker as SharedDishPicker } from '../shared/DishPicker.tsx';
import styles from './OrderChanges.module.css';

interface DishPickerProps {
  /** "Replace Gulyásleves" or "Add a dish". */
  title: string;
  /** Today's dishes and drinks together; undefined while they are read. */
  products: readonly Product[] | undefined;
  onPick: (product: Product, options: number[]) => void;
  onCancel: () => void;
}

/** The staff's dish picker framed for the change editor: what is being picked for, and a way back. */
export function DishPicker({ title, products, onPick, onCancel }: DishPickerProps) {
  const { t } = useTranslation('staff');

  return (
    <fieldset className={styles.picker}>
      <legend>{title}</legend>
      <SharedDishPicker products={products} actionLabel={t('orderChanges.pick')} onPick={onPick} />
      <div className={styles.row}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
          onClick={onCancel}
        >
          {t('orderChanges.cancelPick')}
        </button>
      </div>
    </fieldset>
  );
}
