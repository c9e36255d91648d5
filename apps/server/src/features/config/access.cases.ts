import type { MatrixCases } from '../../test/access-matrix.js';

export const accessCases: MatrixCases = {
  'GET /mds/app/config/get/session-timeout': {
    request: { method: 'GET', url: '/mds/app/config/get/session-timeout' },
    crossTenant: { none: 'public configuration' },
  },
  'GET /mds/app/config/get/digital-link': {
    request: { method: 'GET', url: '/mds/app/config/get/digital-link' },
    crossTenant: { none: "the installation's resolver address: no company data" },
  },
};
