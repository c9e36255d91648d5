import { CROSS_REFERENCE_COLUMNS } from '@tradepool/domain';

type Column = (typeof CROSS_REFERENCE_COLUMNS)[number];

export const SAMPLE_CSV_NAME = 'cross-reference-sample.csv';

/** One plausible row: a valid GTIN-14, the subscriber's own product code, and the descriptive columns. */
export const SAMPLE_ROW: Record<Column, string> = {
  gtin: '10012345678902',
  productCode: 'HF-100234',
  description: 'Tomato ketchup, 24 x 14 oz bottles',
  brandName: 'Northwind',
  mpc: 'NW-KET-14',
  unitDescriptor: 'CASE',
};

/** RFC 4180: quote a field holding a comma, quote or line break, doubling inner quotes. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(values: readonly string[]): string {
  return values.map(csvField).join(',');
}

/** The header row (the expected columns) and one example row, CRLF-separated as spreadsheets write CSV. */
export function sampleCsv(): string {
  return (
    [csvLine(CROSS_REFERENCE_COLUMNS), csvLine(CROSS_REFERENCE_COLUMNS.map((c) => SAMPLE_ROW[c]))].join('\r\n') + '\r\n'
  );
}
