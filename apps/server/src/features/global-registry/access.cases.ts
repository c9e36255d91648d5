import { expect } from 'vitest';
import type { MatrixCases } from '../../test/access-matrix.js';

const URL = '/mds/app/gdsn/registry';

export const accessCases: MatrixCases = {
  [`POST ${URL}`]: {
    request: { method: 'POST', url: URL, payload: '<x/>', headers: { 'content-type': 'application/xml' } },
    crossTenant: {
      async check(t) {
        // The matrix's pool has no Global Registry: the route is not there for anyone, whatever they present.
        for (const token of [await t.signIn('pub.admin'), 'a-token-of-no-registry']) {
          const response = await t.app.inject({
            method: 'POST',
            url: URL,
            payload: '<x/>',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
          });
          expect(response.statusCode).toBe(404);
        }
      },
    },
  },
};
