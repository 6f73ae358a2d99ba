import { localizedProduct } from '@konyha/domain/menu/catalogue';
import { productSortKeys } from '@konyha/domain/menu/product-form';
import type { Product } from '@konyha/domain/menu/products';
import { can } from '@konyha/domain/users/capabilities';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Pager } from '../../components/Pager.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { AdminScreen } from '../shared/AdminScreen.tsx';
import { useListParams } from '../shared/listParams.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { SortControls } from '../shared/SortControls.tsx';
import { productPageQuery, useDeleteProduct, useUpdateProduct } from './api/adminProducts.ts';
import { GroupWindows } from './components/GroupWindows.tsx';
import { ProductForm } from './components/ProductForm.tsx';
import { editButtonId, ProductTable } from './components/ProductTable.tsx';
import { productValuesOf } from './components/productForm.ts';

/**
 * /dashboard/edit-product (all staff): the paged product list with its edit panel above it; below it, for ADMIN and
 * MANAGER, the menu groups' windows (issue 31).
 */
export function EditProductScreen() {
  return (
    <AdminScreen title="product.editTitle">
      <ProductList />
    </AdminScreen>
  );
}

function ProductList() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { user } = useSession();
  const canManage = user ? can(user.role, 'manageProducts') : false;
  const params = useListParams(productSortKeys, { sort: 'group', desc: false });
  const query = useQuery({
    ...productPageQuery({ page: params.page ?? 0, sort: params.sort, desc: params.desc }),
    enabled: params.page !== undefined,
  });
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const panelTitle = useRef<HTMLHeadingElement>(null);

  const products = query.data?.products ?? [];
  const editing = products.find((product) => product.id === editingId);
  const nameOf = (product: Product) => localizedProduct(product, language).name;

  // The panel opens above the list, out of sight of the button that opened it: take the focus there, and give it
  // back to that row's edit button when the panel closes.
  const lastEdited = useRef<number | null>(null);
  useEffect(() => {
    if (editingId !== null) panelTitle.current?.focus();
    else if (lastEdited.current !== null) document.getElementById(editButtonId(lastEdited.current))?.focus();
    lastEdited.current = editingId;
  }, [editingId]);

  if (params.page === undefined || (query.data && params.outOfRange(query.data.count)))
    return <Navigate to={params.firstPageHref} replace />;

  // The two flags every staff role switches from the list: orderable (SPEC §6) and sold out today (issue 15).
  const toggle = (product: Product, flag: 'orderable' | 'soldOutToday') =>
    update.mutate(
      { ...productValuesOf(product), id: product.id, [flag]: !product[flag] },
      { onSuccess: () => notifyStaff('success', 'toast.modified', 'short'), onError: notifyServerError },
    );

  const confirmDelete = (product: Product) => {
    setDeleting(null);
    remove.mutate(product.id, {
      onSuccess: () => {
        if (editingId === product.id) setEditingId(null);
        notifyStaff('success', 'toast.deleted', 'short');
      },
      onError: notifyServerError,
    });
  };

  return (
    <>
      {editing ? (
        <section aria-labelledby="product-edit-title">
          <h2 id="product-edit-title" ref={panelTitle} tabIndex={-1}>
            {t('product.editing', { name: nameOf(editing) })}
          </h2>
          <ProductForm
            key={editing.id}
            product={editing}
            mainFieldsEditable={canManage}
            submitLabel={t('common.save')}
            onCancel={() => setEditingId(null)}
            onSave={async (values) => {
              await update.mutateAsync({ ...values, id: editing.id });
              notifyStaff('success', 'toast.modified', 'short');
              setEditingId(null);
            }}
          />
        </section>
      ) : null}
      <SortControls
        params={params}
        options={productSortKeys.map((key) => ({ key, label: t(`product.sort.${key}`) }))}
      />
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <p role="alert">{t('listLoadFailed')}</p>
      ) : (
        <>
          <ProductTable
            products={products}
            editingId={editingId}
            canDelete={canManage}
            savingId={update.isPending ? update.variables?.id : undefined}
            onToggle={toggle}
            onEdit={(product) => setEditingId(editingId === product.id ? null : product.id)}
            onDelete={setDeleting}
          />
          <Pager page={params.page} count={query.data.count} label={t('product.pager')} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('product.deleteTitle')}
        message={deleting ? t('product.deleteQuestion', { name: nameOf(deleting) }) : ''}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={() => setDeleting(null)}
      />
      {/* Below the dishes: a manager setting a whole group's hours (breakfast until 11:00) finds it beside them. */}
      {canManage ? <GroupWindows /> : null}
    </>
  );
}
