import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { access } from './access.js';

/** Vite names every file under assets/ by its content hash, so a changed file is a new address. */
const HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: the browser asks each time (a 304 while it is unchanged). */
const REVALIDATE = 'no-cache';
/** The other public files (the favicon) keep their names but rarely change. */
const SHORT = 'public, max-age=86400';

/** The Cache-Control of a built file, by its path inside the web root (a .br/.gz copy counts as its original). */
function cacheControlFor(relativePath: string): string {
  const original = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(?:br|gz)$/, '');
  if (original.startsWith('assets/')) return HASHED;
  return original.endsWith('.html') ? REVALIDATE : SHORT;
}

/**
 * Serves the built SPA in `root`, if there is one: each file as brotli or gzip when the build left a
 * precompressed copy and the request accepts it, with the cache policy of `cacheControlFor`. The history
 * fallback (`reply.sendFile('index.html')`) goes the same way. Answers whether a SPA is served.
 */
export async function registerWebApp(app: FastifyInstance, root: string | null): Promise<boolean> {
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The copies are alternates that preCompressed finds, not addresses of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', cacheControlFor(path.relative(root, filePath)));
      response.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/', { config: { access: access.public() } }, (_request, reply) => reply.sendFile('index.html'));
  return true;
}
