import type { Product } from '@konyha/domain/menu/products';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../../components/form/FieldList.tsx';
import { useFieldError } from '../../components/form/Form.tsx';
import { FormInput } from '../../components/form/FormInput.tsx';
import { dayTitle } from '../../features/lunch-menu/index.ts';
import { LunchVariantFields } from './LunchVariantFields.tsx';
import { type LunchValues, newVariant } from './lunchForm.ts';
import styles from './lunchMenu.module.css';

/** At most this many variants a day (the domain's limit). */
const MAX_VARIANTS = 10;

/** A weekday of the week: its lunch window and its variants, added and removed; none: no lunch menu that day. */
export function LunchDayFields({
  index,
  rates,
  defaultRate,
  dishes,
}: {
  index: number;
  rates: readonly number[];
  defaultRate: number;
  dishes: { soups: readonly Product[]; mains: readonly Product[] };
}) {
  const { t, i18n } = useTranslation('staff');
  const { control, getValues } = useFormContext<LunchValues>();
  const name = `days.${index}` as const;
  const { fields, append, remove } = useFieldArray({ control, name: `${name}.variants` });
  const title = dayTitle(getValues(`${name}.date`), i18n.language);
  const time = { type: 'time', autoComplete: 'off', required: true, fieldClassName: styles.time } as const;

  return (
    <section className={styles.day} aria-labelledby={`lunch-day-${index}`}>
      <h2 id={`lunch-day-${index}`}>{title}</h2>
      <fieldset className={styles.window}>
        <legend>{t('lunchMenu.window')}</legend>
        <FormInput name={`${name}.window.from`} label={t('lunchMenu.from')} {...time} />
        <FormInput name={`${name}.window.to`} label={t('lunchMenu.to')} {...time} />
      </fieldset>
      <FieldList
        items={fields}
        none={t('lunchMenu.noVariants')}
        className={styles.variants}
        error={{ id: `lunch-day-${index}-error`, text: useFieldError(`${name}.variants`) }}
        add={{
          label: t('lunchMenu.addVariant', { day: title }),
          onAdd: () => append(newVariant(getValues(`${name}.variants`), defaultRate)),
          disabled: fields.length >= MAX_VARIANTS,
        }}
        remove={remove}
      >
        {(variant, onRemove) => (
          <LunchVariantFields
            name={`${name}.variants.${variant}`}
            title={t('lunchMenu.variantOf', { day: title, code: fields[variant]?.code })}
            rates={rates}
            dishes={dishes}
            onRemove={onRemove}
          />
        )}
      </FieldList>
    </section>
  );
}
