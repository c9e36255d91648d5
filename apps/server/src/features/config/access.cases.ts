import type { MatrixCases } from '../../test/access-matrix.js';

export const accessCases: MatrixCases = {
  'GET /mds/app/config/get/session-timeout': {
    request: { method: 'GET', url: '/mds/app/config/get/session-timeout' },
    crossTenant: { none: 'public configuration' },
  },
};
