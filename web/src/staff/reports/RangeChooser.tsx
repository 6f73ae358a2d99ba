import {
  previousPeriod,
  type ReportPreset,
  type ReportRange,
  rangeProblem,
  reportPresets,
} from '@konyha/domain/reports/report-range';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/form/Checkbox.tsx';
import { InputField } from '../../components/form/Field.tsx';
import { Fieldset } from '../../components/form/Fieldset.tsx';
import formStyles from '../../components/form/form.module.css';
import { isValidDay } from '../shared/DayField.tsx';
import styles from './ReportsScreen.module.css';

export type Choice = ReportPreset | 'custom';
export type RangeField = keyof ReportRange;
/** A field's problem: the browser's own check, or the server's 400 naming the field. */
export type RangeProblems = Partial<Record<RangeField, string>>;

/** What is wrong with a range before it is asked for: a day that is not one, the end first, more than three years. */
export function rangeProblems(range: ReportRange): RangeProblems {
  const problems: RangeProblems = {};
  for (const field of ['from', 'to'] as const) if (!isValidDay(range[field])) problems[field] = 'invalidDate';
  if (Object.keys(problems).length > 0) return problems;
  const problem = rangeProblem(range);
  return problem ? { [problem.field]: problem.problem } : {};
}

interface RangeChooserProps {
  choice: Choice;
  range: ReportRange;
  compare: boolean;
  problems: RangeProblems;
  onPreset: (preset: ReportPreset) => void;
  onCustom: (range: ReportRange) => void;
  onCompare: (compare: boolean) => void;
}

/**
 * Today, this week, this month or any days (at most three years), and whether to compare with the period of equal
 * length before. Typing a day switches to a custom range; each field tells its own problem.
 */
export function RangeChooser({
  choice,
  range,
  compare,
  problems,
  onPreset,
  onCustom,
  onCompare,
}: RangeChooserProps) {
  const { t } = useTranslation('staff');
  const problemText = (field: RangeField) =>
    problems[field] &&
    t(`reports.problems.${problems[field]}` as 'reports.problems.invalidDate', {
      defaultValue: t('reports.problems.refused'),
    });
  const valid = Object.keys(problems).length === 0;
  const previous = valid ? previousPeriod(range) : undefined;
  return (
    <div className={styles.chooser}>
      <Fieldset legend={t('reports.range.legend')} className={styles.presets}>
        {[...reportPresets, 'custom' as const].map((one) => (
          <label key={one} className={formStyles.choice}>
            <input
              type="radio"
              name="report-range"
              checked={choice === one}
              onChange={() => (one === 'custom' ? onCustom(range) : onPreset(one))}
            />
            {t(`reports.range.${one}`)}
          </label>
        ))}
      </Fieldset>
      <div className={styles.days}>
        {(['from', 'to'] as const).map((field) => (
          <InputField
            key={field}
            label={t(`reports.range.${field}`)}
            type="date"
            required
            value={range[field]}
            errorText={problemText(field)}
            onChange={(event) => onCustom({ ...range, [field]: event.target.value })}
          />
        ))}
      </div>
      <Checkbox checked={compare} onChange={(event) => onCompare(event.target.checked)}>
        {t('reports.range.compare')}
      </Checkbox>
      <p className={styles.summary} aria-live="polite">
        {previous && compare
          ? t('reports.range.comparing', { ...range, previousFrom: previous.from, previousTo: previous.to })
          : valid
            ? t('reports.range.showing', { from: range.from, to: range.to })
            : ''}
      </p>
    </div>
  );
}
