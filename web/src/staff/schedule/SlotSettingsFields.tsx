import { weekdays } from '@konyha/domain/restaurant/weekdays';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '../../components/form/Fieldset.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import { digitsOnly } from '../../components/form/values.ts';
import styles from './schedule.module.css';

const number = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: 5,
  filter: digitsOnly,
} as const;

/**
 * Lead time, slot length, days ahead, the first slot after each opening and the orders a slot takes: in general, and
 * on chosen weekdays.
 */
export function SlotSettingsFields({ headingId }: { headingId: string }) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby={headingId} className={styles.part}>
      <h2 id={headingId}>{t('schedule.slots')}</h2>
      <div className={styles.settings}>
        <FormInput name="settings.leadMinutes" label={t('schedule.leadMinutes')} required {...number} />
        <FormInput name="settings.slotMinutes" label={t('schedule.slotMinutes')} required {...number} />
        <FormInput name="settings.daysAhead" label={t('schedule.daysAhead')} required {...number} />
        <FormInput
          name="settings.firstSlotAfterOpeningMinutes"
          label={t('schedule.firstSlotAfterOpeningMinutes')}
          hint={t('schedule.firstSlotHint')}
          required
          {...number}
        />
        <FormInput
          name="settings.capacityPerSlot"
          label={t('schedule.capacityPerSlot')}
          hint={t('schedule.capacityHint')}
          {...number}
        />
      </div>
      <Fieldset legend={t('schedule.capacityByWeekday')} className={styles.capacities}>
        <p className={styles.intro}>{t('schedule.capacityByWeekdayHint')}</p>
        {weekdays.map((day) => (
          <FormInput
            key={day}
            name={`settings.capacityByWeekday.${day}`}
            label={t(`schedule.weekdays.${day}`)}
            fieldClassName={styles.capacity}
            {...number}
          />
        ))}
      </Fieldset>
    </section>
  );
}
