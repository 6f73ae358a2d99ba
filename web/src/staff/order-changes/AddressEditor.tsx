import { joinStreet } from '@konyha/domain/delivery/address';
import type { OrderAddress } from '@konyha/domain/orders/order.schemas';
import type { AddressInput } from '@konyha/domain/users/user.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../components/form/AddressFields.tsx';
import type { AddressValues } from '../../components/form/SavedAddressPicker.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation.ts';
import { streetsQuery, zipCodesQuery } from '../../lib/queries/delivery.ts';
import styles from './OrderChanges.module.css';

/** The typed address, or null while a part the courier needs (zip code, street, house number) is missing. */
function addressInput({ houseNumber, ...values }: AddressValues): AddressInput | null {
  if (!values.zipCode || !values.street || !houseNumber.trim()) return null;
  return { ...values, street: joinStreet(values.street, houseNumber) };
}

/**
 * The delivery address with the courier's details, as the pay form asks for it (zip code and street from the
 * delivery area's lists). It starts from the order's address, whose street and house number are split once that zip
 * code's streets are in; each edit reports the new address (null while incomplete) so its delivery cost is quoted.
 */
export function AddressEditor({
  address,
  onChange,
}: {
  address: OrderAddress;
  onChange: (address: AddressInput | null) => void;
}) {
  const { t } = useTranslation('staff');
  // The courier's detail fields are labelled in the pay form's texts.
  const { ready } = useFeatureTranslation('checkout');
  const form = useForm<AddressValues>({ defaultValues: { ...address, houseNumber: '' } });
  const zipCodes = useQuery(zipCodesQuery).data ?? [];
  const streets = useQuery(streetsQuery(form.watch('zipCode'))).data;
  useEffect(() => {
    const { unsubscribe } = form.watch((values) => onChange(addressInput(values as AddressValues)));
    return unsubscribe;
  }, [form, onChange]);

  if (!ready) return <Spinner label={t('loading')} />;
  return (
    <FormProvider {...form}>
      <div className={styles.address}>
        <AddressFields
          zipCodes={zipCodes}
          streets={streets}
          houseNumber={{ label: t('orderChanges.houseNumber') }}
          texts="checkout"
          saved={{
            addresses: [{ id: 0, ...address }],
            label: t('orderChanges.address'),
            newAddress: t('orderChanges.address'),
          }}
        />
      </div>
    </FormProvider>
  );
}
