import { deliveryCities, splitStreet } from '@konyha/domain/delivery/address';
import type { Address } from '@konyha/domain/users/user.schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { streetsQuery, zipCodesQuery } from '../api/delivery.ts';
import type { PayFormValues } from '../payForm.ts';
import { Field, InputField } from './Field.tsx';
import styles from './form.module.css';

const addressText = (address: Address) => `${address.zipCode} ${address.city}, ${address.street}`;

/**
 * The delivery address (SPEC §2): zip codes that have a shipping cost, the streets of the chosen zip code, the city
 * from a fixed list and a typed house number. A saved address fills them in; with exactly one it is preselected.
 */
export function AddressFields({ saved }: { saved: readonly Address[] }) {
  const { t } = useFeatureTranslation('checkout');
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<PayFormValues>();
  const zipCode = watch('zipCode');
  const zipCodes = useQuery(zipCodesQuery).data ?? [];
  const streets = useQuery(streetsQuery(zipCode)).data;
  const [pickedId, setPickedId] = useState(saved.length === 1 ? String(saved[0]?.id) : '');
  const [pending, setPending] = useState<Address | undefined>(saved.length === 1 ? saved[0] : undefined);
  const pickerId = useId();

  // A saved address keeps street and house number in one string; it is split once that zip code's streets are in.
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
    setPending(address);
  }

  const zip = register('zipCode');
  // The selects follow the form's value: their options arrive later than a saved address's value.
  return (
    <fieldset className={styles.section}>
      <legend>{t('pay.address')}</legend>
      {saved.length > 1 && (
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={pickerId}>{t('pay.savedAddress')}</label>
          <select
            id={pickerId}
            className={styles.input}
            value={pickedId}
            onChange={(event) => pick(event.target.value)}
          >
            <option value="">{t('pay.newAddress')}</option>
            {saved.map((address) => (
              <option key={address.id} value={String(address.id)}>
                {addressText(address)}
              </option>
            ))}
          </select>
        </div>
      )}
      <Field label={t('pay.zipCode')} error={errors.zipCode?.message}>
        {(control) => (
          <select
            {...control}
            {...zip}
            value={zipCode}
            onChange={(event) => {
              setValue('street', '');
              return zip.onChange(event);
            }}
            className={styles.input}
            autoComplete="postal-code"
          >
            <option value="">{t('pay.choose')}</option>
            {zipCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('pay.city')} error={errors.city?.message}>
        {(control) => (
          <select
            {...control}
            {...register('city')}
            value={watch('city')}
            className={styles.input}
            autoComplete="address-level2"
          >
            {deliveryCities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('pay.street')} error={errors.street?.message}>
        {(control) => (
          <select {...control} {...register('street')} value={watch('street')} className={styles.input}>
            <option value="">{streets ? t('pay.choose') : t('pay.chooseZipFirst')}</option>
            {(streets ?? []).map((street) => (
              <option key={street} value={street}>
                {street}
              </option>
            ))}
          </select>
        )}
      </Field>
      <InputField
        label={t('pay.houseNumber')}
        error={errors.houseNumber?.message}
        {...register('houseNumber')}
        className={styles.input}
        autoComplete="address-line2"
        maxLength={40}
      />
    </fieldset>
  );
}
