import type { MatrixCases } from '../../test/access-matrix.js';

const NO_WINDOW = '00000000-0000-4000-8000-000000000000';

export const accessCases: MatrixCases = {
  'GET /mds/app/health/live': {
    request: { method: 'GET', url: '/mds/app/health/live' },
    crossTenant: { none: 'a node’s own state, no tenant data' },
  },
  'GET /mds/app/health/ready': {
    request: { method: 'GET', url: '/mds/app/health/ready' },
    crossTenant: { none: 'a node’s own state, no tenant data' },
  },
  'POST /mds/app/health/event-loop': {
    request: { method: 'POST', url: '/mds/app/health/event-loop' },
    crossTenant: { none: 'a node’s own measurements, no tenant data; the site administrator only' },
  },
  'GET /mds/app/health/event-loop/:id': {
    request: { method: 'GET', url: `/mds/app/health/event-loop/${NO_WINDOW}` },
    crossTenant: { none: 'a node’s own measurements, no tenant data; the site administrator only' },
  },
  'DELETE /mds/app/health/event-loop/:id': {
    request: { method: 'DELETE', url: `/mds/app/health/event-loop/${NO_WINDOW}` },
    crossTenant: { none: 'a node’s own measurements, no tenant data; the site administrator only' },
  },
};
