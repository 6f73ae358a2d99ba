import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { Checkbox } from '../../components/form/Checkbox.tsx';
import { Fieldset } from '../../components/form/Fieldset.tsx';
import { NumberInput, TextInput } from '../../components/form/inputs.tsx';
import styles from './printers.module.css';

/** One printer of the list: its name (shown in print warnings), address, port and what it prints on accept. */
export function PrinterFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('staff');
  const { register } = useFormContext();
  const name = (field: string) => `printers.${index}.${field}`;
  const legend = t('printers.printer', { number: index + 1 });
  return (
    <Fieldset legend={legend} className={styles.printer}>
      <TextInput name={name('name')} label={t('printers.name')} required maxLength={40} />
      <TextInput
        name={name('host')}
        label={t('printers.host')}
        required
        maxLength={39}
        autoCapitalize="off"
        spellCheck={false}
      />
      <NumberInput name={name('port')} label={t('printers.port')} required maxLength={5} />
      <div className={styles.checks}>
        <Checkbox {...register(name('tickets'))}>{t('printers.tickets')}</Checkbox>
        <Checkbox {...register(name('slips'))}>{t('printers.slips')}</Checkbox>
      </div>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small} ${styles.remove}`}
        aria-label={t('schedule.named', { action: t('printers.remove'), name: legend })}
        onClick={onRemove}
      >
        {t('printers.remove')}
      </button>
    </Fieldset>
  );
}
