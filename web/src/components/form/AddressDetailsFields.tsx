import { useTranslation } from 'react-i18next';
import { FormInput } from './FormInput.tsx';
import styles from './form.module.css';

/** The lengths of the domain's addressDetailsSchema. */
const lengths = { floor: 20, door: 20, doorbell: 40 } as const;

/**
 * The optional words a courier needs beyond the street (issue 16): floor, door and doorbell side by side (stacked on a
 * phone), then a note for the courier. The labels are in the texts of the form's feature (`checkout` or `account`).
 */
export function AddressDetailsFields({ texts }: { texts: 'account' | 'checkout' }) {
  const { t } = useTranslation(texts);
  return (
    <>
      <div className={`${styles.wide} ${styles.row}`}>
        {(['floor', 'door', 'doorbell'] as const).map((name) => (
          <FormInput
            key={name}
            name={name}
            label={t(`addressDetails.${name}`)}
            maxLength={lengths[name]}
            autoComplete="off"
          />
        ))}
      </div>
      <FormInput
        name="courierNote"
        label={t('addressDetails.courierNote')}
        hint={t('addressDetails.courierNoteHint')}
        fieldClassName={styles.wide}
        maxLength={200}
        autoComplete="off"
      />
    </>
  );
}
