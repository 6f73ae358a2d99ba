import {
  type ExportFormat,
  type ExportReport,
  exportFormats,
  exportReports,
} from '@konyha/domain/accounting/exports.schemas';
import { localDay } from '@konyha/domain/restaurant/local-time';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/button.module.css';
import { InputField } from '../../components/form/Field.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { isValidDay } from '../shared/DayField.tsx';
import screenStyles from '../shared/screen.module.css';
import styles from './ExportsScreen.module.css';
import { type Range, rangeProblems, thisMonth } from './range.ts';
import { useDownload } from './useDownload.ts';

const secondary = `${buttonStyles.button} ${buttonStyles.secondary}`;

/**
 * /dashboard/exports (issue 17, ADMIN and MANAGER): the accountant's reports of a date range as CSV or XLSX, and a
 * day's NTAK data. Each download is fetched with the login's token and saved from memory.
 */
export function ExportsScreen() {
  const { t } = useTranslation('staff');
  useDocumentTitle(t('nav.exports'));
  const [range, setRange] = useState<Range>(() => thisMonth(new Date()));
  const [ntakDay, setNtakDay] = useState(() => localDay(new Date()));
  const { busy, start } = useDownload();
  const problems = rangeProblems(range);
  const rangeValid = Object.keys(problems).length === 0;
  const reportsTitle = useId();
  const ntakTitle = useId();

  const problemText = (field: keyof Range) =>
    problems[field] && t(`exports.problems.${problems[field]}` as 'exports.problems.invalidDate');
  const save = (report: ExportReport, format: ExportFormat) =>
    start({
      kind: 'report',
      request: { params: { file: `${report}.${format}` }, querystring: range },
      fallbackName: `konyha-${report}-${range.from}_${range.to}.${format}`,
    });

  return (
    <section aria-labelledby="exports-title" aria-busy={busy !== undefined} className={screenStyles.screen}>
      <h1 id="exports-title">{t('nav.exports')}</h1>
      <section aria-labelledby={reportsTitle} className={styles.part}>
        <h2 id={reportsTitle}>{t('exports.reportsTitle')}</h2>
        <p>{t('exports.reportsIntro')}</p>
        <div className={screenStyles.toolbar}>
          {(['from', 'to'] as const).map((field) => (
            <InputField
              key={field}
              label={t(`exports.${field}`)}
              type="date"
              required
              value={range[field]}
              errorText={problemText(field)}
              onChange={(event) => setRange({ ...range, [field]: event.target.value })}
            />
          ))}
        </div>
        <ul className={styles.reports}>
          {exportReports.map((report) => (
            <li key={report} className={styles.report}>
              <div>
                <h3>{t(`exports.reports.${report}.title`)}</h3>
                <p>{t(`exports.reports.${report}.contents`)}</p>
              </div>
              <div className={styles.buttons}>
                {exportFormats.map((format) => (
                  <button
                    key={format}
                    type="button"
                    className={secondary}
                    disabled={!rangeValid || busy !== undefined}
                    aria-label={t('exports.download', {
                      report: t(`exports.reports.${report}.title`),
                      format: format.toUpperCase(),
                    })}
                    onClick={() => save(report, format)}
                  >
                    {format.toUpperCase()}
                  </button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={ntakTitle} className={styles.part}>
        <h2 id={ntakTitle}>{t('exports.ntakTitle')}</h2>
        <p>{t('exports.ntakIntro')}</p>
        <div className={screenStyles.toolbar}>
          <InputField
            label={t('exports.ntakDay')}
            type="date"
            required
            value={ntakDay}
            errorText={isValidDay(ntakDay) ? undefined : t('exports.problems.invalidDate')}
            onChange={(event) => setNtakDay(event.target.value)}
          />
          <button
            type="button"
            className={secondary}
            disabled={!isValidDay(ntakDay) || busy !== undefined}
            onClick={() =>
              start({
                kind: 'ntak',
                request: { params: { file: `${ntakDay}.json` } },
                fallbackName: `konyha-ntak-${ntakDay}.json`,
              })
            }
          >
            {t('exports.ntakDownload')}
          </button>
        </div>
      </section>
      <p role="status" className={styles.status}>
        {busy ? t('exports.downloading', { file: busy }) : ''}
      </p>
    </section>
  );
}
