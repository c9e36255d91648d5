import type { MatrixCases } from '../../test/access-matrix.js';

const NORTHWIND_GLN = '0761305000019';
const search = {
  publisherGln: NORTHWIND_GLN,
  fromDate: '01/01/2026',
  toDate: '01/31/2026',
};
const itemSearch = { gtin: '00761305000019', tm: '840', msgType: 'TradeItem' };
const SUPPORT_ONLY = {
  none: "the support company's workflow: it reads every company's messages by design, and no other company's user holds its permission (support.test.ts)",
};

export const accessCases: MatrixCases = {
  'POST /mds/app/support/publisher/upload/registration/search': {
    request: { method: 'POST', url: '/mds/app/support/publisher/upload/registration/search', payload: search },
    crossTenant: SUPPORT_ONLY,
  },
  'POST /mds/app/support/publisher/upload/publication/search': {
    request: { method: 'POST', url: '/mds/app/support/publisher/upload/publication/search', payload: search },
    crossTenant: SUPPORT_ONLY,
  },
  'GET /mds/app/support/:msgInstanceId/:senderId/messageDetails': {
    request: { method: 'GET', url: `/mds/app/support/RCI-1/${NORTHWIND_GLN}/messageDetails` },
    crossTenant: SUPPORT_ONLY,
  },
  'POST /mds/app/support/tradeItem': {
    request: { method: 'POST', url: '/mds/app/support/tradeItem', payload: itemSearch },
    crossTenant: SUPPORT_ONLY,
  },
  'POST /mds/app/support/cic': {
    request: { method: 'POST', url: '/mds/app/support/cic', payload: { ...itemSearch, msgType: 'Cic' } },
    crossTenant: SUPPORT_ONLY,
  },
  'POST /mds/app/support/download': {
    request: { method: 'POST', url: '/mds/app/support/download', payload: itemSearch },
    crossTenant: SUPPORT_ONLY,
  },
  'GET /mds/app/support/timeline/:catalogItemId': {
    request: { method: 'GET', url: '/mds/app/support/timeline/1' },
    crossTenant: SUPPORT_ONLY,
  },
  'POST /mds/app/support/resend': {
    request: { method: 'POST', url: '/mds/app/support/resend', payload: { kind: 'rci', messageId: 1 } },
    crossTenant: SUPPORT_ONLY,
  },
};
