import { formatForint } from '@konyha/domain/common/money';
import { moneyWords } from '@konyha/domain/orders/money-words';
import type { VatRow } from '@konyha/domain/orders/order.schemas';
import { useLanguage } from '../i18n/i18n.ts';
import styles from './VatTable.module.css';

const amounts = ['net', 'vat', 'gross'] as const;

/**
 * VAT per rate (issue 17) of an order or of a day: each rate's net, VAT and gross, highest rate first as the server
 * and `sumByRate` give them, headed in the money words. Nothing when there is nothing to split.
 */
export function VatTable({ rows }: { rows: readonly VatRow[] }) {
  const language = useLanguage();
  const texts = moneyWords[language].vat;
  if (rows.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption>{texts.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.rate}</th>
          {amounts.map((key) => (
            <th key={key} scope="col">
              {texts[key]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.rate}>
            <th scope="row">{row.rate}%</th>
            {amounts.map((key) => (
              <td key={key}>{formatForint(row[key], language)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
