import { joinStreet } from '@konyha/domain/delivery/address';
import { useFormContext } from 'react-hook-form';
import button from '../../../components/button.module.css';
import { Checkbox } from '../../../components/form/Checkbox.tsx';
import { CompanyFields } from '../../../components/form/CompanyFields.tsx';
import styles from '../../../components/form/form.module.css';
import { useFeatureTranslation } from '../../../i18n/useFeatureTranslation.ts';
import type { PayFormValues } from '../payForm.ts';

/**
 * "I need an invoice for a company" (issue 17): ticked, it opens the company's name, tax number and billing address,
 * which a customer's saved details fill in and a logged-in customer may save to the profile.
 */
export function InvoiceSection({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useFeatureTranslation('checkout');
  const { register, watch, getValues, setValue } = useFormContext<PayFormValues>();
  const wanted = watch('wantsInvoice');

  function copyDeliveryAddress() {
    const { zipCode, city, street, houseNumber } = getValues();
    const copy = { shouldValidate: true, shouldDirty: true };
    setValue('invoice.billingAddress.zipCode', zipCode, copy);
    setValue('invoice.billingAddress.city', city, copy);
    setValue('invoice.billingAddress.street', joinStreet(street, houseNumber).trim(), copy);
  }

  return (
    <fieldset className={styles.section}>
      <legend>{t('invoice.legend')}</legend>
      <div className={styles.wide}>
        <Checkbox {...register('wantsInvoice')}>{t('invoice.wanted')}</Checkbox>
      </div>
      {wanted && (
        <>
          <CompanyFields
            prefix="invoice."
            texts="checkout"
            billingShortcut={
              <button
                type="button"
                className={`${button.button} ${button.secondary} ${button.small}`}
                onClick={copyDeliveryAddress}
              >
                {t('invoice.sameAsDelivery')}
              </button>
            }
          />
          {loggedIn && (
            <div className={styles.wide}>
              <Checkbox {...register('saveCompany')}>{t('invoice.saveToProfile')}</Checkbox>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
