/**
 * Text for 80 mm thermal paper (issue 16): 42 columns of font A, 21 at double width. A column is one character
 * after NFC composition, so "ő" typed as o + combining accent still takes one (CP852 has it as one byte).
 */

export const paperColumns = 42;

/** One printed line; `double` is double width and height at the printer, so it holds half the columns. */
export interface PrintLine {
  text: string;
  size?: 'double';
  bold?: boolean;
  align?: 'center';
}

/** The columns a line holds at its size. */
export const columnsOf = (line: Pick<PrintLine, 'size'>) =>
  line.size === 'double' ? paperColumns / 2 : paperColumns;

/** Characters as the printer counts them. */
const characters = (text: string) => Array.from(text.normalize('NFC'));

/** The columns a text takes. */
export const textWidth = (text: string) => characters(text).length;

/** Words of one paragraph; a word longer than the line is cut into pieces that fit. */
function words(paragraph: string, width: number): string[] {
  return paragraph
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const letters = characters(word);
      const pieces: string[] = [];
      for (let at = 0; at < letters.length; at += width) pieces.push(letters.slice(at, at + width).join(''));
      return pieces;
    });
}

/**
 * Word-wraps `text` (its own line breaks kept) into lines of at most `width` columns; every line after the first
 * starts with `indent` spaces, so a wrapped item or note reads as one. `firstIndent` puts spaces before the first.
 */
export function wrap(text: string, width: number, indent = 0, firstIndent = 0): string[] {
  const lines: string[] = [];
  for (const paragraph of text.normalize('NFC').split(/\r?\n/)) {
    let line = '';
    let lineWidth = 0;
    const margin = () => (lines.length === 0 ? firstIndent : indent);
    for (const word of words(paragraph, width - Math.max(indent, firstIndent))) {
      const wordWidth = textWidth(word);
      if (line && lineWidth + 1 + wordWidth > width) {
        lines.push(line);
        line = '';
      }
      if (!line) {
        line = ' '.repeat(margin()) + word;
        lineWidth = margin() + wordWidth;
      } else {
        line += ` ${word}`;
        lineWidth += 1 + wordWidth;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** `text` wrapped into print lines of its size, each carrying the same style. */
export function wrapped(text: string, style: Omit<PrintLine, 'text'> = {}, indent = 0, firstIndent = 0) {
  return wrap(text, columnsOf(style), indent, firstIndent).map(
    (line): PrintLine => ({ ...style, text: line }),
  );
}

/** A full-width rule between the parts of a ticket. */
export const rule = (): PrintLine => ({ text: '-'.repeat(paperColumns) });

/**
 * The phone on a bag slip: the country and area prefix and the last two digits show, the rest is starred with the
 * layout kept (`+36 30 123 4567` → `+36 30 *** **67`, `06-30-123-4567` → `06-30-***-**67`), so the courier can
 * match a call-back and a stranger reading the bag learns nothing. Without a separator the first four digits of an
 * international number (two of a national one) count as the prefix.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').length;
  const groups = phone
    .trim()
    .split(/[\s\-/()]+/)
    .filter(Boolean);
  const prefix =
    groups.length >= 3
      ? (groups[0] ?? '').replace(/\D/g, '').length + (groups[1] ?? '').replace(/\D/g, '').length
      : phone.trim().startsWith('+')
        ? 4
        : 2;
  // Some digits are always hidden, however short the number or long its prefix.
  const prefixDigits = Math.min(prefix, Math.max(digits - 5, 0));
  let seen = 0;
  return phone.trim().replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= prefixDigits || seen > digits - 2 ? digit : '*';
  });
}
