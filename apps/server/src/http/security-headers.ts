import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { CspUpgradeInsecure } from '../config.js';
import { API_PREFIX } from './api-prefix.js';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  // antd injects its CSS-in-JS styles at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  scriptSrc: ["'self'"],
};

/**
 * Helmet's headers for a request over HTTPS or not. `upgrade-insecure-requests` makes the browser fetch
 * every asset over https: on a plain-HTTP address (a LAN address, a container) that fails and the page
 * stays blank, so it goes only where https is known to work. HSTS means nothing over plain HTTP.
 */
function helmetOptions(upgrade: boolean, https: boolean) {
  return {
    contentSecurityPolicy: { directives: { ...DIRECTIVES, upgradeInsecureRequests: upgrade ? [] : null } },
    strictTransportSecurity: https,
  };
}

/**
 * Sets helmet's headers on every answer, chosen by how the request came (`request.protocol` honours
 * TRUST_PROXY), and `Cache-Control: no-store` on API answers that set no policy of their own: they carry
 * tokens (sign-in) and tenant data, which no browser or proxy cache should keep.
 */
export async function registerSecurityHeaders(app: FastifyInstance, upgradeInsecure: CspUpgradeInsecure) {
  const byProtocol = {
    https: helmetOptions(upgradeInsecure !== 'never', true),
    http: helmetOptions(upgradeInsecure === 'always', false),
  };
  await app.register(helmet, { global: false });
  app.addHook('onRequest', (request, reply, done) => {
    reply.helmet(request.protocol === 'https' ? byProtocol.https : byProtocol.http);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const api = request.url.startsWith(API_PREFIX);
    if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/**
 * For the OpenAPI page's own policy (@fastify/swagger-ui `staticCSP`, which cannot see the request): its
 * resources are all same-origin and relative, so the upgrade gains nothing there and would blank the page
 * on a plain-HTTP address.
 */
export function withoutUpgradeInsecureRequests(policy: string): string {
  return policy
    .split(';')
    .filter((directive) => directive.trim() !== 'upgrade-insecure-requests')
    .join(';');
}
