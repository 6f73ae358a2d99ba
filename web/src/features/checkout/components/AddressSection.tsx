import type { Address } from '@konyha/domain/users/user.schemas';
import { useQuery } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { AddressFields } from '../../../components/form/AddressFields.tsx';
import styles from '../../../components/form/form.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import { streetsQuery, zipCodesQuery } from '../../../lib/queries/delivery.ts';
import type { PayFormValues } from '../payForm.ts';

/** The delivery address of the order (SPEC §2); a saved address fills it in, with exactly one it is preselected. */
export function AddressSection({ saved }: { saved: readonly Address[] }) {
  const { t } = useFeatureTranslation('checkout');
  const zipCodes = useQuery(zipCodesQuery).data ?? [];
  const streets = useQuery(streetsQuery(useFormContext<PayFormValues>().watch('zipCode'))).data;
  return (
    <fieldset className={styles.section}>
      <legend>{t('pay.address')}</legend>
      <AddressFields
        zipCodes={zipCodes}
        streets={streets}
        houseNumber={{ label: t('pay.houseNumber') }}
        texts="checkout"
        saved={{ addresses: saved, label: t('pay.savedAddress'), newAddress: t('pay.newAddress') }}
      />
    </fieldset>
  );
}
