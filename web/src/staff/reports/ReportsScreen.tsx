import { presetRange, type ReportPreset, type ReportRange } from '@konyha/domain/reports/report-range';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import screenStyles from '../shared/screen.module.css';
import { DecisionsSection } from './DecisionsSection.tsx';
import { HoursSection } from './HoursSection.tsx';
import { PaymentsSection } from './PaymentsSection.tsx';
import { ProductsSection } from './ProductsSection.tsx';
import { PromisesSection } from './PromisesSection.tsx';
import { type Choice, RangeChooser, type RangeProblems, rangeProblems } from './RangeChooser.tsx';
import { type ReportRequest, useReport } from './ReportSection.tsx';
import { SalesSection } from './SalesSection.tsx';

/** The server's 400 for a range, on the field it names (the browser's own check catches the rest first). */
function refusedField(error: unknown): RangeProblems {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const field = error.fieldPath === 'from' ? 'from' : 'to';
  // The message is "to: reversed": the field, then the domain's key for the problem.
  return { [field]: error.messageKey?.split(': ').pop() ?? 'refused' };
}

/**
 * /dashboard/reports (issue 33, ADMIN and MANAGER): how a range of days went, each report a chart with its table
 * and CSV, compared with the period before. Chart.js comes with this screen's chunk only.
 */
export function ReportsScreen() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('nav.reports'));
  const [choice, setChoice] = useState<Choice>('month');
  const [range, setRange] = useState<ReportRange>(() => presetRange('month', new Date()));
  const [compare, setCompare] = useState(true);
  const ownProblems = rangeProblems(range);
  const request: ReportRequest = { range, compare, valid: Object.keys(ownProblems).length === 0 };
  // Every section asks with the same range; the first one's refusal names the field for all of them.
  const sales = useReport('sales', request);
  const problems = { ...refusedField(sales.error), ...ownProblems };

  const choosePreset = (preset: ReportPreset) => {
    setChoice(preset);
    setRange(presetRange(preset, new Date()));
  };
  const chooseDays = (days: ReportRange) => {
    setChoice('custom');
    setRange(days);
  };

  return (
    <section aria-labelledby="reports-title" className={screenStyles.screen}>
      <h1 id="reports-title">{t('nav.reports')}</h1>
      <p>{t('reports.intro')}</p>
      <RangeChooser
        choice={choice}
        range={range}
        compare={compare}
        problems={problems}
        onPreset={choosePreset}
        onCustom={chooseDays}
        onCompare={setCompare}
      />
      <SalesSection request={request} />
      <HoursSection request={request} />
      <ProductsSection request={request} />
      <PaymentsSection request={request} />
      <DecisionsSection request={request} />
      <PromisesSection request={request} />
    </section>
  );
}
