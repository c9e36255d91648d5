import { expect } from 'vitest';
import type { GlobalSearchPage } from '@tradepool/domain';
import type { MatrixCases } from '../../test/access-matrix.js';
import { insertReceivedItems } from '../../test/received-items.js';
import { fillMissingSearchTerms } from './service.js';

const HARBOR_EAST_GLN = '0843912000016';
const URL = '/mds/app/catalogs/globalsearch/publisherItemsList';

export const accessCases: MatrixCases = {
  [`POST ${URL}`]: {
    request: { method: 'POST', url: URL, payload: {} },
    crossTenant: {
      async check(t, ids) {
        await insertReceivedItems(t.context.db, ids.subscriber!, 2, {
          subscriberGln: HARBOR_EAST_GLN,
          brand: 'Harbor Search Brand',
          firstSerial: 971,
        });
        await fillMissingSearchTerms(t.context.db, ids.subscriber!);
        const filter = { brandName: 'harbor search brand' };
        const harbor = await t.call<GlobalSearchPage>({
          method: 'POST',
          url: URL,
          token: await t.signIn('sub.admin'),
          payload: filter,
        });
        expect(harbor.body.data!.totalRows).toBe(2);
        // Greenfield's admin, a subscriber of another company, finds none of Harbor East's items.
        const { body } = await t.call<GlobalSearchPage>({
          method: 'POST',
          url: URL,
          token: await t.signIn('pubsub.admin'),
          payload: filter,
        });
        expect(body.data).toEqual({ totalRows: 0, results: [], spellings: [] });
      },
    },
  },
};
