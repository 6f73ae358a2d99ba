import type { ProductSales } from '@konyha/domain/reports/reports.schemas';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Language, useLanguage } from '../../i18n/i18n.ts';
import type { Report } from './api.ts';
import { ReportChart } from './ReportChart.tsx';
import { ChartWithTable, type ReportRequest, ReportSection } from './ReportSection.tsx';
import { ReportTable } from './ReportTable.tsx';
import type { ReportColumn } from './reportTable.ts';

/** How many dishes each list shows at most. */
const listLength = 10;

type Ranked = ProductSales & { rank: number; previousQuantity: number | null };

/**
 * The best sellers from the top of the server's list and the worst from its bottom, worst first; a short list is
 * split in two so no dish shows in both.
 */
export function bestAndWorst<Dish>(products: readonly Dish[]): { best: Dish[]; worst: Dish[] } {
  const bestCount = Math.min(listLength, Math.ceil(products.length / 2));
  const best = products.slice(0, bestCount);
  const worst = products.slice(Math.max(bestCount, products.length - listLength)).reverse();
  return { best, worst };
}

/** Each dish with its place in the list and, when comparing, what it sold in the previous period. */
export function ranked(report: Report<'products'>): Ranked[] {
  const before = report.previous && new Map(report.previous.products.map((p) => [p.key, p.quantity]));
  return report.products.map((product, index) => ({
    ...product,
    rank: index + 1,
    previousQuantity: before ? (before.get(product.key) ?? 0) : null,
  }));
}

const nameOf = (named: { name: string; nameEnglish: string }, language: Language) =>
  language === 'en' && named.nameEnglish ? named.nameEnglish : named.name;

function columnsOf(t: TFunction<'staff'>, language: Language, compare: boolean): ReportColumn<Ranked>[] {
  return [
    { key: 'rank', header: t('reports.columns.rank'), kind: 'count', value: (row) => row.rank },
    { key: 'dish', header: t('reports.columns.dish'), kind: 'text', value: (row) => nameOf(row, language) },
    { key: 'quantity', header: t('reports.columns.quantity'), kind: 'count', value: (row) => row.quantity },
    { key: 'revenue', header: t('reports.columns.revenue'), kind: 'money', value: (row) => row.revenue },
    ...(compare
      ? [
          {
            key: 'previousQuantity',
            header: t('reports.columns.previousQuantity'),
            kind: 'count' as const,
            value: (row: Ranked) => row.previousQuantity,
          },
        ]
      : []),
    {
      key: 'options',
      header: t('reports.columns.options'),
      kind: 'text',
      value: (row) =>
        row.options
          .map((option) =>
            t('reports.products.option', {
              group: nameOf({ name: option.groupName, nameEnglish: option.groupNameEnglish }, language),
              option: nameOf(option, language),
              quantity: option.quantity,
            }),
          )
          .join('; '),
    },
  ];
}

/** The best and the worst sellers of the range, each a bar chart of portions sold and a table with the options. */
export function ProductsSection({ request }: { request: ReportRequest }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const columns = columnsOf(t, language, request.compare);
  return (
    <ReportSection kind="products" title={t('reports.products.title')} request={request}>
      {(report) => {
        const lists = bestAndWorst(ranked(report));
        return (['best', 'worst'] as const).map((list) => (
          <ChartWithTable
            key={list}
            title={t(`reports.products.${list}`)}
            chart={
              <ReportChart
                kind="bar"
                horizontal
                labels={lists[list].map((row) => nameOf(row, language))}
                series={[
                  { label: t('reports.series.current'), data: lists[list].map((row) => row.quantity) },
                  ...(request.compare
                    ? [
                        {
                          label: t('reports.series.previous'),
                          data: lists[list].map((row) => row.previousQuantity ?? 0),
                          previous: true,
                        },
                      ]
                    : []),
                ]}
                valueKind="count"
              />
            }
            table={
              <ReportTable
                caption={t(`reports.products.${list}Caption`)}
                columns={columns}
                rows={lists[list]}
                rowKey={(row) => row.key}
                file={`${list}-sellers`}
                range={report.range}
              />
            }
          />
        ));
      }}
    </ReportSection>
  );
}
