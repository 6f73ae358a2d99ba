import { useTranslation } from 'react-i18next';
import { AdminScreen } from '../shared/AdminScreen.tsx';
import { notifyStaff } from '../shared/notifyStaff.ts';
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
  const { t } = useTranslation('staff');
  const create = useCreateProduct();
  return (
    <ProductForm
      mainFieldsEditable
      resetAfterSave
      submitLabel={t('product.add')}
      onSave={async (values) => {
        await create.mutateAsync(values);
        notifyStaff('success', 'toast.added', 'short');
      }}
    />
  );
}
