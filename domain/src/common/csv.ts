/** A spreadsheet cell: text, a number, or empty. */
export type Cell = string | number | null;

/**
 * A text cell Excel would run as a formula (=, +, -, @ first) gets an apostrophe in front: a guest's company name
 * must not become a formula on the accountant's machine (CSV injection).
 */
const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** One CSV cell as Hungarian Excel reads it: numbers plain, text quoted when it holds a separator, quote or break. */
function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = defused(cell);
  return /[";\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line: semicolons between the cells, CRLF at the end (the server's exports and the reports screen). */
export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** A whole CSV file Excel set to Hungarian opens without an import dialogue: UTF-8 with a byte-order mark. */
export const csvText = (headers: readonly string[], rows: readonly (readonly Cell[])[]) =>
  `\uFEFF${csvLine(headers)}${rows.map(csvLine).join('')}`;
