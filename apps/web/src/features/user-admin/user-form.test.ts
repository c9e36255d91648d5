import { describe, expect, it } from 'vitest';
import { userInputSchema, userSearchSchema } from '@tradepool/domain';
import type { AdminUser } from '@tradepool/domain';
import {
  cleanLogin,
  DEFAULT_USER_SORT,
  formValuesOf,
  newUserValues,
  toUserInput,
  toUserSearch,
  userSortFrom,
} from './user-form';
import type { UserFormValues } from './user-form';

const filled: UserFormValues = {
  ...newUserValues(2),
  login: ' <b>Jane.Doe</b> ',
  firstName: ' Jane ',
  lastName: 'Doe ',
  email: ' jane@northwind.example ',
  phone: '  ',
  title: 'Buyer',
  roleId: 5,
  password: 'Initial-Password-2026',
  sellSheetAccess: true,
};

describe('cleanLogin (spec point 5: HTML tags stripped from the login)', () => {
  it('strips tags, trims and lower-cases', () => {
    expect(cleanLogin('<script>x</script>Bob')).toBe('xbob');
    expect(cleanLogin('  <i>Ann_1@x.org</i> ')).toBe('ann_1@x.org');
  });
});

describe('toUserInput', () => {
  it('builds a body the contract accepts, with the typed password on add', () => {
    const input = toUserInput(filled, 'add');
    expect(input).toMatchObject({
      companyId: 2,
      login: 'jane.doe',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@northwind.example',
      phone: null,
      title: 'Buyer',
      roleId: 5,
      userType: 'GDSN',
      status: 'Active',
      autoSubscription: 0,
      sellSheetAccess: 1,
      hasSubscriberView: 0,
      password: 'Initial-Password-2026',
    });
    expect(userInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends no password when none was typed, and never on edit', () => {
    expect(toUserInput({ ...filled, password: '   ' }, 'add')).not.toHaveProperty('password');
    const edited = toUserInput({ ...filled, status: 'InActive' }, 'edit');
    expect(edited).not.toHaveProperty('password');
    expect(edited.status).toBe('InActive');
  });

  it('refuses an unvalidated form', () => {
    expect(() => toUserInput({ ...filled, roleId: undefined }, 'add')).toThrow();
  });

  it('round-trips a user through the form', () => {
    const user: AdminUser = {
      id: 9,
      companyId: 3,
      companyName: 'Harbor Foodservice',
      companyBuName: 'East Region',
      login: 'sub.user',
      firstName: 'Steve',
      middleName: null,
      lastName: 'Subuser',
      email: 'steve@harbor.example',
      phone: '6175550100',
      title: null,
      roleId: 3,
      roleName: 'SUB_USER',
      roleDescription: 'Subscriber User',
      userType: 'GDSN',
      status: 'Active',
      autoSubscription: 1,
      sellSheetAccess: 0,
      hasSubscriberView: 1,
      isFirstTime: 0,
      createdTime: '2026-01-01T00:00:00.000Z',
      modifiedTime: '2026-01-01T00:00:00.000Z',
    };
    expect(toUserInput(formValuesOf(user), 'edit')).toEqual({
      companyId: 3,
      login: 'sub.user',
      firstName: 'Steve',
      middleName: null,
      lastName: 'Subuser',
      email: 'steve@harbor.example',
      phone: '6175550100',
      title: null,
      roleId: 3,
      userType: 'GDSN',
      status: 'Active',
      autoSubscription: 1,
      sellSheetAccess: 0,
      hasSubscriberView: 1,
    });
  });
});

describe('toUserSearch', () => {
  it('leaves blank filters out and carries paging and sort', () => {
    const search = toUserSearch({ login: ' ', lastName: ' doe ', roleId: null, status: 'Active' }, 2, 50, {
      sortBy: 'email',
      sortDesc: true,
    });
    expect(search).toEqual({
      lastName: 'doe',
      status: 'Active',
      rowCount: 50,
      pageNumber: 2,
      sortBy: 'email',
      sortDesc: true,
    });
    expect(userSearchSchema.safeParse(search).success).toBe(true);
  });
});

describe('userSortFrom', () => {
  it('maps grid columns to the server sort keys', () => {
    expect(userSortFrom('company', 'descend')).toEqual({ sortBy: 'companyName', sortDesc: true });
    expect(userSortFrom('name', 'ascend')).toEqual({ sortBy: 'lower(lastName)', sortDesc: false });
  });

  it('falls back to the default (lower(lastName) ascending)', () => {
    expect(userSortFrom('email', null)).toBe(DEFAULT_USER_SORT);
    expect(userSortFrom('phone', 'ascend')).toBe(DEFAULT_USER_SORT);
    expect(DEFAULT_USER_SORT).toEqual({ sortBy: 'lower(lastName)', sortDesc: false });
  });
});
