import { offeredOptions } from '@konyha/domain/menu/options';
import { useRef, useState } from 'react';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { LazyOptionsDialog } from '../../menu/index.ts';
import type { CartItem } from '../api/cartItems.ts';
import styles from './CartItems.module.css';

/**
 * Under a cart line's name: its chosen options and, when the menu changed under it (an option gone or run out, a
 * required group now unmet), the flag with the dialog to choose again, starting from what is still offered.
 */
export function LineOptions({ item, onChoose }: { item: CartItem; onChoose: (options: number[]) => void }) {
  const { t } = useFeatureTranslation('checkout');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [choosing, setChoosing] = useState(false);
  const { product } = item;

  return (
    <>
      {item.optionNames.length > 0 && (
        <ul className={styles.options} aria-label={t('cart.options')}>
          {item.optionNames.map((option) => (
            <li key={option}>{option}</li>
          ))}
        </ul>
      )}
      {item.changed && product && (
        <div className={styles.changed}>
          <p>{t('cart.changed')}</p>
          <button
            ref={buttonRef}
            type="button"
            className={styles.remove}
            aria-haspopup="dialog"
            onClick={() => setChoosing(true)}
          >
            {t('cart.chooseAgain')}
          </button>
          {choosing && (
            <LazyOptionsDialog
              product={product}
              initial={offeredOptions(product.optionGroups, item.options)}
              confirmLabel={t('menu.options.save', { ns: 'translation' })}
              onChoose={onChoose}
              onClose={() => {
                setChoosing(false);
                buttonRef.current?.focus();
              }}
            />
          )}
        </div>
      )}
    </>
  );
}
