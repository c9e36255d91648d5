import {
  dayNumberOf,
  gtinOfDigitalLinkOrSelf,
  supportDateProblem,
  SUPPORT_TEXTS,
  type SupportSearch,
} from '@tradepool/domain';
import type { GridSort } from '../../lib/grid-sort';

/** Spec point 9, "Support search": 20 rows, by gtin, target market 840. */
export const SUPPORT_PAGE_SIZE = 20;
export const SUPPORT_DEFAULT_SORT: GridSort<'gtin' | 'uploadDateTime'> = { sortBy: 'gtin', sortDesc: false };
export type SupportSort = typeof SUPPORT_DEFAULT_SORT;

/**
 * What the form holds: the publisher's GLN (from its first digit), a target market, the dates, a GTIN (or its
 * GS1 Digital Link URI, as a phone reads it from the pack's QR code).
 */
export interface SupportForm {
  publisherGln: string;
  tm: string;
  fromDate: string;
  toDate: string;
  gtin: string;
}

/** Which of the two searches the grid shows: an item a row, or an item and subscriber a row. */
export type SupportView = 'registration' | 'publication';

const twoDigits = (n: number) => String(n).padStart(2, '0');
const usDate = (date: Date) => `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${date.getFullYear()}`;

/** The form as reset leaves it: target market 840, the last 30 days up to today (the user's clock). */
export function emptySupportForm(today: Date): SupportForm {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
  return { publisherGln: '', tm: '840', fromDate: usDate(from), toDate: usDate(today), gtin: '' };
}

/** The GTIN typed, or the one of the Digital Link URI pasted. */
const gtinOf = (form: SupportForm) => gtinOfDigitalLinkOrSelf(form.gtin.trim());

export type SupportFormProblems = Partial<Record<'publisherGln' | 'dates' | 'gtin', string>>;

/**
 * Spec point 5, "Support search", on the user's own calendar: a GLN of 1 or more digits, mm/dd/yyyy dates
 * at most 365 days apart and not in the future (the server checks again, a day's grace for time zones).
 */
export function supportFormProblems(form: SupportForm, today: Date): SupportFormProblems {
  const problems: SupportFormProblems = {};
  const gln = form.publisherGln.trim();
  if (!gln) problems.publisherGln = SUPPORT_TEXTS.publisherGlnRequired;
  else if (!/^\d{1,13}$/.test(gln)) problems.publisherGln = SUPPORT_TEXTS.publisherGlnDigits;
  const lastDay = dayNumberOf(today.getFullYear(), today.getMonth(), today.getDate());
  const dates = supportDateProblem(form.fromDate.trim(), form.toDate.trim(), lastDay);
  if (dates) problems.dates = dates;
  if (!/^\d{0,14}$/.test(gtinOf(form))) problems.gtin = SUPPORT_TEXTS.gtinDigits;
  return problems;
}

/** The request of spec point 3, "Publisher workflow search", for one page of the grid. */
export function toSupportSearch(
  form: SupportForm,
  page: { page: number; pageSize: number },
  sort: SupportSort,
  catalogItemId?: number,
): SupportSearch {
  return {
    publisherGln: form.publisherGln.trim(),
    tm: form.tm,
    fromDate: form.fromDate.trim(),
    toDate: form.toDate.trim(),
    gtin: gtinOf(form) || null,
    gdsnCatalogItemId: catalogItemId ?? null,
    rowCount: page.pageSize,
    pageNumber: page.page,
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
  };
}

/** Spec point 3, "Support result row": a date-time is split into its date and its time at the space. */
export function splitDateTime(value: string | null | undefined): { date: string; time: string } | null {
  if (!value) return null;
  const space = value.indexOf(' ');
  return space < 0 ? { date: value, time: '' } : { date: value.slice(0, space), time: value.slice(space + 1) };
}
