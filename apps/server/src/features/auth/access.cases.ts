import { expect } from 'vitest';
import type { MatrixCases } from '../../test/access-matrix.js';

export const accessCases: MatrixCases = {
  'POST /mds/app/users/authenticate': {
    request: { method: 'POST', url: '/mds/app/users/authenticate', payload: { userName: 'x', password: 'y' } },
    crossTenant: { none: 'public: signs in as the caller' },
  },
  'GET /mds/app/users/forgotpassword/:userName': {
    request: { method: 'GET', url: '/mds/app/users/forgotpassword/x' },
    crossTenant: { none: 'public: answers the same words for every login' },
  },
  'GET /mds/app/users/logout': {
    request: { method: 'GET', url: '/mds/app/users/logout' },
    crossTenant: { none: 'ends only the caller’s own session' },
  },
  'POST /mds/app/users/policy': {
    request: { method: 'POST', url: '/mds/app/users/policy', payload: { policyAccepted: '1' } },
    crossTenant: { none: 'records only the caller’s own answer' },
  },
  'POST /mds/app/users/updateUserPassword': {
    request: { method: 'POST', url: '/mds/app/users/updateUserPassword', payload: { id: 1, password: 'x' } },
    crossTenant: {
      async check(app, ids) {
        const token = await app.signIn('sub.admin');
        const res = await app.call({
          method: 'POST',
          url: '/mds/app/users/updateUserPassword',
          token,
          payload: { id: ids['pub.admin'], password: 'Another-Password-2026' },
        });
        expect(res.status).toBe(404);
      },
    },
  },
};
