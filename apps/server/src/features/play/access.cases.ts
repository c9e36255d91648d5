import { expect } from 'vitest';
import type { MatrixCase, MatrixCases } from '../../test/access-matrix.js';
import type { TestApp } from '../../test/test-app.js';

export const accessCases: MatrixCases = Object.fromEntries(
  (['GET', 'POST', 'PUT', 'DELETE'] as const).map((method) => [
    `${method} /mds/app/test/:name`,
    {
      request: {
        method,
        url: '/mds/app/test/matrix',
        ...(method === 'POST' || method === 'PUT' ? { payload: { value: 1 } } : {}),
      },
      crossTenant: {
        async check(app: TestApp) {
          const url = `/mds/app/test/secret-${method.toLowerCase()}`;
          const owner = await app.signIn('pub.admin');
          await app.call({ method: 'POST', url, token: owner, payload: { value: 'northwind only' } });
          const stranger = await app.signIn('sub.admin');
          const res = await app.call({
            method,
            url,
            token: stranger,
            ...(method === 'PUT' || method === 'POST' ? { payload: { value: 'overwritten' } } : {}),
          });
          if (method === 'POST') {
            // POST creates the stranger's own entry; the owner's stays untouched.
            expect(res.status).toBe(200);
          } else {
            expect(res.status).toBe(404);
          }
          const ownerView = await app.call<{ value: unknown }>({ method: 'GET', url, token: owner });
          expect(ownerView.body.data?.value).toBe('northwind only');
        },
      },
    } satisfies MatrixCase,
  ]),
);
