import type { CurrentUser } from '@tradepool/domain';
import type { CatalogTab } from './catalog-search';

/** The grid's columns, by the "Catalog row" field each shows (spec point 3). */
export type CatalogColumnKey =
  | 'gtin'
  | 'productCode'
  | 'description'
  | 'brandName'
  | 'unitDescriptor'
  | 'targetMarket'
  | 'status'
  | 'regStatus'
  | 'noOfSubscribers'
  | 'dmsStatus'
  | 'authorName'
  | 'modifiedTime'
  | 'actionTime';

type GridUser = Pick<CurrentUser, 'userType' | 'roleName'>;

export function isPublisherSubscriber(user: GridUser): boolean {
  return user.roleName === 'PUB_SUB_ADMIN' || user.roleName === 'PUB_SUB_USER';
}

/**
 * Spec point 2: an order-management-only user sees product code, GTIN, description, unit descriptor and
 * last update (that reduced grid wins over every other rule); publisher-subscribers also see the DMS status.
 * The Deleted tab shows when each item was deleted (the order it is sorted in) right after the description.
 * The statuses come next: beside the filter sidebar the grid scrolls sideways, and they are what a
 * publisher looks for first.
 */
export function catalogColumnKeys(user: GridUser, tab: CatalogTab): CatalogColumnKey[] {
  const deleted: CatalogColumnKey[] = tab === 'deleted' ? ['actionTime'] : [];
  if (user.userType === 'OMS_ONLY') {
    return ['productCode', 'gtin', 'description', ...deleted, 'unitDescriptor', 'modifiedTime'];
  }
  return [
    'gtin',
    'productCode',
    'description',
    ...deleted,
    'status',
    'regStatus',
    'brandName',
    'unitDescriptor',
    'targetMarket',
    'noOfSubscribers',
    ...(isPublisherSubscriber(user) ? (['dmsStatus'] as const) : []),
    'authorName',
    'modifiedTime',
  ];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Spec point 9's date format with the time of day: mm/dd/yyyy hh:mm (24-hour, the browser's time zone). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
