import { splitStreet } from '@konyha/domain/delivery/address';
import type { Address, AddressDetails } from '@konyha/domain/users/user.schemas';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { addressDetailKeys } from '../../lib/addressDetails.ts';
import { Field } from './Field.tsx';
import styles from './form.module.css';

export type AddressValues = {
  zipCode: string;
  city: string;
  street: string;
  houseNumber: string;
} & AddressDetails;

const addressText = (address: Address) => `${address.zipCode} ${address.city}, ${address.street}`;

/**
 * Fills the address fields from a saved address, its floor, door, doorbell and courier's note too; with exactly one
 * it is preselected (by the form's defaults) and no picker shows. A saved address keeps street and house number in
 * one string: it is split once that zip code's streets are in.
 */
export function SavedAddressPicker({
  addresses: saved,
  label,
  newAddress,
  streets,
}: {
  addresses: readonly Address[];
  label: string;
  newAddress: string;
  streets: readonly string[] | undefined;
}) {
  const { setValue, watch } = useFormContext<AddressValues>();
  const zipCode = watch('zipCode');
  const [pickedId, setPickedId] = useState(saved.length === 1 ? String(saved[0]?.id) : '');
  const [pending, setPending] = useState<Address | undefined>(saved.length === 1 ? saved[0] : undefined);

  useEffect(() => {
    if (!pending || !streets || pending.zipCode !== zipCode) return;
    const parts = splitStreet(pending.street, streets);
    setValue('street', parts?.street ?? '');
    setValue('houseNumber', parts?.houseNumber ?? '');
    setPending(undefined);
  }, [pending, streets, zipCode, setValue]);

  function pick(id: string) {
    setPickedId(id);
    const address = saved.find((candidate) => String(candidate.id) === id);
    if (!address) return;
    setValue('zipCode', address.zipCode, { shouldValidate: true });
    setValue('city', address.city);
    for (const key of addressDetailKeys) setValue(key, address[key], { shouldValidate: true });
    setPending(address);
  }

  if (saved.length < 2) return null;
  return (
    <Field label={label} className={styles.wide}>
      {({ id, className }) => (
        <select id={id} className={className} value={pickedId} onChange={(event) => pick(event.target.value)}>
          <option value="">{newAddress}</option>
          {saved.map((address) => (
            <option key={address.id} value={String(address.id)}>
              {addressText(address)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
