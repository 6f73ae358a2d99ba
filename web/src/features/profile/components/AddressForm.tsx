import { zodResolver } from '@hookform/resolvers/zod';
import { deliveryCities, joinStreet, splitStreet } from '@konyha/domain/delivery/address';
import { addressDetailsSchema, required } from '@konyha/domain/users/user.schemas';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { AddressFields } from '../../../components/form/AddressFields.tsx';
import { FormCard, SubmitButton } from '../../../components/form/Form.tsx';
import form from '../../../components/form/form.module.css';
import { type FieldOfRefusal, showFieldRefusal } from '../../../components/form/refusal.ts';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { streetsQuery, zipCodesQuery } from '../../../lib/queries/delivery.ts';
import { useSessionActions } from '../../../lib/session.ts';
import { accountToast } from '../../../lib/toasts/accountToast.ts';
import { notify, notifyServerError } from '../../../lib/toasts/store.ts';
import { addAddress } from '../api/profile.ts';

// The house number must read as one after the street (the server's rule, DESIGN: saved addresses are deliverable).
const schema = z
  .object({
    zipCode: required(),
    city: required(),
    street: required(),
    houseNumber: required().max(40, 'tooLong'),
    ...addressDetailsSchema.shape,
  })
  .refine(
    ({ street, houseNumber }) =>
      !street || !houseNumber || splitStreet(joinStreet(street, houseNumber), [street]),
    { message: 'houseNumberInvalid', path: ['houseNumber'] },
  );
type Values = z.input<typeof schema>;

/**
 * Where the server's VALIDATION_ERROR fields show, with the message there: the joined street is the typed house
 * number's fault; the details show the server's own message (too long).
 */
const serverFields: Record<string, ReturnType<FieldOfRefusal<Values>>> = {
  zipCode: { field: 'zipCode', message: 'zipNotDelivered' },
  city: { field: 'city', message: 'cityNotDelivered' },
  street: { field: 'houseNumber', message: 'houseNumberInvalid' },
  floor: 'floor',
  door: 'door',
  doorbell: 'doorbell',
  courierNote: 'courierNote',
};

/**
 * A new saved address (SPEC §2): zip codes that have a shipping cost, the streets of the chosen zip code, the city
 * from the fixed list and a typed house number, joined to the street in one string; then the optional floor, door,
 * doorbell and note for the courier (issue 16).
 */
export function AddressForm() {
  const { t } = useFeatureTranslation('account');
  const { refreshUser } = useSessionActions();
  const navigate = useNavigate();
  const zipCodes = useQuery(zipCodesQuery).data ?? [];
  const methods = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      zipCode: '',
      city: deliveryCities[0],
      street: '',
      houseNumber: '',
      floor: '',
      door: '',
      doorbell: '',
      courierNote: '',
    },
  });
  const { handleSubmit, watch } = methods;
  const streets = useQuery(streetsQuery(watch('zipCode'))).data;

  const submit = handleSubmit(async ({ street, houseNumber, ...address }) => {
    try {
      await refreshUser(await addAddress({ ...address, street: joinStreet(street, houseNumber) }));
      notify(accountToast('success', 'addresses.added', 'short'));
      await navigate('/profile/addresses');
    } catch (error) {
      const fieldOf = (path: string) => serverFields[path];
      if (!showFieldRefusal(methods, error, fieldOf, { fallback: 'invalidValue' })) notifyServerError();
    }
  });

  return (
    <FormCard form={methods} texts="account" onSubmit={submit} heading={t('addresses.addHeading')}>
      <div className={form.grid}>
        <AddressFields
          zipCodes={zipCodes}
          streets={streets}
          houseNumber={{ label: t('fields.houseNumber'), hint: t('addresses.houseNumberHint') }}
          texts="account"
        />
      </div>
      <div className={form.actions}>
        <SubmitButton>{t('addresses.save')}</SubmitButton>
        <Link to="/profile/addresses">{t('addresses.cancel')}</Link>
      </div>
    </FormCard>
  );
}
