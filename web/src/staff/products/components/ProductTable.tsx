import { localizedProduct } from '@konyha/domain/menu/catalogue';
import type { Product } from '@konyha/domain/menu/products';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../components/button.module.css';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { Switch } from '../../../components/Switch.tsx';
import { useLanguage } from '../../../i18n/i18n.ts';
import styles from '../../shared/screen.module.css';

interface ProductTableProps {
  products: readonly Product[];
  editingId: number | null;
  /** ADMIN and MANAGER may delete (SPEC §6). */
  canDelete: boolean;
  /** The product whose flags are being saved, if any. */
  savingId: number | undefined;
  onToggle: (product: Product, flag: Flag) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

type Flag = 'orderable' | 'soldOutToday';

const small = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`;

/** The id of a row's edit button, where the focus returns when its edit panel closes. */
export const editButtonId = (productId: number) => `product-${productId}-edit`;

/**
 * One page of products: name, category, group, the orderable and sold-out-today switches, edit/close and delete
 * (SPEC §2, issue 15).
 */
export function ProductTable({
  products,
  editingId,
  canDelete,
  savingId,
  onToggle,
  onEdit,
  onDelete,
}: ProductTableProps) {
  const { t } = useTranslation('staff');
  const { t: shared } = useTranslation();
  const language = useLanguage();
  const nameOf = (product: Product) => localizedProduct(product, language).name;
  const nameId = (product: Product) => `product-${product.id}-name`;

  const flagSwitch = (product: Product, flag: Flag) => {
    const labelId = `${nameId(product)}-${flag}`;
    return (
      <>
        <span id={labelId} hidden>
          {t(flag === 'orderable' ? 'product.orderableOf' : 'product.soldOutOf', { name: nameOf(product) })}
        </span>
        <Switch
          checked={product[flag]}
          labelledBy={labelId}
          disabled={savingId === product.id}
          onToggle={() => onToggle(product, flag)}
        >
          {t(product[flag] ? 'common.yes' : 'common.no')}
        </Switch>
      </>
    );
  };

  const columns: Column<Product>[] = [
    {
      key: 'name',
      header: t('product.name'),
      cell: (product) => <span id={nameId(product)}>{nameOf(product)}</span>,
    },
    { key: 'type', header: t('product.type'), cell: (product) => t(`category.${product.type}`) },
    { key: 'group', header: t('product.group'), cell: (product) => shared(`menu.groups.${product.group}`) },
    { key: 'orderable', header: t('product.orderable'), cell: (product) => flagSwitch(product, 'orderable') },
    {
      key: 'soldOutToday',
      header: t('product.soldOutToday'),
      cell: (product) => flagSwitch(product, 'soldOutToday'),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (product) => (
        <div className={styles.rowActions}>
          <button
            type="button"
            id={editButtonId(product.id)}
            className={small}
            aria-expanded={editingId === product.id}
            aria-label={t(editingId === product.id ? 'product.closeNamed' : 'product.editNamed', {
              name: nameOf(product),
            })}
            onClick={() => onEdit(product)}
          >
            {t(editingId === product.id ? 'common.close' : 'common.edit')}
          </button>
          {canDelete ? (
            <button
              type="button"
              className={small}
              aria-label={t('product.deleteNamed', { name: nameOf(product) })}
              onClick={() => onDelete(product)}
            >
              {t('common.delete')}
            </button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('product.listCaption')}
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      emptyText={t('tableNoData')}
    />
  );
}
