import { zodResolver } from '@hookform/resolvers/zod';
import { deliveryCities, joinStreet, splitStreet } from '@konyha/domain/delivery/address';
import { required } from '@konyha/domain/users/user.schemas';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiRequestError } from '../../../app/api.ts';
import { useSessionActions } from '../../../app/session.ts';
import { notify, notifyServerError } from '../../../app/toasts/store.ts';
import button from '../../../components/button.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { accountToast } from '../../account/accountToast.ts';
import { Field, InputField } from '../../account/components/Field.tsx';
import form from '../../account/components/form.module.css';
import { streetsQuery, zipCodesQuery } from '../../checkout/api/delivery.ts';
import { addAddress } from '../api/profile.ts';

// The house number must read as one after the street (the server's rule, DESIGN: saved addresses are deliverable).
const schema = z
  .object({
    zipCode: required(),
    city: required(),
    street: required(),
    houseNumber: required().max(40, 'tooLong'),
  })
  .refine(
    ({ street, houseNumber }) =>
      !street || !houseNumber || splitStreet(joinStreet(street, houseNumber), [street]),
    { message: 'houseNumberInvalid', path: ['houseNumber'] },
  );
type Values = z.input<typeof schema>;

/** Where the server's VALIDATION_ERROR fields show: the joined street is the typed house number's fault. */
const serverFields = {
  zipCode: ['zipCode', 'zipNotDelivered'],
  city: ['city', 'cityNotDelivered'],
  street: ['houseNumber', 'houseNumberInvalid'],
} as const;

/**
 * A new saved address (SPEC §2): zip codes that have a shipping cost, the streets of the chosen zip code, the city
 * from the fixed list and a typed house number, joined to the street in one string.
 */
export function AddressForm() {
  const { t } = useFeatureTranslation('account');
  const { refreshUser } = useSessionActions();
  const navigate = useNavigate();
  const zipCodes = useQuery(zipCodesQuery).data ?? [];
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { zipCode: '', city: deliveryCities[0], street: '', houseNumber: '' },
  });
  const zipCode = watch('zipCode');
  const streets = useQuery(streetsQuery(zipCode)).data;
  const zip = register('zipCode');

  const submit = handleSubmit(async ({ zipCode, city, street, houseNumber }) => {
    try {
      await refreshUser(await addAddress({ zipCode, city, street: joinStreet(street, houseNumber) }));
      notify(accountToast('success', 'addresses.added', 'short'));
      await navigate('/profile/addresses');
    } catch (error) {
      const field =
        error instanceof ApiRequestError && error.code === 'VALIDATION_ERROR'
          ? serverFields[error.fieldPath as keyof typeof serverFields]
          : undefined;
      if (field) setError(field[0], { message: field[1] }, { shouldFocus: true });
      else notifyServerError();
    }
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="address-form-heading">
      <h2 id="address-form-heading">{t('addresses.addHeading')}</h2>
      <div className={form.grid}>
        <Field label={t('fields.zipCode')} error={errors.zipCode?.message}>
          {(control) => (
            <select
              {...control}
              {...zip}
              onChange={(event) => {
                setValue('street', '');
                return zip.onChange(event);
              }}
              className={form.input}
              autoComplete="postal-code"
            >
              <option value="">{t('addresses.choose')}</option>
              {zipCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.city')} error={errors.city?.message}>
          {(control) => (
            <select {...control} {...register('city')} className={form.input} autoComplete="address-level2">
              {deliveryCities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('fields.street')} error={errors.street?.message}>
          {(control) => (
            <select {...control} {...register('street')} value={watch('street')} className={form.input}>
              <option value="">{streets ? t('addresses.choose') : t('addresses.chooseZipFirst')}</option>
              {(streets ?? []).map((street) => (
                <option key={street} value={street}>
                  {street}
                </option>
              ))}
            </select>
          )}
        </Field>
        <InputField
          label={t('fields.houseNumber')}
          error={errors.houseNumber?.message}
          hint={t('addresses.houseNumberHint')}
          {...register('houseNumber')}
          autoComplete="address-line2"
          maxLength={40}
          className={form.input}
        />
      </div>
      <div className={form.actions}>
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={isSubmitting}>
          {t('addresses.save')}
        </button>
        <Link to="/profile/addresses">{t('addresses.cancel')}</Link>
      </div>
    </form>
  );
}
