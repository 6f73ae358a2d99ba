import { deliveryCities } from '@konyha/domain/delivery/address';
import type { Address } from '@konyha/domain/users/user.schemas';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressDetailsFields } from './AddressDetailsFields.tsx';
import { FormField, FormInput } from './FormInput.tsx';
import { type AddressValues, SavedAddressPicker } from './SavedAddressPicker.tsx';

type AddressFieldsProps = {
  /** The zip codes that have a shipping cost, and the streets of the chosen one (undefined until it is chosen). */
  zipCodes: readonly string[];
  streets: readonly string[] | undefined;
  /** The house number's label and hint differ: profile gives examples in a hint. */
  houseNumber: { label: string; hint?: string | undefined };
  /** The feature whose texts name floor, door, doorbell and the courier's note. */
  texts: 'account' | 'checkout';
  /** Saved addresses to pick from (checkout) and the picker's texts; the picker shows with more than one. */
  saved?: { addresses: readonly Address[]; label: string; newAddress: string };
};

/**
 * A delivery address in the surrounding `Form` (SPEC §2): zip code, the city from the fixed list, the
 * streets of the chosen zip code and a typed house number, then the optional details for the courier (issue 16).
 * The selects follow the form's value: their options arrive later than a saved address's value.
 */
export function AddressFields({ zipCodes, streets, houseNumber, texts, saved }: AddressFieldsProps) {
  const { t } = useTranslation();
  const { register, setValue, watch } = useFormContext<AddressValues>();
  const zip = register('zipCode');
  const options = (values: readonly string[]) =>
    values.map((value) => (
      <option key={value} value={value}>
        {value}
      </option>
    ));
  return (
    <>
      {saved && <SavedAddressPicker {...saved} streets={streets} />}
      <FormField name="zipCode" label={t('addressFields.zipCode')}>
        {(control) => (
          <select
            {...control}
            {...zip}
            value={watch('zipCode')}
            onChange={(event) => {
              setValue('street', '');
              return zip.onChange(event);
            }}
            autoComplete="postal-code"
          >
            <option value="">{t('addressFields.choose')}</option>
            {options(zipCodes)}
          </select>
        )}
      </FormField>
      <FormField name="city" label={t('addressFields.city')}>
        {(control) => (
          <select {...control} {...register('city')} value={watch('city')} autoComplete="address-level2">
            {options(deliveryCities)}
          </select>
        )}
      </FormField>
      <FormField name="street" label={t('addressFields.street')}>
        {(control) => (
          <select {...control} {...register('street')} value={watch('street')}>
            <option value="">{t(streets ? 'addressFields.choose' : 'addressFields.chooseZipFirst')}</option>
            {options(streets ?? [])}
          </select>
        )}
      </FormField>
      <FormInput
        name="houseNumber"
        label={houseNumber.label}
        hint={houseNumber.hint}
        autoComplete="address-line2"
        maxLength={40}
      />
      <AddressDetailsFields texts={texts} />
    </>
  );
}
