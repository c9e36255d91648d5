import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { hasOrderSystem, isGdsnUser, isPublisherOnly, SERVER_ERRORS, SUPPORT_COMPANY_ID } from '@tradepool/domain';
import { forbidden, notFound, unauthorized } from '../errors.js';
import { findPrincipal, type Principal } from '../security/sessions.js';
import type { Db } from '../db/database.js';
import { isUserRoute, type MachineCaller } from './access.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

// The scheme is case-insensitive and may be followed by more than one space (RFC 9110, section 11.1).
const BEARER = /^Bearer +(\S+) *$/i;

export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** Each machine caller's token, null where the pool has no such caller. */
export type MachineTokens = Readonly<Record<MachineCaller, string | null>>;

/** Compared in constant time, so the answer's timing tells nothing of the token. */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The first two steps of every route's pipeline, before its input is even parsed: who is calling
 * (401 if nobody), and may they use this feature at all (403). Tenant checks come later, in services.
 * A machine caller's route takes its configured token and no session.
 */
export function installAuthentication(
  app: FastifyInstance,
  db: Db,
  sessionTimeoutMinutes: number,
  machineTokens: MachineTokens,
): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config.access;
    if (!declared) return;
    if (declared.kind === 'machine') {
      const given = bearerToken(request);
      if (!given) throw unauthorized();
      const expected = machineTokens[declared.caller];
      if (expected === null) throw notFound();
      if (!sameToken(given, expected)) throw unauthorized();
      return;
    }
    if (!isUserRoute(declared)) return;

    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const lookup = await findPrincipal(db, token, sessionTimeoutMinutes);
    if ('problem' in lookup) {
      throw unauthorized(lookup.problem === 'expired' ? SERVER_ERRORS.sessionExpired : SERVER_ERRORS.notAuthenticated);
    }
    const principal = lookup.principal;
    request.principal = principal;

    if (principal.pending && !(declared.kind === 'signedIn' && declared.pendingOk)) throw forbidden();
    if (declared.kind !== 'permission') return;
    if (!declared.anyOf.some((p) => principal.permissions.has(p))) throw forbidden();
    if (declared.userType === 'orderSystem' && !hasOrderSystem(principal.userType)) throw forbidden();
    if (declared.userType === 'gdsn' && !isGdsnUser(principal.userType)) throw forbidden(SERVER_ERRORS.gdsnUsersOnly);
    if (declared.siteAdmin && !(principal.roleName === 'SITE_ADMIN' && principal.companyId === SUPPORT_COMPANY_ID)) {
      throw forbidden();
    }
    if (declared.buyers && isPublisherOnly(principal.roleName)) throw forbidden();
  });
}

/** For handlers of non-public routes: the hook above has already refused anonymous calls. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
