import { formatForint } from '@konyha/domain/common/money';
import type { OptionGroup } from '@konyha/domain/menu/options.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { Switch } from '../../components/Switch.tsx';
import { useLanguage } from '../../i18n/i18n.ts';
import { notifyServerError } from '../../lib/toasts/store.ts';
import { nameIn } from '../shared/names.ts';
import { notifyStaff } from '../shared/notifyStaff.ts';
import { useSetOptionAvailable } from './api.ts';
import styles from './options.module.css';

/**
 * One group with its options: an availability switch per option for every staff role ("Hasábburgonya elérhető"),
 * and for ADMIN and MANAGER the button that opens the group's editor.
 */
export function OptionGroupCard({ group, onEdit }: { group: OptionGroup; onEdit: (() => void) | undefined }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const id = useId();
  const availability = useSetOptionAvailable();
  const name = nameIn(group, language);
  const savingId = availability.isPending ? availability.variables?.optionId : undefined;

  return (
    <li className={styles.card}>
      <h2 id={`${id}-name`}>{name}</h2>
      <p className={styles.summary}>
        {t(group.required ? 'options.required' : 'options.optional')} ·{' '}
        {t('options.choices', { min: group.min, max: group.max })}
      </p>
      <ul className={styles.options} aria-labelledby={`${id}-name`}>
        {group.options.map((option) => {
          const optionName = nameIn(option, language);
          const labelId = `${id}-${option.id}-available`;
          return (
            <li key={option.id}>
              <span>
                {optionName} ({option.price ? `+${formatForint(option.price, language)}` : t('options.free')}
                {option.isDefault ? `, ${t('options.isDefault').toLowerCase()}` : ''})
              </span>
              <span id={labelId} hidden>
                {t('options.availableOf', { name: optionName })}
              </span>
              <Switch
                checked={option.available}
                labelledBy={labelId}
                disabled={savingId === option.id}
                onToggle={() =>
                  availability.mutate(
                    { optionId: option.id, available: !option.available },
                    {
                      onSuccess: () => notifyStaff('success', 'toast.modified', 'short'),
                      onError: notifyServerError,
                    },
                  )
                }
              >
                {t(option.available ? 'options.available' : 'options.unavailable')}
              </Switch>
            </li>
          );
        })}
      </ul>
      {onEdit ? (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
          aria-label={t('options.editNamed', { name })}
          onClick={onEdit}
        >
          {t('common.edit')}
        </button>
      ) : null}
    </li>
  );
}
