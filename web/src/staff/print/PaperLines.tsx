import type { PrintLine } from '@konyha/domain/printing/print-layout';
import styles from './PrintPage.module.css';

/**
 * A document as the network printer prints it (issue 29): the lines of the domain's `ticketLayout`/`slipLayout`,
 * 42 columns, double-size and bold where the printer has them. The browser's 80 mm page lays nothing out itself,
 * so the two papers cannot drift apart.
 */
export function PaperLines({
  lines,
  kind,
  label,
  page,
}: {
  lines: readonly PrintLine[];
  kind: string;
  label: string;
  page: 'ticket' | 'slip';
}) {
  return (
    <article
      className={`${styles.paper} ${styles[page]}`}
      data-page={page}
      aria-label={label}
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
