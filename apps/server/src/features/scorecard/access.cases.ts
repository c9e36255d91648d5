import { expect } from 'vitest';
import type { Page, PublisherSuggestion, ScorecardRow } from '@tradepool/domain';
import type { MatrixCases, MatrixIds } from '../../test/access-matrix.js';
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

/** Greenfield Provisions' admin: a publisher-subscriber, allowed the score card, of another company. */
const greenfield = (t: TestApp) => t.signIn('pubsub.admin');

export const accessCases: MatrixCases = {
  'POST /mds/app/scorecard/subscriberScore': {
    request: { method: 'POST', url: '/mds/app/scorecard/subscriberScore', payload: {} },
    crossTenant: {
      async check(t, ids) {
        await harborScored(t, ids);
        const harbor = await t.call<Page<ScorecardRow>>({
          method: 'POST',
          url: '/mds/app/scorecard/subscriberScore',
          token: await t.signIn('sub.admin'),
          payload: {},
        });
        expect(harbor.body.data!.results.map((r) => r.publisherGln)).toContain(PUBLISHER_GLN);
        const { body } = await t.call<Page<ScorecardRow>>({
          method: 'POST',
          url: '/mds/app/scorecard/subscriberScore',
          token: await greenfield(t),
          payload: { publisherGln: PUBLISHER_GLN },
        });
        expect(body.data).toEqual({ totalRows: 0, results: [] });
      },
    },
  },
  'GET /mds/app/scorecard/search': {
    request: { method: 'GET', url: '/mds/app/scorecard/search?keyword=north' },
    crossTenant: {
      async check(t, ids) {
        await harborScored(t, ids);
        const { body } = await t.call<PublisherSuggestion[]>({
          method: 'GET',
          url: '/mds/app/scorecard/search?keyword=north',
          token: await greenfield(t),
        });
        expect(body.data).toEqual([]);
      },
    },
  },
  'GET /mds/app/scorecard/colorCodeRange': {
    request: { method: 'GET', url: '/mds/app/scorecard/colorCodeRange' },
    crossTenant: { none: 'the score bands are the same for every company' },
  },
};
