import { MAX_QUANTITY } from '@konyha/domain/cart/cart';
import { formatForint } from '@konyha/domain/common/money';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { useLanguage } from '../../../i18n/i18n.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { changeLineOptions, changeQuantity, removeProductFromCart } from '../../../lib/cartStore.ts';
import { nameCartLine } from '../../../lib/lunchCart.ts';
import type { CartItem } from '../api/cartItems.ts';
import styles from './CartItems.module.css';
import { LineOptions } from './LineOptions.tsx';

/** What the table's buttons do to a line (named by its key): the guest's stored cart, or another (a phone order). */
export type CartEdit = {
  changeQuantity: (key: string, quantity: number) => void;
  remove: (key: string, name: string) => void;
  changeOptions: (key: string, options: readonly number[]) => void;
  /** Whom in an office a line is for (issue 31); without it the lines take no names. */
  name?: (key: string, name: string) => void;
};

const storedCart: CartEdit = {
  changeQuantity: (key, quantity) => changeQuantity(key, quantity),
  remove: (key, name) => removeProductFromCart(key, name),
  changeOptions: (key, options) => changeLineOptions(key, options),
  name: (key, name) => nameCartLine(key, name),
};

/**
 * Whom in an office the line is for ("Kata"), printed beside it on the bag slip. Saved when the field is left: the
 * line's identity includes the name, so saving on every key would remount the row under the guest's fingers.
 */
function ForName({
  item,
  label,
  onName,
}: {
  item: CartItem;
  label: string;
  onName: (key: string, name: string) => void;
}) {
  const { t } = useFeatureTranslation('checkout');
  return (
    <label className={styles.forName}>
      <span>
        {t('cart.forName')}
        <span className="visually-hidden">: {label}</span>
      </span>
      <input
        type="text"
        className={styles.forNameInput}
        defaultValue={item.forName ?? ''}
        maxLength={40}
        autoComplete="off"
        placeholder={t('cart.forNameExample')}
        onBlur={(event) => {
          if (event.currentTarget.value.trim() !== (item.forName ?? ''))
            onName(item.key, event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
    </label>
  );
}

/** The items table (SPEC §2 Cart screen): − is disabled at 1, so a line leaves the cart only by "remove". */
export function CartItems({ items, edit = storedCart }: { items: readonly CartItem[]; edit?: CartEdit }) {
  const { t } = useFeatureTranslation('checkout');
  const language = useLanguage();
  const money = (amount: number | undefined) => (amount === undefined ? '–' : formatForint(amount, language));
  const nameOf = (item: CartItem) => item.name ?? t('cart.unknownProduct');
  // Two lines of one dish differ by their options, so the buttons' spoken names say them too.
  const labelOf = (item: CartItem) =>
    item.optionNames.length > 0 ? `${nameOf(item)} (${item.optionNames.join(', ')})` : nameOf(item);

  const columns: Column<CartItem>[] = [
    {
      key: 'name',
      header: t('cart.product'),
      cell: (item) => (
        <>
          <span className={styles.name}>{nameOf(item)}</span>
          <LineOptions item={item} onChoose={(options) => edit.changeOptions(item.key, options)} />
          {edit.name && <ForName item={item} label={labelOf(item)} onName={edit.name} />}
        </>
      ),
    },
    { key: 'price', header: t('cart.unitPrice'), numeric: true, cell: (item) => money(item.price) },
    {
      key: 'quantity',
      header: t('cart.quantity'),
      cell: (item) => (
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.step}
            disabled={item.quantity <= 1}
            onClick={() => edit.changeQuantity(item.key, item.quantity - 1)}
            aria-label={t('cart.decrease', { name: labelOf(item) })}
          >
            −
          </button>
          <output
            className={styles.count}
            aria-label={t('cart.quantityOf', { name: labelOf(item), count: item.quantity })}
          >
            {item.quantity}
          </output>
          <button
            type="button"
            className={styles.step}
            disabled={item.quantity >= MAX_QUANTITY}
            onClick={() => edit.changeQuantity(item.key, item.quantity + 1)}
            aria-label={t('cart.increase', { name: labelOf(item) })}
          >
            +
          </button>
        </div>
      ),
    },
    {
      key: 'total',
      header: t('cart.lineTotal'),
      numeric: true,
      cell: (item) => money(item.price === undefined ? undefined : item.price * item.quantity),
    },
    {
      key: 'remove',
      header: t('cart.actions'),
      cell: (item) => (
        <button type="button" className={styles.remove} onClick={() => edit.remove(item.key, nameOf(item))}>
          {/* The spoken name starts with the visible word (WCAG 2.5.3), then says which line. */}
          {t('cart.remove')}
          <span className="visually-hidden">: {labelOf(item)}</span>
        </button>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('cart.items')}
      captionHidden
      columns={columns}
      rows={items}
      rowKey={(item) => item.key}
      emptyText={t('cart.noData')}
    />
  );
}
