import type { Permission } from '@tradepool/domain';

/**
 * What a route needs, declared on the route itself. A route under the API prefix without a declaration
 * cannot be registered (see route-catalog.ts): access is denied by default.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn'; pendingOk: boolean }
  | { kind: 'permission'; anyOf: readonly Permission[]; orderSystem?: true };

export const access = {
  public: (): RouteAccess => ({ kind: 'public' }),
  /** Any signed-in user; `pendingOk` lets a user who has not yet accepted the policy or changed the password in. */
  signedIn: (options: { pendingOk?: boolean } = {}): RouteAccess => ({
    kind: 'signedIn',
    pendingOk: options.pendingOk ?? false,
  }),
  /** Any one of these feature permissions (the spec's "MANAGE or VIEW" rows). */
  anyOf: (...anyOf: Permission[]): RouteAccess => ({ kind: 'permission', anyOf }),
  /** One of these permissions, and a user type with an order system (`hasOrderSystem`): the OMS calls. */
  orderSystem: (...anyOf: Permission[]): RouteAccess => ({ kind: 'permission', anyOf, orderSystem: true }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
