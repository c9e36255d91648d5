/** Roles, user types and feature permissions of spec point 6. */
export const ROLE_NAMES = [
  'SITE_ADMIN',
  'SITE_USER',
  'PUB_ADMIN',
  'PUB_USER',
  'SUB_ADMIN',
  'SUB_USER',
  'SUB_READ_ONLY_USER',
  'PUB_SUB_ADMIN',
  'PUB_SUB_USER',
  'SUPPORT_ADMIN',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const USER_TYPES = ['GDSN', 'NON_GDSN', 'NON_GDSN_OMS', 'BOTH_GDSN_OMS', 'OMS_ONLY'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * GDSN users register their items with the Global Registry (a Ready save is status 2, to be validated) and
 * exchange GS1 messages; the server refuses both to the other user types.
 */
const GDSN_USER_TYPES: readonly UserType[] = ['GDSN', 'BOTH_GDSN_OMS'];

export function isGdsnUser(userType: UserType): boolean {
  return GDSN_USER_TYPES.includes(userType);
}

/**
 * Users with order management (spec point 6's OMS user types): they may send an item to their order system
 * (DMSOTI) and read its order history; the other types have no order system to speak to.
 */
const ORDER_SYSTEM_USER_TYPES: readonly UserType[] = ['NON_GDSN_OMS', 'BOTH_GDSN_OMS', 'OMS_ONLY'];

export function hasOrderSystem(userType: UserType): boolean {
  return ORDER_SYSTEM_USER_TYPES.includes(userType);
}

/** The user types as every screen names them: the user forms, the user grid and the account summary. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  GDSN: 'GDSN',
  NON_GDSN: 'Non-GDSN',
  NON_GDSN_OMS: 'Non-GDSN with order management',
  BOTH_GDSN_OMS: 'GDSN and order management',
  OMS_ONLY: 'Order management only',
};

export const PERMISSIONS = [
  'COMPANY_VIEW',
  'COMPANY_MANAGE',
  'USER_ACCOUNT_VIEW',
  'USER_ACCOUNT_MANAGE',
  'CATALOG_VIEW',
  'CATALOG_MANAGE',
  'CATALOG_PUBLISH',
  'CATALOG_SUBSCRIBE',
  'CATALOG_SUBSCRIBE_MANAGE',
  'SUPPORT_WORKFLOW',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The permissions that change data. Every API route that changes the company's data asks for one of these
 * (http/access.ts `access.writes`), so a role holding none of them is read-only whatever else it may see.
 * CATALOG_SUBSCRIBE_MANAGE is ours: CATALOG_SUBSCRIBE opens the subscriber's screens, and this one their
 * actions (subscribe and cancel, CICs, follow-ups, matching, broad match and reject, DMSOTI), which the
 * read-only subscriber (SUB_READ_ONLY_USER) lacks. SUPPORT_WORKFLOW writes through the support admin's re-send.
 */
export const WRITE_PERMISSIONS = [
  'COMPANY_MANAGE',
  'USER_ACCOUNT_MANAGE',
  'CATALOG_MANAGE',
  'CATALOG_PUBLISH',
  'CATALOG_SUBSCRIBE_MANAGE',
  'SUPPORT_WORKFLOW',
] as const satisfies readonly Permission[];
export type WritePermission = (typeof WRITE_PERMISSIONS)[number];

export function isWritePermission(permission: Permission): permission is WritePermission {
  return (WRITE_PERMISSIONS as readonly Permission[]).includes(permission);
}

/**
 * Permissions that hold only in the support company (spec point 6: "the support admin is SUPPORT_ADMIN in
 * company 1"): the support workflow reads every company's messages, so a SUPPORT_ADMIN working in any other
 * company does not get it.
 */
export const SUPPORT_COMPANY_PERMISSIONS: readonly Permission[] = ['SUPPORT_WORKFLOW'];

export interface RoleDefinition {
  id: number;
  name: RoleName;
  description: string;
  permissions: readonly Permission[];
}

/**
 * The role ids the legacy user form uses (1 to 9, with 1 and 8 reserved to the support company).
 * The spec gives the ids' assignment rules but not their names; this mapping is the one reading under
 * which every rule of spec point 6 holds (see docs/ARCHITECTURE.md, "Roles").
 */
export const ROLES: readonly RoleDefinition[] = [
  {
    id: 1,
    name: 'SITE_ADMIN',
    description: 'Site Administrator',
    // Every feature but the support workflow, which is the support admin's alone (spec point 6).
    permissions: PERMISSIONS.filter((p) => p !== 'SUPPORT_WORKFLOW'),
  },
  {
    id: 2,
    name: 'SUB_ADMIN',
    description: 'Subscriber Administrator',
    permissions: [
      'COMPANY_VIEW',
      'USER_ACCOUNT_VIEW',
      'USER_ACCOUNT_MANAGE',
      'CATALOG_VIEW',
      'CATALOG_SUBSCRIBE',
      'CATALOG_SUBSCRIBE_MANAGE',
    ],
  },
  {
    id: 3,
    name: 'SUB_USER',
    description: 'Subscriber User',
    permissions: ['CATALOG_VIEW', 'CATALOG_SUBSCRIBE', 'CATALOG_SUBSCRIBE_MANAGE'],
  },
  {
    id: 4,
    name: 'PUB_ADMIN',
    description: 'Publisher Administrator',
    permissions: [
      'COMPANY_VIEW',
      'USER_ACCOUNT_VIEW',
      'USER_ACCOUNT_MANAGE',
      'CATALOG_VIEW',
      'CATALOG_MANAGE',
      'CATALOG_PUBLISH',
    ],
  },
  {
    id: 5,
    name: 'PUB_USER',
    description: 'Publisher User',
    permissions: ['CATALOG_VIEW', 'CATALOG_MANAGE', 'CATALOG_PUBLISH'],
  },
  {
    id: 6,
    name: 'PUB_SUB_ADMIN',
    description: 'Publisher-Subscriber Administrator',
    permissions: [
      'COMPANY_VIEW',
      'USER_ACCOUNT_VIEW',
      'USER_ACCOUNT_MANAGE',
      'CATALOG_VIEW',
      'CATALOG_MANAGE',
      'CATALOG_PUBLISH',
      'CATALOG_SUBSCRIBE',
      'CATALOG_SUBSCRIBE_MANAGE',
    ],
  },
  {
    id: 7,
    name: 'PUB_SUB_USER',
    description: 'Publisher-Subscriber User',
    permissions: ['CATALOG_VIEW', 'CATALOG_MANAGE', 'CATALOG_PUBLISH', 'CATALOG_SUBSCRIBE', 'CATALOG_SUBSCRIBE_MANAGE'],
  },
  {
    id: 8,
    name: 'SITE_USER',
    description: 'Site User',
    permissions: ['COMPANY_VIEW', 'USER_ACCOUNT_VIEW', 'CATALOG_VIEW'],
  },
  {
    id: 9,
    name: 'SUB_READ_ONLY_USER',
    description: 'Subscriber Read Only User',
    // The subscriber's screens without their actions: no CATALOG_SUBSCRIBE_MANAGE.
    permissions: ['CATALOG_VIEW', 'CATALOG_SUBSCRIBE'],
  },
  {
    id: 10,
    name: 'SUPPORT_ADMIN',
    description: 'Support Administrator',
    permissions: ['COMPANY_VIEW', 'USER_ACCOUNT_VIEW', 'CATALOG_VIEW', 'SUPPORT_WORKFLOW'],
  },
];

export function roleById(id: number): RoleDefinition | undefined {
  return ROLES.find((r) => r.id === id);
}

export function roleByName(name: RoleName): RoleDefinition {
  const role = ROLES.find((r) => r.name === name);
  if (!role) throw new Error(`unknown role ${name}`);
  return role;
}

export const SUPPORT_COMPANY_ID = 1;

/** What a user of this role may do while working in this company (the session's current one). */
export function permissionsIn(roleId: number, companyId: number): Permission[] {
  const granted = roleById(roleId)?.permissions ?? [];
  return companyId === SUPPORT_COMPANY_ID
    ? [...granted]
    : granted.filter((p) => !SUPPORT_COMPANY_PERMISSIONS.includes(p));
}

/** Role ids reserved to the support company (hidden elsewhere, always removed in the company wizard). */
export const SUPPORT_ONLY_ROLE_IDS = [1, 8] as const;

/**
 * Which role ids a user may hand out on the user form (spec point 6). The spec's lists include 1 and 8
 * for publisher and subscriber admins, but those two stay hidden outside company 1, so they drop out here.
 */
export function assignableRoleIds(assigner: { roleName: RoleName; companyId: number }): number[] {
  const bySpec: Partial<Record<RoleName, number[]>> = {
    PUB_ADMIN: [1, 4, 5, 6, 7, 8, 9],
    SUB_ADMIN: [1, 2, 3, 6, 7, 8],
    PUB_SUB_ADMIN: [2, 3, 4, 5, 6, 7, 9],
  };
  const formIds = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const ids = bySpec[assigner.roleName] ?? formIds;
  if (assigner.companyId === SUPPORT_COMPANY_ID) return ids;
  return ids.filter((id) => !(SUPPORT_ONLY_ROLE_IDS as readonly number[]).includes(id));
}

export function isAdminRole(name: RoleName): boolean {
  return name.endsWith('_ADMIN');
}
