import {
  DMS_NOTIFICATION_CODES,
  DMS_STATUS_CODES,
  DMS_STATUS_LABELS,
  gtinOfDigitalLinkOrSelf,
  type DmsStatusCode,
  type GlobalSearchFilter,
  type SearchCriteria,
} from '@tradepool/domain';

/** Spec point 9's Find by options, and every column at once: what the page's search box looks in by default. */
export type FindBy = 'all' | 'gtin' | 'productCode' | 'description';
type Notification = (typeof DMS_NOTIFICATION_CODES)[number];

/** The filter dialog's fields (spec point 3, "Global search filter"), as the screen keeps them. */
export interface SearchForm {
  findBy: FindBy;
  keyword: string;
  searchCriteria: SearchCriteria;
  gtin: string;
  publisherGln: string;
  publisherName: string;
  brandName: string;
  brandSpellChk: boolean;
  description: string;
  descSpellCheck: boolean;
  lastDays: number;
  fromDate: string;
  toDate: string;
  dmsStatuses: DmsStatusCode[];
  notifications: Notification[];
}

/** A new search: nothing asked yet, a keyword in every column, exact matching (point 9), misspellings forgiven. */
export const EMPTY_SEARCH_FORM: SearchForm = {
  findBy: 'all',
  keyword: '',
  searchCriteria: 'exact',
  gtin: '',
  publisherGln: '',
  publisherName: '',
  brandName: '',
  brandSpellChk: true,
  description: '',
  descSpellCheck: true,
  lastDays: 0,
  fromDate: '',
  toDate: '',
  dmsStatuses: [],
  notifications: [],
};

export const FIND_BY_LABELS: Record<FindBy, string> = {
  all: 'All columns',
  gtin: 'GTIN',
  productCode: 'Product Code',
  description: 'Description',
};
export const FIND_BY_OPTIONS = Object.entries(FIND_BY_LABELS).map(([value, label]) => ({
  value: value as FindBy,
  label,
}));
export const NOTIFICATION_LABELS: Record<Notification, string> = { 1: 'Follow-Up', 2: 'Changed', 3: 'Exceptions' };

/** The GTIN field keeps digits: those typed, or the GTIN of a GS1 Digital Link URI pasted (a QR code's). */
export const gtinFieldText = (text: string): string => gtinOfDigitalLinkOrSelf(text.trim()).replace(/\D/g, '');

const TEXT_FIELDS = ['keyword', 'gtin', 'publisherGln', 'publisherName', 'brandName', 'description'] as const;

/** The request for a form: empty fields left out, so the server's defaults apply. */
export function filterOf(form: SearchForm): GlobalSearchFilter {
  const filter: GlobalSearchFilter = {
    searchCriteria: form.searchCriteria,
    brandSpellChk: form.brandSpellChk,
    descSpellCheck: form.descSpellCheck,
  };
  for (const field of TEXT_FIELDS) {
    const value = form[field].trim();
    if (value) filter[field] = value;
  }
  // Every column is the server's reading of a keyword without a Find by.
  if (filter.keyword && form.findBy !== 'all') filter.findBy = form.findBy;
  if (form.fromDate || form.toDate) {
    if (form.fromDate) filter.fromDate = form.fromDate;
    if (form.toDate) filter.toDate = form.toDate;
  } else if (form.lastDays > 0) filter.lastDays = form.lastDays;
  if (form.dmsStatuses.length) filter.dmsStatuses = form.dmsStatuses;
  if (form.notifications.length) filter.notifications = form.notifications;
  return filter;
}

const FLAGS = ['brandSpellChk', 'descSpellCheck'] as const;

/** The form in the address (the filter's own names), so the way back from an item returns to its results. */
export function paramsOf(form: SearchForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of [...TEXT_FIELDS, 'fromDate', 'toDate'] as const) {
    if (form[field].trim()) params.set(field, form[field].trim());
  }
  if (form.keyword.trim() && form.findBy !== 'all') params.set('findBy', form.findBy);
  if (form.searchCriteria !== EMPTY_SEARCH_FORM.searchCriteria) params.set('searchCriteria', form.searchCriteria);
  for (const flag of FLAGS) if (!form[flag]) params.set(flag, 'false');
  if (form.lastDays > 0) params.set('lastDays', String(form.lastDays));
  if (form.dmsStatuses.length) params.set('dmsStatuses', form.dmsStatuses.join('.'));
  if (form.notifications.length) params.set('notifications', form.notifications.join('.'));
  return params;
}

const codes = <T extends number>(text: string | null, allowed: readonly T[]): T[] =>
  (text ?? '')
    .split('.')
    .map(Number)
    .filter((n): n is T => (allowed as readonly number[]).includes(n));

/** The form an address holds; what it does not say keeps the empty form's value. */
export function formFromParams(params: URLSearchParams): SearchForm {
  const form: SearchForm = { ...EMPTY_SEARCH_FORM };
  for (const field of [...TEXT_FIELDS, 'fromDate', 'toDate'] as const) form[field] = params.get(field) ?? '';
  const findBy = params.get('findBy');
  if (findBy === 'gtin' || findBy === 'productCode' || findBy === 'description') form.findBy = findBy;
  if (params.get('searchCriteria') === 'contains') form.searchCriteria = 'contains';
  for (const flag of FLAGS) form[flag] = params.get(flag) !== 'false';
  const lastDays = Number(params.get('lastDays'));
  form.lastDays = Number.isInteger(lastDays) && lastDays > 0 ? lastDays : 0;
  form.dmsStatuses = codes(params.get('dmsStatuses'), DMS_STATUS_CODES);
  form.notifications = codes(params.get('notifications'), DMS_NOTIFICATION_CODES);
  return form;
}

/** The filters in force, in words, for the line above the grid. */
export function activeFilters(form: SearchForm): string[] {
  const spell = (on: boolean) => (on ? ', spell-checked' : '');
  const found: string[] = [];
  // The keyword's words are looked for as the description's and the brand's, spell-checked as those are.
  const keywordSpelled =
    form.findBy === 'all'
      ? form.descSpellCheck || form.brandSpellChk
      : form.findBy === 'description' && form.descSpellCheck;
  if (form.keyword.trim()) found.push(`${FIND_BY_LABELS[form.findBy]}: ${form.keyword.trim()}${spell(keywordSpelled)}`);
  if (form.gtin.trim()) found.push(`GTIN: ${form.gtin.trim()}`);
  if (form.publisherGln.trim()) found.push(`Publisher GLN: ${form.publisherGln.trim()}`);
  if (form.publisherName.trim()) found.push(`Publisher: ${form.publisherName.trim()}`);
  if (form.brandName.trim()) found.push(`Brand: ${form.brandName.trim()}${spell(form.brandSpellChk)}`);
  if (form.description.trim()) found.push(`Description: ${form.description.trim()}${spell(form.descSpellCheck)}`);
  if (form.fromDate || form.toDate) found.push(`Published ${form.fromDate || '…'} to ${form.toDate || '…'}`);
  else if (form.lastDays > 0) found.push(`Published in the last ${form.lastDays} days`);
  if (form.dmsStatuses.length) found.push(`Status: ${form.dmsStatuses.map((s) => DMS_STATUS_LABELS[s]).join(', ')}`);
  if (form.notifications.length) {
    found.push(`Notifications: ${form.notifications.map((n) => NOTIFICATION_LABELS[n]).join(', ')}`);
  }
  if (found.length && form.searchCriteria === 'contains') found.push('Contains');
  return found;
}
