import { describe, expect, it } from 'vitest';
import {
  assignableRoleIds,
  hasOrderSystem,
  isWritePermission,
  PERMISSIONS,
  permissionsIn,
  ROLE_NAMES,
  ROLES,
  roleById,
  SUPPORT_COMPANY_ID,
  USER_TYPES,
} from './permissions.js';
import { landingPath } from './landing.js';

describe('roles', () => {
  it('define each of the ten roles once with ids 1 to 10', () => {
    expect(ROLES.map((r) => r.name).sort()).toEqual([...ROLE_NAMES].sort());
    expect(ROLES.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(roleById(1)?.permissions).toEqual(PERMISSIONS.filter((p) => p !== 'SUPPORT_WORKFLOW'));
  });

  it('give publishing only to publisher roles and subscribing only to subscriber roles', () => {
    const withPermission = (p: string) =>
      ROLES.filter((r) => (r.permissions as readonly string[]).includes(p))
        .map((r) => r.name)
        .sort();
    expect(withPermission('CATALOG_PUBLISH')).toEqual([
      'PUB_ADMIN',
      'PUB_SUB_ADMIN',
      'PUB_SUB_USER',
      'PUB_USER',
      'SITE_ADMIN',
    ]);
    expect(withPermission('CATALOG_SUBSCRIBE')).toEqual([
      'PUB_SUB_ADMIN',
      'PUB_SUB_USER',
      'SITE_ADMIN',
      'SUB_ADMIN',
      'SUB_READ_ONLY_USER',
      'SUB_USER',
    ]);
    expect(withPermission('CATALOG_SUBSCRIBE_MANAGE')).toEqual([
      'PUB_SUB_ADMIN',
      'PUB_SUB_USER',
      'SITE_ADMIN',
      'SUB_ADMIN',
      'SUB_USER',
    ]);
    expect(withPermission('COMPANY_MANAGE')).toEqual(['SITE_ADMIN']);
    expect(withPermission('SUPPORT_WORKFLOW')).toEqual(['SUPPORT_ADMIN']);
  });

  it('leave the site user and the read-only subscriber without any permission that changes data', () => {
    const readOnly = ROLES.filter((r) => !r.permissions.some(isWritePermission)).map((r) => r.name);
    expect(readOnly).toEqual(['SITE_USER', 'SUB_READ_ONLY_USER']);
  });

  it('give the support workflow in the support company only', () => {
    expect(permissionsIn(10, SUPPORT_COMPANY_ID)).toContain('SUPPORT_WORKFLOW');
    expect(permissionsIn(10, 2)).toEqual(['COMPANY_VIEW', 'USER_ACCOUNT_VIEW', 'CATALOG_VIEW']);
    expect(permissionsIn(4, 2)).toEqual(roleById(4)?.permissions);
  });
});

describe('hasOrderSystem (spec point 6, user types)', () => {
  it('is for the three order management user types only', () => {
    expect(USER_TYPES.filter(hasOrderSystem)).toEqual(['NON_GDSN_OMS', 'BOTH_GDSN_OMS', 'OMS_ONLY']);
  });
});

describe('assignableRoleIds (spec point 6)', () => {
  it('follows the spec lists, hiding 1 and 8 outside company 1', () => {
    expect(assignableRoleIds({ roleName: 'PUB_ADMIN', companyId: 2 })).toEqual([4, 5, 6, 7, 9]);
    expect(assignableRoleIds({ roleName: 'SUB_ADMIN', companyId: 3 })).toEqual([2, 3, 6, 7]);
    expect(assignableRoleIds({ roleName: 'PUB_SUB_ADMIN', companyId: 5 })).toEqual([2, 3, 4, 5, 6, 7, 9]);
    expect(assignableRoleIds({ roleName: 'SITE_ADMIN', companyId: 1 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('landingPath (spec point 6)', () => {
  const base = { userType: 'GDSN' as const, preference: null };
  it('sends each role where the spec says', () => {
    expect(landingPath({ ...base, roleName: 'SITE_ADMIN' })).toBe('/admin/company');
    expect(landingPath({ ...base, roleName: 'SUPPORT_ADMIN' })).toBe('/support/publisherworkflow');
    expect(landingPath({ ...base, roleName: 'SUB_USER' })).toBe('/catalog/subscriber');
    expect(landingPath({ ...base, roleName: 'SUB_USER', userType: 'NON_GDSN_OMS' })).toBe('/catalog/subscriber');
    expect(landingPath({ ...base, roleName: 'PUB_ADMIN' })).toBe('/home');
    expect(landingPath({ ...base, roleName: 'PUB_SUB_USER' })).toBe('/home');
    expect(landingPath({ ...base, roleName: 'PUB_SUB_USER', userType: 'NON_GDSN_OMS' })).toBe('/catalog/subscriber');
    expect(landingPath({ ...base, roleName: 'PUB_USER', userType: 'NON_GDSN_OMS' })).toBe('/home');
  });

  it('lets a saved preference override the role', () => {
    expect(landingPath({ ...base, roleName: 'SITE_ADMIN', preference: { landingPage: '/play' } })).toBe('/play');
  });
});
