import type { Permission, WritePermission } from '@tradepool/domain';

/**
 * What a successful call may change. Every declaration says it (no constructor leaves it out), so the
 * authorization matrix finds every route that changes data without a hand-kept list, refuses those to
 * read-only roles, and proves that the others change nothing.
 */
export type RouteEffect =
  /** Changes nothing: the matrix finds the database the same after every authorised call. */
  | 'none'
  /**
   * Only the caller's own records, never the company's data: its session (sign-in, logout, company switch),
   * password, policy acceptance and preferences, and the reports it asks for. Read-only users keep these.
   */
  | 'own'
  /** The /play test service's entries: spec point 2's demo for every signed-in user, which nothing else reads. */
  | 'sandbox'
  /** The company's data: only with a write permission (`WRITE_PERMISSIONS`), which read-only roles lack. */
  | 'data';

/** A user type a route is for besides its permission: order-system users, or GDSN users. */
export type UserTypeGate = 'orderSystem' | 'gdsn';

/**
 * What a route needs, declared on the route itself. A route under the API prefix without a declaration
 * cannot be registered (see route-catalog.ts): access is denied by default.
 */
export type RouteAccess =
  | { kind: 'public'; effect: 'none' | 'own' }
  | { kind: 'signedIn'; pendingOk: boolean; effect: 'none' | 'own' | 'sandbox' }
  | PermissionAccess
  | MachineAccess
  | { kind: 'partnerSignature'; effect: 'data' };

/** A system outside the pool that calls by a token of the configuration, not a user's session. */
export type MachineCaller = 'globalRegistry';

/**
 * A route for a machine caller: its configured token, compared in constant time; no token is a 401, a pool
 * with no such caller configured answers 404 (the route is not there for it), another token a 401.
 */
export interface MachineAccess {
  kind: 'machine';
  caller: MachineCaller;
  effect: 'data';
}

/** Whether a route is called by a signed-in user (the others: anyone, or a partner pool proving itself). */
export function isUserRoute(
  declared: RouteAccess,
): declared is Extract<RouteAccess, { kind: 'signedIn' | 'permission' }> {
  return declared.kind === 'signedIn' || declared.kind === 'permission';
}

/** `access.writes` takes write permissions only: a route that changes data is closed to read-only roles. */
export interface PermissionAccess {
  kind: 'permission';
  anyOf: readonly Permission[];
  effect: 'none' | 'own' | 'data';
  userType?: UserTypeGate;
  /** Only the site administrator working in the support company: the settings of the whole pool. */
  siteAdmin?: true;
  /** Not for a publisher-only company's users (`isPublisherOnly`): the buyer's tools. */
  buyers?: true;
}

export const access = {
  /** Anyone; `own` for the calls that open or reset an account's own access (sign-in, forgotten password). */
  public: (options: { effect?: 'own' } = {}): RouteAccess => ({ kind: 'public', effect: options.effect ?? 'none' }),
  /**
   * Any signed-in user; `pendingOk` lets a user who has not yet accepted the policy or changed the password in,
   * `effect` says what a call changes beyond nothing.
   */
  signedIn: (options: { pendingOk?: boolean; effect?: 'own' | 'sandbox' } = {}): RouteAccess => ({
    kind: 'signedIn',
    pendingOk: options.pendingOk ?? false,
    effect: options.effect ?? 'none',
  }),
  /** Reads, with any one of these feature permissions (the spec's "MANAGE or VIEW" rows). */
  reads: (...anyOf: Permission[]): PermissionAccess => ({ kind: 'permission', anyOf, effect: 'none' }),
  /** Schedules the caller's own report (a `download_request` and its job), with any one of these permissions. */
  schedulesReport: (...anyOf: Permission[]): PermissionAccess => ({ kind: 'permission', anyOf, effect: 'own' }),
  /** Changes the company's data, with any one of these write permissions. */
  writes: (...anyOf: WritePermission[]): PermissionAccess => ({ kind: 'permission', anyOf, effect: 'data' }),
  /** The same, for users with an order system only (`hasOrderSystem`): the OMS calls. */
  forOrderSystem: (declared: PermissionAccess): PermissionAccess => ({ ...declared, userType: 'orderSystem' }),
  /** The same, for GDSN users only (`isGdsnUser`): registering with the Global Registry, sending GS1 messages. */
  forGdsn: (declared: PermissionAccess): PermissionAccess => ({ ...declared, userType: 'gdsn' }),
  /** The same, for the site administrator in the support company only: the pool's own settings (its network). */
  forSiteAdmin: (declared: PermissionAccess): PermissionAccess => ({ ...declared, siteAdmin: true }),
  /**
   * The same, refused to publisher-only users (issue 35): the buyer's tools of spec point 2, a subscriber's
   * cross-reference files and a food-service company's manufacturers, which the UI does not offer them either.
   */
  forBuyers: (declared: PermissionAccess): PermissionAccess => ({ ...declared, buyers: true }),
  /**
   * No user: a partner data pool's AS2 message, which proves itself by its signature against the partner's
   * certificate, checked by the route (an unknown or false signature is refused with a negative MDN).
   */
  byPartnerSignature: (): RouteAccess => ({ kind: 'partnerSignature', effect: 'data' }),
  /** The Global Registry's process (`GLOBAL_REGISTRY_TOKEN`), posting its answers and forwards. */
  fromGlobalRegistry: (): MachineAccess => ({ kind: 'machine', caller: 'globalRegistry', effect: 'data' }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
