import type { MatrixCases } from '../../test/access-matrix.js';

export const accessCases: MatrixCases = {
  'GET /mds/app/resources/countries_en.json': {
    request: { method: 'GET', url: '/mds/app/resources/countries_en.json' },
    crossTenant: { none: 'public reference data' },
  },
};
