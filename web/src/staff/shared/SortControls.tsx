import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form/Field.tsx';
import type { ListParams } from './listParams.ts';
import styles from './screen.module.css';

interface SortControlsProps<K extends string> {
  params: ListParams<K>;
  /** Each sort key with its translated name, in the order offered. */
  options: readonly { key: K; label: string }[];
}

/** Sort key and direction of a paged list; a change reloads from the first page. */
export function SortControls<K extends string>({ params, options }: SortControlsProps<K>) {
  const { t } = useTranslation('staff');
  return (
    <div className={styles.toolbar}>
      <Field label={t('sort.by')}>
        {(control) => (
          <select
            {...control}
            value={params.sort}
            onChange={(event) => params.setSort(event.target.value as K, params.desc)}
          >
            {options.map(({ key, label }) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('sort.direction')}>
        {(control) => (
          <select
            {...control}
            value={String(params.desc)}
            onChange={(event) => params.setSort(params.sort, event.target.value === 'true')}
          >
            <option value="false">{t('sort.ascending')}</option>
            <option value="true">{t('sort.descending')}</option>
          </select>
        )}
      </Field>
    </div>
  );
}
