import type { Product } from '@konyha/domain/menu/products';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import button from '../../components/button.module.css';
import { FormField } from '../../components/form/FormInput.tsx';
import { NumberInput } from '../../components/form/inputs.tsx';
import { LunchDishFields } from './LunchDishFields.tsx';
import type { LunchValues } from './lunchForm.ts';
import styles from './lunchMenu.module.css';

/** One variant of a day ("B menü"): its soup and main, prices, portions and VAT rate, and its remove button. */
export function LunchVariantFields({
  name,
  title,
  rates,
  dishes,
  onRemove,
}: {
  name: `days.${number}.variants.${number}`;
  /** "Szerda, B menü": names the variant for screen readers beyond its own fieldset. */
  title: string;
  rates: readonly number[];
  dishes: { soups: readonly Product[]; mains: readonly Product[] };
  onRemove: () => void;
}) {
  const { t } = useTranslation('staff');
  const { register } = useFormContext<LunchValues>();
  return (
    <fieldset className={styles.variant}>
      <legend>{title}</legend>
      <div className={styles.numbers}>
        <NumberInput name={`${name}.price`} label={t('lunchMenu.price')} required maxLength={6} />
        <NumberInput
          name={`${name}.mainOnlyPrice`}
          label={t('lunchMenu.mainOnlyPrice')}
          hint={t('lunchMenu.mainOnlyHint')}
          maxLength={6}
        />
        <NumberInput
          name={`${name}.portions`}
          label={t('lunchMenu.portions')}
          hint={t('lunchMenu.portionsHint')}
          maxLength={5}
        />
        <FormField name={`${name}.vatRate`} label={t('lunchMenu.vatRate')}>
          {(control) => (
            <select {...control} {...register(`${name}.vatRate`, { valueAsNumber: true })}>
              {rates.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}%
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <LunchDishFields name={`${name}.soup`} course="soup" dishes={dishes.soups} />
      <LunchDishFields name={`${name}.main`} course="main" dishes={dishes.mains} />
      <button
        type="button"
        className={`${button.button} ${button.secondary} ${button.small} ${styles.remove}`}
        aria-label={t('lunchMenu.removeNamed', { name: title })}
        onClick={onRemove}
      >
        {t('lunchMenu.remove')}
      </button>
    </fieldset>
  );
}
