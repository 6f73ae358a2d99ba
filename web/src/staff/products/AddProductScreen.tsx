import { useTranslation } from 'react-i18next';
import { AdminScreen } from '../shared/AdminScreen.tsx';
import { notifyAdmin } from '../shared/notifyAdmin.ts';
import { useCreateProduct } from './api/adminProducts.ts';
import { ProductForm } from './components/ProductForm.tsx';

/** /dashboard/add-product (ADMIN, MANAGER): a new product, on the menu at once. */
export function AddProductScreen() {
  return (
    <AdminScreen title="product.addTitle">
      <AddProduct />
    </AdminScreen>
  );
}

function AddProduct() {
  const { t } = useTranslation('admin');
  const create = useCreateProduct();
  return (
    <ProductForm
      mainFieldsEditable
      resetAfterSave
      submitLabel={t('product.add')}
      onSave={async (values) => {
        await create.mutateAsync(values);
        notifyAdmin('success', 'toast.added', 'short');
      }}
    />
  );
}
