import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { failure, ok } from './envelope.js';
import { access } from './access.js';
import { catalogRoutes } from './route-catalog.js';
import { installAuthentication, principalOf } from './authenticate.js';
import { AppError } from '../errors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// The application's own routes need no feature permission yet; this proves the mechanism on a small app.
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = Fastify();
  catalogRoutes(app);
  installAuthentication(app, t.context.db, 120, { globalRegistry: null });
  app.setErrorHandler((error, _request, reply) =>
    reply.status(error instanceof AppError ? error.statusCode : 500).send(failure(String((error as Error).message))),
  );
  app.get(
    '/mds/app/guarded',
    { config: { access: access.reads('COMPANY_MANAGE', 'USER_ACCOUNT_MANAGE') } },
    (request) => ok(principalOf(request).login),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('route access', () => {
  it('refuses to register an API route that declares no access', async () => {
    const bare = Fastify();
    catalogRoutes(bare);
    expect(() => bare.get('/mds/app/open', () => 'oops')).toThrow(/declares no access/);
    await bare.close();
  });

  it('lets in any one of the listed permissions and refuses the rest with 403', async () => {
    const call = async (login: string) =>
      app.inject({
        method: 'GET',
        url: '/mds/app/guarded',
        headers: { authorization: `Bearer ${await t.signIn(login)}` },
      });
    expect((await call('site.admin')).statusCode).toBe(200);
    expect((await call('pub.admin')).json()).toEqual({ success: true, data: 'pub.admin', error: null });
    const refused = await call('pub.user');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
  });

  it('refuses a malformed bearer header with 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/mds/app/guarded', headers: { authorization: 'Bearer ' } });
    expect(res.statusCode).toBe(401);
  });
});
