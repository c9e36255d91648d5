import type { MatrixCases } from '../../test/access-matrix.js';

export const accessCases: MatrixCases = {
  'GET /mds/app/health/live': {
    request: { method: 'GET', url: '/mds/app/health/live' },
    crossTenant: { none: 'a node’s own state, no tenant data' },
  },
  'GET /mds/app/health/ready': {
    request: { method: 'GET', url: '/mds/app/health/ready' },
    crossTenant: { none: 'a node’s own state, no tenant data' },
  },
};
