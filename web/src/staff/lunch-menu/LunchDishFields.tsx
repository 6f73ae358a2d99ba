import { allergenics } from '@konyha/domain/menu/catalogue';
import type { Product } from '@konyha/domain/menu/products';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '../../components/form/Fieldset.tsx';
import { FormField } from '../../components/form/FormInput.tsx';
import form from '../../components/form/form.module.css';
import { BilingualInputs } from '../../components/form/inputs.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import type { LunchValues } from './lunchForm.ts';
import styles from './lunchMenu.module.css';

/**
 * A variant's soup or main: a dish of the menu (its names and marks as the menu has them, copied when saved) or
 * typed for this day with its names and marks; a soup may be left out.
 */
export function LunchDishFields({
  name,
  course,
  dishes,
}: {
  /** `days.2.variants.1.soup` */
  name: `days.${number}.variants.${number}.${'soup' | 'main'}`;
  course: 'soup' | 'main';
  /** The menu's dishes offered for it: soups for the soup, the other foods for the main. */
  dishes: readonly Product[];
}) {
  const { t } = useTranslation('staff');
  const { t: shared } = useTranslation();
  const language = useLanguage();
  const { register, setValue } = useFormContext<LunchValues>();
  const dish = useWatch<LunchValues, typeof name>({ name });
  // A stored dish the menu no longer lists stays chosen under its stored name, so saving never changes it unseen.
  const gone =
    !['', 'typed'].includes(dish.pick) && !dishes.some((product) => String(product.id) === dish.pick);

  return (
    <Fieldset legend={t(`lunchMenu.${course}`)} className={styles.dish}>
      <FormField name={`${name}.pick`} label={t('lunchMenu.dish')}>
        {(control) => (
          <select
            {...control}
            {...register(`${name}.pick`, {
              // A dish of the menu brings its names and marks (the server copies them again when saving).
              onChange: (event: { target: { value: string } }) => {
                const product = dishes.find((dish) => String(dish.id) === event.target.value);
                if (!product) return;
                setValue(`${name}.name`, product.name);
                setValue(`${name}.nameEnglish`, product.nameEnglish);
                setValue(`${name}.allergenics`, [...product.allergenics]);
              },
            })}
          >
            {course === 'soup' && <option value="">{t('lunchMenu.noSoup')}</option>}
            <option value="typed">{t('lunchMenu.typed')}</option>
            {gone && <option value={dish.pick}>{language === 'hu' ? dish.name : dish.nameEnglish}</option>}
            {dishes.map((product) => (
              <option key={product.id} value={String(product.id)}>
                {language === 'hu' ? product.name : product.nameEnglish}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {dish.pick === 'typed' && (
        <>
          <BilingualInputs
            hu={{ name: `${name}.name`, label: t('lunchMenu.name') }}
            en={{ name: `${name}.nameEnglish`, label: t('lunchMenu.nameEnglish') }}
            maxLength={120}
          />
          <div className={form.choices}>
            {allergenics.map((value) => (
              <label key={value} className={form.choice}>
                <input type="checkbox" value={value} {...register(`${name}.allergenics`)} />
                {shared(`menu.allergen.${value}`)}
              </label>
            ))}
          </div>
        </>
      )}
    </Fieldset>
  );
}
