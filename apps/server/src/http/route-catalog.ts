import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './api-prefix.js';
import { access, type RouteAccess } from './access.js';

export interface CatalogedRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: CatalogedRoute[];
  }
}

const DOCS_PREFIX = `${API_PREFIX}/docs`;

/**
 * Records every API route with its declared access (the authorization matrix test walks this list) and
 * refuses to register one that declares none.
 */
export function catalogRoutes(app: FastifyInstance): void {
  const catalog: CatalogedRoute[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    if (route.url.startsWith(DOCS_PREFIX)) {
      route.config = { ...route.config, access: access.public() };
      return;
    }
    const declared = route.config?.access;
    if (!declared) throw new Error(`route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) catalog.push({ method, url: route.url, access: declared });
  });
}
