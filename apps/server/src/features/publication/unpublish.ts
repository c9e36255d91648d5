import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  SERVER_ERRORS,
  type PublicationResponse,
  type PublicationResult,
  type UnpublishRequest,
} from '@tradepool/domain';
import { poolGln } from '../../gdsn/pool-gln.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { nowIso } from '../../db/time.js';
import { buildCihw } from '../../gdsn/messages/cihw.js';
import { companyScope, inScope } from '../../http/scope.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import type { Principal } from '../../security/sessions.js';
import { topsOf } from './hierarchy-walk.js';
import { recordPublicationMessages } from './publication-messages.js';
import { storeSubscriberMessage } from './subscriber-message.js';
import { publisherName } from './publisher.js';

interface Withdrawal {
  top: { id: number; company_id: number; gtin: string; target_market: string; info_provider_gln: string };
  gln: string;
  subscriberCompanyId: number | null;
  /** Whether a CIN went out (or waits to): only then has the subscriber something to withdraw. */
  sent: boolean;
}

/**
 * `POST …/unpublish`: withdraws each requested item's published hierarchy (from its top, as it was published)
 * from each subscriber GLN. A publication that is not there answers the spec's "not found or not active"
 * text, which the screens do not count as a failure. The top's CIP (DELETE) is recorded; where a CIN was
 * sent, a CIHW tells the subscriber, whose copy is marked withdrawn.
 */
export async function unpublishItems(
  db: Db,
  copies: ReceivedCopies,
  principal: Principal,
  request: UnpublishRequest,
): Promise<PublicationResponse> {
  const ids = [...new Set(request.catalogItemId)];
  const glns = [...new Set(request.gln)];
  const scope = companyScope(principal);
  const items = new Map(
    (
      await db
        .selectFrom('catalog_item')
        .select(['id', 'company_id', 'gtin', 'target_market', 'info_provider_gln', 'deleted'])
        .where('id', 'in', ids)
        .execute()
    ).map((i) => [i.id, i]),
  );
  const publications = await db
    .selectFrom('publication')
    .select(['catalog_item_id', 'subscriber_gln', 'root_item_id', 'subscriber_company_id'])
    .where('catalog_item_id', 'in', ids)
    .where('subscriber_gln', 'in', glns)
    .where('active', '=', 1)
    .execute();
  const active = new Map(publications.map((p) => [`${p.catalog_item_id}|${p.subscriber_gln}`, p]));
  const results: PublicationResult[] = [];
  const withdrawals = new Map<string, { rootId: number; gln: string; subscriberCompanyId: number | null }>();
  for (const id of ids) {
    const item = items.get(id);
    if (!item || item.deleted || !inScope(scope, item.company_id)) {
      for (const gln of glns) {
        results.push({
          gtin: item?.gtin ?? String(id),
          tm: item?.target_market ?? '',
          gln,
          success: false,
          error: SERVER_ERRORS.publishItemNotFound(id),
        });
      }
      continue;
    }
    for (const gln of glns) {
      const publication = active.get(`${id}|${gln}`);
      const error = publication ? null : MESSAGES.publicationNotActive;
      results.push({ gtin: item.gtin, tm: item.target_market, gln, success: !error, error });
      if (publication) {
        const rootId = publication.root_item_id ?? id;
        withdrawals.set(`${rootId}|${gln}`, { rootId, gln, subscriberCompanyId: publication.subscriber_company_id });
      }
    }
  }
  if (withdrawals.size) await withdrawHierarchies(db, copies, [...withdrawals.values()]);
  return {
    error_count: results.filter((r) => !r.success).length,
    publisher: await publisherName(db, principal.companyId),
    results,
  };
}

async function withdrawHierarchies(
  db: Db,
  copies: ReceivedCopies,
  requested: readonly { rootId: number; gln: string; subscriberCompanyId: number | null }[],
): Promise<void> {
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    const tops = new Map(
      (
        await trx
          .selectFrom('catalog_item')
          .select(['id', 'company_id', 'gtin', 'target_market', 'info_provider_gln'])
          .where(
            'id',
            'in',
            requested.map((r) => r.rootId),
          )
          .execute()
      ).map((t) => [t.id, t]),
    );
    const withdrawals: Withdrawal[] = [];
    for (const { rootId, gln, subscriberCompanyId } of requested) {
      const rows = await trx
        .updateTable('publication')
        .set({ active: 0, modified_time: now })
        .where('root_item_id', '=', rootId)
        .where('subscriber_gln', '=', gln)
        .where('active', '=', 1)
        .returning(['catalog_item_id', 'delivered_time'])
        .execute();
      const sent = rows.some((r) => r.catalog_item_id === rootId && r.delivered_time !== null);
      withdrawals.push({ top: tops.get(rootId)!, gln, subscriberCompanyId, sent });
      await keepSharedLevels(
        trx,
        rows.map((r) => r.catalog_item_id).filter((id) => id !== rootId),
        rootId,
        gln,
      );
    }
    await recordPublicationMessages(
      trx,
      'unpublish',
      withdrawals.map((w) => ({ top: w.top, gln: w.gln })),
      now,
    );
    for (const withdrawal of withdrawals.filter((w) => w.sent)) await sendWithdrawal(trx, copies, withdrawal, now);
  });
}

/**
 * A lower level shared by two published hierarchies (an each in two cases) stays published with the other
 * one: its row moves to that top.
 */
async function keepSharedLevels(db: Db, itemIds: readonly number[], withdrawnTop: number, gln: string): Promise<void> {
  if (!itemIds.length) return;
  const tops = await topsOf(db, itemIds);
  const otherTops = [...new Set([...tops.values()].flat())].filter((id) => id !== withdrawnTop);
  if (!otherTops.length) return;
  const live = await db
    .selectFrom('publication')
    .select('catalog_item_id')
    .where('catalog_item_id', 'in', otherTops)
    .whereRef('root_item_id', '=', 'catalog_item_id')
    .where('subscriber_gln', '=', gln)
    .where('active', '=', 1)
    .execute();
  const liveTops = new Set(live.map((l) => l.catalog_item_id));
  for (const [itemId, itemTops] of tops) {
    const keeper = itemTops.find((t) => liveTops.has(t));
    if (keeper === undefined) continue;
    await db
      .updateTable('publication')
      .set({ active: 1, root_item_id: keeper })
      .where('catalog_item_id', '=', itemId)
      .where('subscriber_gln', '=', gln)
      .execute();
  }
}

/** The CIHW: delivered to a subscriber in Tradepool (its copies withdrawn), queued for one outside. */
async function sendWithdrawal(db: Db, copies: ReceivedCopies, withdrawal: Withdrawal, time: string): Promise<void> {
  const { top, gln, subscriberCompanyId } = withdrawal;
  const local = subscriberCompanyId !== null;
  const instanceId = `CIHW-${top.id}-${randomUUID()}`;
  const xml = buildCihw({
    instanceId,
    senderGln: poolGln(),
    receiverGln: gln,
    createdAt: new Date(time),
    items: [
      {
        entityId: `${top.id}`,
        dataSource: top.info_provider_gln,
        gtin: top.gtin,
        targetMarket: top.target_market,
        reasonCode: 'PUBLICATION_WITHDRAWAL',
        dataRecipients: [gln],
        sourceDataPool: poolGln(),
      },
    ],
  });
  await storeSubscriberMessage(db, {
    type: 'CIHW',
    instanceId,
    xml,
    publisherId: top.company_id,
    subscriberCompanyId,
    subscriberGln: gln,
    topItemId: top.id,
    time,
  });
  if (local) {
    await copies.withdraw(
      db,
      {
        companyId: subscriberCompanyId,
        subscriberGln: gln,
        rootGtin: top.gtin,
        infoProviderGln: top.info_provider_gln,
        targetMarket: top.target_market,
      },
      time,
    );
  }
}
