import { sql } from 'kysely';
import {
  isGdsnUser,
  isValidGln,
  type DeliveryStatus,
  SERVER_ERRORS,
  type PublicationResponse,
  type PublicationResult,
  type PublishRequest,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { nowIso } from '../../db/time.js';
import { companyScope, inScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';
import { deliverPublications } from './delivery-job.js';
import { hierarchiesOf, topsOf, type HierarchyPlace } from './hierarchy-walk.js';
import { hierarchyBlock, type PublishableItem } from './publishability.js';
import { recordPublicationMessages } from './publication-messages.js';
import { publisherGlns, publisherName } from './publisher.js';
import { queueDelivery } from './refresh.js';
import { subscriberParties, type SubscriberParty } from './subscribers.js';

const BATCH = 500;

interface ItemRow extends PublishableItem {
  company_id: number;
  target_market: string;
  info_provider_gln: string;
  deleted: number;
}

async function loadItems(db: Db, ids: readonly number[]): Promise<Map<number, ItemRow>> {
  const rows: ItemRow[] = [];
  for (let i = 0; i < ids.length; i += BATCH) {
    rows.push(
      ...(await db
        .selectFrom('catalog_item')
        .select(['id', 'company_id', 'gtin', 'target_market', 'info_provider_gln', 'status', 'reg_status', 'deleted'])
        .where('id', 'in', ids.slice(i, i + BATCH))
        .execute()),
    );
  }
  return new Map(rows.map((r) => [r.id, r]));
}

/** The requested items the caller may publish, and a result for each one it may not. */
async function requestedItems(db: Db, principal: Principal, ids: readonly number[]) {
  const scope = companyScope(principal);
  const items = await loadItems(db, [...new Set(ids)]);
  const visible = [...new Set(ids)].filter((id) => {
    const item = items.get(id);
    return item && !item.deleted && inScope(scope, item.company_id);
  });
  return { items, visible, missing: [...new Set(ids)].filter((id) => !visible.includes(id)) };
}

export interface PlannedHierarchy {
  top: ItemRow;
  places: HierarchyPlace[];
  members: ItemRow[];
  block: string | null;
}

/** Each requested item's hierarchy tops, with every member and why the hierarchy cannot go (if it cannot). */
async function plannedHierarchies(db: Db, principal: Principal, visible: readonly number[]) {
  const tops = await topsOf(db, visible);
  const topIds = [...new Set([...tops.values()].flat())];
  const places = await hierarchiesOf(db, topIds);
  const items = await loadItems(db, [...new Set(places.map((p) => p.id))]);
  const byTop = new Map<number, PlannedHierarchy>();
  for (const topId of topIds) {
    const own = places.filter((p) => p.rootId === topId);
    const members = own.map((p) => items.get(p.id)!);
    const top = items.get(topId)!;
    byTop.set(topId, { top, places: own, members, block: hierarchyBlock(top, members, principal.userType) });
  }
  return { tops, byTop };
}

/**
 * Outside GDSN a publisher reaches only Tradepool's own subscribers: another data pool is reached through
 * the GS1 network, which a non-GDSN account does not use (spec point 6: no Add New subscriber).
 */
function glnProblem(party: SubscriberParty, own: readonly string[], principal: Principal): string | null {
  if (!isValidGln(party.gln)) return SERVER_ERRORS.subscriberGlnInvalid(party.gln);
  if (own.includes(party.gln)) return SERVER_ERRORS.publishOwnGln(party.gln);
  if (party.companyId === null && !isGdsnUser(principal.userType))
    return SERVER_ERRORS.publishOutsideTradepool(party.gln);
  return null;
}

const result = (
  item: { gtin: string; target_market: string },
  gln: string,
  error: string | null,
): PublicationResult => ({
  gtin: item.gtin,
  tm: item.target_market,
  gln,
  success: error === null,
  error,
});

export interface PublishOptions {
  /** 'now' delivers inside the publishing transaction (the demo seeding, which has no worker yet). */
  deliver: 'queue' | 'now';
}

/**
 * `POST …/publish`: publishes each requested item, from the top of its hierarchy, to each subscriber GLN
 * (one result per requested item and GLN).
 * Every item of a hierarchy gets its publication row (so each shows its subscribers), the top a CIP, and a
 * delivery job sends the CIN wherever a subscription of the subscriber meets it. A hierarchy that cannot be
 * published (not registered; outside GDSN: not Validated) fails alone, with its reason; the rest go.
 */
export async function publishItems(
  db: Db,
  principal: Principal,
  request: PublishRequest,
  options: PublishOptions = { deliver: 'queue' },
): Promise<PublicationResponse> {
  const glns = [...new Set(request.gln)];
  const { items, visible, missing } = await requestedItems(db, principal, request.catalogItemId);
  const own = await publisherGlns(db, principal.companyId);
  const parties = await subscriberParties(db, principal.companyId, glns);
  const { tops, byTop } = await plannedHierarchies(db, principal, visible);
  const results: PublicationResult[] = [];
  for (const id of missing) {
    const item = items.get(id);
    const shown = { gtin: item?.gtin ?? String(id), target_market: item?.target_market ?? '' };
    for (const gln of glns) results.push(result(shown, gln, SERVER_ERRORS.publishItemNotFound(id)));
  }
  const go = new Map<string, { hierarchy: PlannedHierarchy; gln: string }>();
  for (const id of visible) {
    const hierarchies = tops.get(id)!.map((topId) => byTop.get(topId)!);
    const block = hierarchies.map((h) => h.block).find(Boolean) ?? null;
    for (const gln of glns) {
      const error = glnProblem(parties.get(gln)!, own, principal) ?? block;
      results.push(result(items.get(id)!, gln, error));
      if (!error) for (const hierarchy of hierarchies) go.set(`${hierarchy.top.id}|${gln}`, { hierarchy, gln });
    }
  }
  if (go.size) await storePublications(db, principal, parties, [...go.values()], request.load ?? true, options);
  return {
    error_count: results.filter((r) => !r.success).length,
    publisher: await publisherName(db, principal.companyId),
    results,
  };
}

/**
 * Writes the publications, the CIPs and the delivery jobs in one transaction. `isReload` (the request's
 * `load`) re-sends the CIN of a publication that was already live, flagged as a reload.
 */
async function storePublications(
  db: Db,
  principal: Principal,
  parties: ReadonlyMap<string, SubscriberParty>,
  go: readonly { hierarchy: PlannedHierarchy; gln: string }[],
  isReload: boolean,
  options: PublishOptions,
): Promise<void> {
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('publication')
      .select(['catalog_item_id', 'subscriber_gln'])
      .where('catalog_item_id', 'in', [...new Set(go.map((g) => g.hierarchy.top.id))])
      .where('active', '=', 1)
      .whereRef('root_item_id', '=', 'catalog_item_id')
      .execute();
    const live = new Set(before.map((b) => `${b.catalog_item_id}|${b.subscriber_gln}`));
    const rows = go.flatMap(({ hierarchy, gln }) =>
      hierarchy.members.map((item) => ({
        company_id: item.company_id,
        catalog_item_id: item.id,
        subscriber_gln: gln,
        subscriber_company_id: parties.get(gln)!.companyId,
        active: 1,
        cic_status: null,
        published_time: now,
        modified_time: now,
        root_item_id: hierarchy.top.id,
        delivery_status: 'pending' as const,
      })),
    );
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto('publication')
        .values(rows.slice(i, i + BATCH))
        .onConflict((oc) =>
          oc.columns(['catalog_item_id', 'subscriber_gln']).doUpdateSet((eb) => ({
            active: 1,
            root_item_id: eb.ref('excluded.root_item_id'),
            subscriber_company_id: eb.ref('excluded.subscriber_company_id'),
            modified_time: now,
            // A row coming back from inactive waits for its new delivery; a live one keeps its state.
            delivery_status: sql<DeliveryStatus>`case when publication.active = 1 then publication.delivery_status else 'pending' end`,
            delivered_time: sql<
              string | null
            >`case when publication.active = 1 then publication.delivered_time else null end`,
          })),
        )
        .execute();
    }
    const roots = await trx
      .selectFrom('publication')
      .select(['id', 'catalog_item_id', 'subscriber_gln'])
      .where('catalog_item_id', 'in', [...new Set(go.map((g) => g.hierarchy.top.id))])
      .where('subscriber_gln', 'in', [...new Set(go.map((g) => g.gln))])
      .execute();
    const wanted = new Set(go.map((g) => `${g.hierarchy.top.id}|${g.gln}`));
    const tops = roots.filter((r) => wanted.has(`${r.catalog_item_id}|${r.subscriber_gln}`));
    const fresh = tops.filter((r) => !live.has(`${r.catalog_item_id}|${r.subscriber_gln}`)).map((r) => r.id);
    const again = tops.filter((r) => live.has(`${r.catalog_item_id}|${r.subscriber_gln}`)).map((r) => r.id);
    await recordPublicationMessages(
      trx,
      'publish',
      go.map((g) => ({ top: g.hierarchy.top, gln: g.gln })),
      now,
    );
    if (options.deliver === 'now')
      await deliverPublications(trx, { publicationIds: fresh, command: 'ADD', isReload: false });
    else await queueDelivery(trx, principal.companyId, fresh, { isReload: false });
    if (isReload) await queueDelivery(trx, principal.companyId, again, { isReload: true });
  });
}
