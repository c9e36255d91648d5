import type { MatrixCases } from '../../test/access-matrix.js';

const REFERENCE_DATA = 'reference code lists, the same for every company: no tenant data';
const GDSN_DICTIONARY = "GS1's GDSN dictionary, the same for every company: no tenant data";

export const accessCases: MatrixCases = {
  'GET /mds/app/metadata/dms/attributes/allCodeProperties': {
    request: { method: 'GET', url: '/mds/app/metadata/dms/attributes/allCodeProperties' },
    crossTenant: { none: REFERENCE_DATA },
  },
  'GET /mds/app/metadata/gpc': {
    request: { method: 'GET', url: '/mds/app/metadata/gpc?keyword=fruit' },
    crossTenant: { none: REFERENCE_DATA },
  },
  'GET /mds/app/metadata/targetmarkets': {
    request: { method: 'GET', url: '/mds/app/metadata/targetmarkets' },
    crossTenant: { none: REFERENCE_DATA },
  },
  'GET /mds/app/metadata/dms/attributes/displayname': {
    request: { method: 'GET', url: '/mds/app/metadata/dms/attributes/displayname' },
    crossTenant: { none: 'the attribute dictionary, the same for every company' },
  },
  'GET /mds/app/metadata/dms/attributes/itemlist/displayname': {
    request: { method: 'GET', url: '/mds/app/metadata/dms/attributes/itemlist/displayname' },
    crossTenant: { none: 'grid column labels, the same for every company' },
  },
  'GET /mds/app/metadata/gdsn/modules': {
    request: { method: 'GET', url: '/mds/app/metadata/gdsn/modules' },
    crossTenant: { none: GDSN_DICTIONARY },
  },
  'GET /mds/app/metadata/gdsn/modules/:module': {
    request: { method: 'GET', url: '/mds/app/metadata/gdsn/modules/tradeItemDescriptionModule' },
    crossTenant: { none: GDSN_DICTIONARY },
  },
  'GET /mds/app/metadata/gdsn/search': {
    request: { method: 'GET', url: '/mds/app/metadata/gdsn/search?text=ingredient' },
    crossTenant: { none: GDSN_DICTIONARY },
  },
  'GET /mds/app/metadata/gdsn/codes/:codeListName': {
    request: { method: 'GET', url: '/mds/app/metadata/gdsn/codes/TradeItemUnitDescriptorCode' },
    crossTenant: { none: REFERENCE_DATA },
  },
};
