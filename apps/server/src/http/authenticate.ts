import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasOrderSystem, isGdsnUser, SERVER_ERRORS } from '@tradepool/domain';
import { forbidden, unauthorized } from '../errors.js';
import { findPrincipal, type Principal } from '../security/sessions.js';
import type { Db } from '../db/database.js';

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

/**
 * The first two steps of every route's pipeline, before its input is even parsed: who is calling
 * (401 if nobody), and may they use this feature at all (403). Tenant checks come later, in services.
 */
export function installAuthentication(app: FastifyInstance, db: Db, sessionTimeoutMinutes: number): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config.access;
    if (!declared || declared.kind === 'public') return;

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
  });
}

/** For handlers of non-public routes: the hook above has already refused anonymous calls. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
