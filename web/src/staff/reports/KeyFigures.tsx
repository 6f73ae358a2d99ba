import { useTranslation } from 'react-i18next';
import { type Figure, figureColumns } from './figures.ts';
import { ReportTable } from './ReportTable.tsx';

/** A report's key figures as a table: each this period and, compared, the previous period's and the change. */
export function KeyFigures({
  caption,
  figures,
  compare,
  file,
  range,
}: {
  caption: string;
  figures: readonly Figure[];
  compare: boolean;
  file: string;
  range: { from: string; to: string };
}) {
  const { t } = useTranslation('staff');
  return (
    <ReportTable
      caption={caption}
      columns={figureColumns(t, compare)}
      rows={figures}
      rowKey={(figure) => figure.key}
      file={file}
      range={range}
    />
  );
}
