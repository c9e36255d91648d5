/** Column letters A, B, … AA …, computed once. */
const LETTERS: string[] = [];

export function columnLetter(index: number): string {
  while (LETTERS.length <= index) {
    let n = LETTERS.length + 1;
    let letters = '';
    while (n > 0) {
      const m = (n - 1) % 26;
      letters = String.fromCharCode(65 + m) + letters;
      n = Math.floor((n - 1) / 26);
    }
    LETTERS.push(letters);
  }
  return LETTERS[index]!;
}

// Characters XML 1.0 cannot carry at all (a spreadsheet cell has no use for them), and the ones to escape.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NEEDS_WORK = /[&<>\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex -- as above
const NOT_XML = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(NOT_XML, '').replace(/[&<>]/g, (c) => ESCAPES[c]!);
}

/** A date written as Excel stores it: days since 1899-12-30, with the style that shows it as a date. */
export interface DateCell {
  date: Date;
  style: number;
}

export type SheetCell = string | number | DateCell | null;

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

function cellXml(ref: string, value: Exclude<SheetCell, null>): string {
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'string') {
    const space = value.trim() === value ? '' : ' xml:space="preserve"';
    return `<c r="${ref}" t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
  }
  return `<c r="${ref}" s="${value.style}"><v>${(value.date.getTime() - EXCEL_EPOCH_MS) / 86_400_000}</v></c>`;
}

/**
 * One `<row>` as exceljs would write it (text as inline strings, numbers, dates by serial and style); empty
 * cells are left out.
 */
export function rowXml(rowNumber: number, cells: readonly SheetCell[]): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined || value === '') continue;
    xml += cellXml(`${columnLetter(i)}${rowNumber}`, value);
  }
  return `${xml}</row>`;
}
