import { MANUFACTURER_SORT_KEYS, MANUFACTURER_STATUS } from '@tradepool/domain';
import type { Manufacturer, ManufacturerEdit, ManufacturerSearch } from '@tradepool/domain';
import { gridSortFrom } from '../../lib/grid-sort';
import type { GridSort, GridSortOrder } from '../../lib/grid-sort';

export type ManufacturerSortKey = (typeof MANUFACTURER_SORT_KEYS)[number];
export type StatusFilter = 'all' | 'confirmed' | 'unconfirmed';

export type ManufacturerSort = GridSort<ManufacturerSortKey>;

/** Spec point 9: manufacturers sort by name, ascending, unless the user picks another column. */
export const DEFAULT_MANUFACTURER_SORT: ManufacturerSort = { sortBy: 'manufacturerName', sortDesc: false };

export const STATUS_FILTER_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'unconfirmed', label: 'Unconfirmed' },
];

/** Spec point 9, "Manufacturer status": Confirmed 1, Unconfirmed 0, and no status for all. */
export function statusValue(filter: StatusFilter): 0 | 1 | undefined {
  if (filter === 'all') return undefined;
  return MANUFACTURER_STATUS[filter];
}

export function toManufacturerSearch(
  searchString: string,
  status: StatusFilter,
  page: number,
  pageSize: number,
  sort: ManufacturerSort,
): ManufacturerSearch {
  const text = searchString.trim();
  const value = statusValue(status);
  return {
    ...(text ? { searchString: text } : {}),
    ...(value === undefined ? {} : { status: value }),
    rowCount: pageSize,
    pageNumber: page,
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
  };
}

export function isManufacturerSortKey(key: unknown): key is ManufacturerSortKey {
  return typeof key === 'string' && (MANUFACTURER_SORT_KEYS as readonly string[]).includes(key);
}

/** An antd sorter change → the server sort; the third click (no order) returns to the default. */
export function manufacturerSortFrom(columnKey: unknown, order: GridSortOrder): ManufacturerSort {
  return gridSortFrom(isManufacturerSortKey(columnKey) ? columnKey : undefined, order, DEFAULT_MANUFACTURER_SORT);
}

/** What the 'Edit Manufacturer' form holds. */
export interface ManufacturerFormValues {
  contactName?: string | null;
  email?: string | null;
  contactNumber?: string | null;
  infoProviderGln?: string | null;
  confirmed: boolean;
  comments?: string | null;
}

export function manufacturerFormValues(manufacturer: Manufacturer): ManufacturerFormValues {
  return {
    contactName: manufacturer.contactName,
    email: manufacturer.email,
    contactNumber: manufacturer.contactNumber,
    infoProviderGln: manufacturer.infoProviderGln,
    confirmed: manufacturer.confirmed === 1,
    comments: manufacturer.comments,
  };
}

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export function toManufacturerEdit(manufacturerId: number, values: ManufacturerFormValues): ManufacturerEdit {
  return {
    manufacturerId,
    contactName: blankToNull(values.contactName),
    email: blankToNull(values.email),
    contactNumber: blankToNull(values.contactNumber),
    infoProviderGln: blankToNull(values.infoProviderGln),
    confirmed: values.confirmed ? 1 : 0,
    comments: blankToNull(values.comments),
  };
}

/** Where a profile text reads "Label: value · Label: value", show one labelled line per part. */
export interface ProfileLine {
  label: string | null;
  value: string;
}

export function profileLines(text: string): ProfileLine[] {
  return text
    .split(/\s+·\s+|\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const colon = part.indexOf(': ');
      return colon > 0 ? { label: part.slice(0, colon), value: part.slice(colon + 2) } : { label: null, value: part };
    });
}
