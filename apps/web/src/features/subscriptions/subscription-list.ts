import {
  DEFAULT_PAGE_SIZE,
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionSearch,
  type SubscriptionSortKey,
  type SubscriptionStatus,
  type CurrentUser,
  type UserType,
} from '@tradepool/domain';
import type { GridSort } from '../../lib/grid-sort';
import { can } from '../../lib/permissions';

/** Spec point 2's subscriptions screen. */
export const SUBSCRIPTION_PATH = '/subscription';

/** The query that opens the screen's create dialog (issue 35: an empty subscriber catalog leads there). */
export const CREATE_QUERY = 'create';

/** The subscriptions screen with its create dialog open. */
export const CREATE_SUBSCRIPTION_PATH = `${SUBSCRIPTION_PATH}?${CREATE_QUERY}=1`;

/** Whether the screen was opened to create a subscription (only those who may create get the dialog). */
export const opensCreateDialog = (query: URLSearchParams, canManage: boolean) =>
  canManage && query.get(CREATE_QUERY) === '1';

/** Spec point 9: subscriptions sort by last update, newest first. */
export const DEFAULT_SUBSCRIPTION_SORT: GridSort<SubscriptionSortKey> = { sortBy: 'lastUpdate', sortDesc: true };

/** The status filter: every status, or one (Cancelled is 4, the reading docs/ARCHITECTURE.md explains). */
export const STATUS_OPTIONS = [
  { value: 0, label: 'All statuses' },
  ...Object.values(SUBSCRIPTION_STATUS).map((status) => ({ value: status, label: SUBSCRIPTION_STATUS_LABELS[status] })),
];
/** The status filter's "All" entry: 0 is also the server's alias of Cancelled, so it is never sent. */
export const ALL_STATUSES = 0;

export const statusLabel = (status: number) =>
  SUBSCRIPTION_STATUS_LABELS[status as SubscriptionStatus] ?? String(status);

/** Spec point 2: the columns show only to GDSN users and to users of both GDSN and OMS. */
export const showsSubscriptionColumns = (userType: UserType) => userType === 'GDSN' || userType === 'BOTH_GDSN_OMS';

/** Where this user creates a subscription, or null: a GDSN user whose role subscribes, not only views. */
export function createSubscriptionPath(user: Pick<CurrentUser, 'auth' | 'userType'>): string | null {
  return showsSubscriptionColumns(user.userType) && can(user, 'CATALOG_SUBSCRIBE_MANAGE')
    ? CREATE_SUBSCRIPTION_PATH
    : null;
}

export interface SubscriptionListState {
  status: number;
  keyword: string;
  page: number;
  pageSize: number;
  sort: GridSort<SubscriptionSortKey>;
}

/** The search the grid asks for. */
export function toSubscriptionSearch({
  status,
  keyword,
  page,
  pageSize,
  sort,
}: SubscriptionListState): SubscriptionSearch {
  return {
    status: status === ALL_STATUSES ? null : status,
    keyword: keyword || null,
    rowCount: pageSize || DEFAULT_PAGE_SIZE,
    pageNumber: page,
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
  };
}
