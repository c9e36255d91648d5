import { normaliseUserName, stripHtmlTags } from '@tradepool/domain';
import type { AdminUser, UserInput, UserSearch, UserType, USER_SORT_KEYS } from '@tradepool/domain';
import { gridSortFrom, gridSortOrder } from '../../lib/grid-sort';
import type { GridSort, GridSortOrder } from '../../lib/grid-sort';

type Flag = 0 | 1;
export type UserStatus = AdminUser['status'];

/** What the add/edit form holds: switches as booleans, optional texts possibly blank. */
export interface UserFormValues {
  companyId?: number;
  login: string;
  firstName: string;
  middleName?: string | null;
  lastName: string;
  email: string;
  phone?: string | null;
  title?: string | null;
  roleId?: number;
  userType?: UserType;
  status: UserStatus;
  autoSubscription: boolean;
  sellSheetAccess: boolean;
  hasSubscriberView: boolean;
  password?: string;
}

export const USER_STATUS_LABELS: Record<UserStatus, string> = { Active: 'Active', InActive: 'Inactive' };

/** Spec point 5: the login loses any HTML tags before it is checked or sent; logins are lower case. */
export function cleanLogin(raw: string): string {
  return normaliseUserName(stripHtmlTags(raw));
}

const flagOf = (on: boolean): Flag => (on ? 1 : 0);
const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The request body of `POST users` / `PUT users/{id}`. The form has already checked the required inputs;
 * a password is only sent when adding and when one was typed (blank: the server mails a temporary one).
 */
export function toUserInput(values: UserFormValues, mode: 'add' | 'edit'): UserInput {
  if (values.companyId === undefined || values.roleId === undefined || values.userType === undefined) {
    throw new Error('toUserInput needs a validated form');
  }
  const password = mode === 'add' ? blankToNull(values.password) : null;
  return {
    companyId: values.companyId,
    login: cleanLogin(values.login),
    firstName: values.firstName.trim(),
    middleName: blankToNull(values.middleName),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: blankToNull(values.phone),
    title: blankToNull(values.title),
    roleId: values.roleId,
    userType: values.userType,
    status: mode === 'add' ? 'Active' : values.status,
    autoSubscription: flagOf(values.autoSubscription),
    sellSheetAccess: flagOf(values.sellSheetAccess),
    hasSubscriberView: flagOf(values.hasSubscriberView),
    ...(password ? { password } : {}),
  };
}

export function formValuesOf(user: AdminUser): UserFormValues {
  return {
    companyId: user.companyId,
    login: user.login,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    title: user.title,
    roleId: user.roleId,
    userType: user.userType,
    status: user.status,
    autoSubscription: user.autoSubscription === 1,
    sellSheetAccess: user.sellSheetAccess === 1,
    hasSubscriberView: user.hasSubscriberView === 1,
  };
}

export function newUserValues(companyId: number | undefined): UserFormValues {
  return {
    companyId,
    login: '',
    firstName: '',
    lastName: '',
    email: '',
    userType: 'GDSN',
    status: 'Active',
    autoSubscription: false,
    sellSheetAccess: false,
    hasSubscriberView: false,
  };
}

/** The search panel's fields; blanks mean "any". */
export interface UserFilters {
  companyId?: number | null;
  login?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  roleId?: number | null;
  title?: string;
  status?: UserStatus | null;
}

export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export type UserSort = GridSort<UserSortKey>;

export const DEFAULT_USER_SORT: UserSort = { sortBy: 'lower(lastName)', sortDesc: false };

/** Spec point 3, "User search", with blank filters left out so the server sees only what was asked. */
export function toUserSearch(filters: UserFilters, page: number, pageSize: number, sort: UserSort): UserSearch {
  const text = (value: string | undefined) => blankToNull(value) ?? undefined;
  const search: UserSearch = {
    companyId: filters.companyId ?? undefined,
    login: text(filters.login),
    firstName: text(filters.firstName),
    lastName: text(filters.lastName),
    email: text(filters.email),
    phone: text(filters.phone),
    roleId: filters.roleId ?? undefined,
    title: text(filters.title),
    status: filters.status ?? undefined,
    rowCount: pageSize,
    pageNumber: page,
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as UserSearch;
}

/** The grid's columns and the server's sort keys they sort by. */
export const USER_COLUMN_SORT: Readonly<Record<string, UserSortKey>> = {
  name: 'lower(lastName)',
  login: 'login',
  email: 'email',
  company: 'companyName',
  role: 'roleId',
  status: 'status',
};

/** An antd sorter change → the server sort; no order (the third click) returns to the default. */
export function userSortFrom(columnKey: unknown, order: GridSortOrder): UserSort {
  return gridSortFrom(
    typeof columnKey === 'string' ? USER_COLUMN_SORT[columnKey] : undefined,
    order,
    DEFAULT_USER_SORT,
  );
}

/** The arrow a grid column shows: only the column the server sorts by has one. */
export function userColumnSortOrder(sort: UserSort, columnKey: string): 'ascend' | 'descend' | null {
  return gridSortOrder(sort, USER_COLUMN_SORT[columnKey]);
}

export function displayName(user: Pick<AdminUser, 'firstName' | 'middleName' | 'lastName'>): string {
  return [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
}

export function companyLabel(name: string, buName: string | null): string {
  return buName ? `${name} / ${buName}` : name;
}
