import { deliveryCities } from '@konyha/domain/delivery/address';
import type { Address } from '@konyha/domain/users/user.schemas';
import { useFormContext } from 'react-hook-form';
import { FormField, FormInput } from './FormInput.tsx';
import { type AddressValues, SavedAddressPicker } from './SavedAddressPicker.tsx';

export type AddressTexts = {
  zipCode: string;
  city: string;
  street: string;
  houseNumber: string;
  houseNumberHint?: string | undefined;
  /** The empty choice of a select, and of the street select before a zip code is chosen. */
  choose: string;
  chooseZipFirst: string;
  savedAddress?: string;
  newAddress?: string;
};

type AddressFieldsProps = {
  /** The zip codes that have a shipping cost, and the streets of the chosen one (undefined until it is chosen). */
  zipCodes: readonly string[];
  streets: readonly string[] | undefined;
  texts: AddressTexts;
  /** Saved addresses to pick from (checkout); the picker shows with more than one. */
  saved?: readonly Address[];
};

/**
 * A delivery address in the surrounding `Form` (SPEC §2): zip code, the city from the fixed list, the
 * streets of the chosen zip code and a typed house number. The selects follow the form's value: their options
 * arrive later than a saved address's value.
 */
export function AddressFields({ zipCodes, streets, texts, saved }: AddressFieldsProps) {
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
      {saved && <SavedAddressPicker saved={saved} streets={streets} texts={texts} />}
      <FormField name="zipCode" label={texts.zipCode}>
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
            <option value="">{texts.choose}</option>
            {options(zipCodes)}
          </select>
        )}
      </FormField>
      <FormField name="city" label={texts.city}>
        {(control) => (
          <select {...control} {...register('city')} value={watch('city')} autoComplete="address-level2">
            {options(deliveryCities)}
          </select>
        )}
      </FormField>
      <FormField name="street" label={texts.street}>
        {(control) => (
          <select {...control} {...register('street')} value={watch('street')}>
            <option value="">{streets ? texts.choose : texts.chooseZipFirst}</option>
            {options(streets ?? [])}
          </select>
        )}
      </FormField>
      <FormInput
        name="houseNumber"
        label={texts.houseNumber}
        hint={texts.houseNumberHint}
        autoComplete="address-line2"
        maxLength={40}
      />
    </>
  );
}
