import { taxNumberProblem } from '@konyha/domain/accounting/tax-number';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './CompanyFields.module.css';
import { FormInput } from './FormInput.tsx';
import { digitsOnly } from './values.ts';

/**
 * The company an invoice is made out to (issue 17): name, Hungarian tax number or EU VAT number, billing address.
 * `prefix`: where the details sit in the surrounding form ('invoice.' in the pay form, '' in the profile); the
 * labels are in the texts of the form's feature (`companyFields.*`), the errors in its `errors.*`.
 */
export function CompanyFields({
  prefix,
  texts,
  billingShortcut,
}: {
  prefix: '' | 'invoice.';
  texts: 'account' | 'checkout';
  /** A control that fills the billing address in (the pay form's "same as the delivery address"). */
  billingShortcut?: ReactNode;
}) {
  const { t } = useTranslation(texts);
  const { trigger, getFieldState } = useFormContext();
  const taxNumber = `${prefix}taxNumber`;
  const billing = (part: 'zipCode' | 'city' | 'street') => `${prefix}billingAddress.${part}`;
  return (
    <div className={styles.company}>
      <FormInput
        name={`${prefix}companyName`}
        label={t('companyFields.companyName')}
        autoComplete="organization"
        maxLength={120}
      />
      <FormInput
        name={taxNumber}
        label={t('companyFields.taxNumber')}
        hint={t('companyFields.taxNumberHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        options={{
          // Checked as it is typed once it has a whole number's shape (a wrong check digit shows at its last digit),
          // and while it shows an error, so the error follows the corrections.
          onChange: (event: { target: { value: string } }) => {
            const whole = taxNumberProblem(event.target.value) !== 'taxNumberFormat';
            if (whole || getFieldState(taxNumber).error) void trigger(taxNumber);
          },
        }}
      />
      <fieldset className={styles.billing}>
        <legend>{t('companyFields.billingAddress')}</legend>
        {billingShortcut && <div className={styles.wide}>{billingShortcut}</div>}
        <FormInput
          name={billing('zipCode')}
          label={t('companyFields.zipCode')}
          autoComplete="billing postal-code"
          inputMode="numeric"
          maxLength={4}
          filter={digitsOnly}
        />
        <FormInput
          name={billing('city')}
          label={t('companyFields.city')}
          autoComplete="billing address-level2"
          maxLength={60}
        />
        <FormInput
          name={billing('street')}
          label={t('companyFields.street')}
          fieldClassName={styles.wide}
          autoComplete="billing street-address"
          maxLength={120}
        />
      </fieldset>
    </div>
  );
}
