import type { PrintLine } from '@konyha/domain/printing/print-layout';
import { useTranslation } from 'react-i18next';
import styles from './PrintPage.module.css';

/**
 * A kitchen ticket or bag slip on the browser's 80 mm page, as the network printer prints it (issue 29): the lines
 * of the domain's `ticketLayout`/`slipLayout`, 42 columns, double-size and bold where the printer has them. The page
 * lays nothing out itself, so the two papers cannot drift apart.
 */
export function PrintPaper({
  page,
  orderId,
  lines,
}: {
  page: 'ticket' | 'slip';
  orderId: number;
  lines: readonly PrintLine[];
}) {
  const { t } = useTranslation('staff');
  const kind = t(`print.${page}Heading`);
  return (
    <article
      className={`${styles.paper} ${styles[page]}`}
      data-page={page}
      aria-label={`${kind} ${t('print.orderNo', { id: orderId })}`}
      data-testid={`print-${page}`}
    >
      <p className={styles.kind}>{kind}</p>
      {lines.map((line, index) => (
        <p
          // biome-ignore lint/suspicious/noArrayIndexKey: a laid-out paper's lines never reorder
          key={index}
          className={[
            styles.line,
            line.size === 'double' && styles.double,
            line.bold && styles.bold,
            line.align === 'center' && styles.center,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {line.text}
        </p>
      ))}
    </article>
  );
}
