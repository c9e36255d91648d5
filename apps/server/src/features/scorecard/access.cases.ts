import { expect } from 'vitest';
import type { Page, PublisherSuggestion, ScorecardRow } from '@tradepool/domain';
import { expectOwnerSees, type MatrixCases, type MatrixIds } from '../../test/access-matrix.js';
import { insertReceivedItems } from '../../test/received-items.js';
import type { TestApp } from '../../test/test-app.js';
import { fillMissingScores } from './service.js';

const HARBOR_EAST_GLN = '0843912000016';
const PUBLISHER_GLN = '0761305000019';

const seeded = new WeakSet<TestApp>();

/** Items Northwind sent Harbor East, scored: what Greenfield's admin must not see of. */
async function harborScored(t: TestApp, ids: MatrixIds): Promise<void> {
  if (seeded.has(t)) return;
  await insertReceivedItems(t.context.db, ids.subscriber!, 2, {
    subscriberGln: HARBOR_EAST_GLN,
    brand: 'Harbor Score Brand',
    firstSerial: 951,
  });
  await fillMissingScores(t.context.db, ids.subscriber!);
  seeded.add(t);
}

/** Harbor East's admin, who received the items, and Greenfield's (a publisher-subscriber allowed the score card). */
const LOGINS = { owner: 'sub.admin', outsider: 'pubsub.admin' };

export const accessCases: MatrixCases = {
  'POST /mds/app/scorecard/subscriberScore': {
    request: { method: 'POST', url: '/mds/app/scorecard/subscriberScore', payload: {} },
    crossTenant: {
      async check(t, ids) {
        await harborScored(t, ids);
        const { body } = await expectOwnerSees(
          t,
          LOGINS,
          (token) =>
            t.call<Page<ScorecardRow>>({
              method: 'POST',
              url: '/mds/app/scorecard/subscriberScore',
              token,
              payload: { publisherGln: PUBLISHER_GLN },
            }),
          (res) => res.body.data!.results.some((r) => r.publisherGln === PUBLISHER_GLN),
        );
        expect(body.data).toEqual({ totalRows: 0, results: [] });
      },
    },
  },
  'GET /mds/app/scorecard/search': {
    request: { method: 'GET', url: '/mds/app/scorecard/search?keyword=north' },
    crossTenant: {
      async check(t, ids) {
        await harborScored(t, ids);
        const { body } = await expectOwnerSees(
          t,
          LOGINS,
          (token) =>
            t.call<PublisherSuggestion[]>({ method: 'GET', url: '/mds/app/scorecard/search?keyword=north', token }),
          (res) => res.body.data!.length > 0,
        );
        expect(body.data).toEqual([]);
      },
    },
  },
  'GET /mds/app/scorecard/colorCodeRange': {
    request: { method: 'GET', url: '/mds/app/scorecard/colorCodeRange' },
    crossTenant: { none: 'the score bands are the same for every company' },
  },
};
