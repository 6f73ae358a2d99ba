import { formatForint } from '@konyha/domain/common/money';
import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/i18n.ts';
import { localizedName } from './localizedName.ts';
import styles from './OptionsDialog.module.css';

type Props = {
  group: OptionGroup;
  /** The option ids chosen in this group. */
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
};

/**
 * One option group: radio buttons when one may be chosen (with "none" when the group is optional, since a radio
 * cannot be unticked), checkboxes otherwise, the rest disabled once the maximum is reached.
 */
export function OptionGroupFieldset({ group, chosen, onChange }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = useId();
  const single = group.max === 1;
  const full = chosen.length >= group.max;
  const hint = single
    ? t(group.required ? 'menu.options.chooseOne' : 'menu.options.optional')
    : group.min > 0
      ? t('menu.options.between', { min: group.min, max: group.max })
      : t('menu.options.upTo', { max: group.max });

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {localizedName(group, language)} <span className={styles.hint}>({hint})</span>
      </legend>
      {single && !group.required && (
        <label className={styles.option}>
          <input type="radio" name={name} checked={chosen.length === 0} onChange={() => onChange([])} />
          <span className={styles.optionName}>{t('menu.options.none')}</span>
        </label>
      )}
      {group.options.map((option) => {
        const checked = chosen.includes(option.id);
        return (
          <label key={option.id} className={styles.option}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={name}
              checked={checked}
              disabled={!option.available || (!single && !checked && full)}
              onChange={() =>
                onChange(
                  single
                    ? [option.id]
                    : checked
                      ? chosen.filter((id) => id !== option.id)
                      : [...chosen, option.id],
                )
              }
            />
            {/* The spaces keep the parts apart in the option's spoken name. */}
            <span className={styles.optionName}>{localizedName(option, language)}</span>{' '}
            {option.price > 0 && <span>+{formatForint(option.price, language)}</span>}{' '}
            {!option.available && <span className={styles.soldOut}>{t('menu.options.soldOut')}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
