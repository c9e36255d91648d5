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
import { inTurns } from '../../jobs/in-turns.js';
import type { Principal } from '../../security/sessions.js';
import { deliverPublications } from './delivery-job.js';
import { hierarchiesOf, topsOf, type HierarchyPlace } from './hierarchy-walk.js';
import { hierarchyBlock, type PublishableItem } from './publishability.js';
import { recordPublicationMessages } from './publication-messages.js';
import { publisherGlns, publisherName } from './publisher.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import { queueDelivery } from './refresh.js';
import { subscriberParties } from './subscribers.js';
import type { Party } from '../../parties/party-names.js';

const BATCH = 500;

/**
 * Hierarchy and subscriber pairs written per step, with a turn of the event loop between: 4,000 items in one
 * stretch held every request for 5–12 s on a loaded machine (issue 13); 100 pairs (their rows, CIPs) take a
 * few milliseconds.
 */
const PAIRS_PER_TURN = 100;

interface ItemRow extends PublishableItem {
  company_id: number;
  target_market: string;
  info_provider_gln: string;
  deleted: number;
}

async function loadItems(db: Db, ids: readonly number[]): Promise<Map<number, ItemRow>> {
  const rows: ItemRow[] = [];
  for await (const slice of inTurns(ids, BATCH)) {
    rows.push(
      ...(await db
        .selectFrom('catalog_item')
        .select(['id', 'company_id', 'gtin', 'target_market', 'info_provider_gln', 'status', 'reg_status', 'deleted'])
        .where('id', 'in', slice)
        .execute()),
    );
  }
  return new Map(rows.map((r) => [r.id, r]));
}

/** The requested items the caller may publish, and a result for each one it may not. */
async function requestedItems(db: Db, principal: Principal, ids: readonly number[]) {
  const scope = companyScope(principal);
  const unique = [...new Set(ids)];
  const items = await loadItems(db, unique);
  const mayPublish = (id: number) => {
    const item = items.get(id);
    return item !== undefined && !item.deleted && inScope(scope, item.company_id);
  };
  return { items, visible: unique.filter(mayPublish), missing: unique.filter((id) => !mayPublish(id)) };
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
  const placesOf = new Map<number, HierarchyPlace[]>(topIds.map((id) => [id, []]));
  for (const place of places) placesOf.get(place.rootId)!.push(place);
  const byTop = new Map<number, PlannedHierarchy>();
  for (const topId of topIds) {
    const own = placesOf.get(topId)!;
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
function glnProblem(party: Party, own: readonly string[], principal: Principal): string | null {
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

/** 'now' delivers inside the publishing transaction, to the buyers' copies (the demo seeding, which has no worker yet). */
export type PublishOptions = { deliver: 'queue' } | { deliver: 'now'; copies: ReceivedCopies };

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
  for await (const slice of inTurns(visible, Math.max(1, Math.floor(BATCH / glns.length)))) {
    for (const id of slice) {
      const hierarchies = tops.get(id)!.map((topId) => byTop.get(topId)!);
      const block = hierarchies.map((h) => h.block).find(Boolean) ?? null;
      for (const gln of glns) {
        const error = glnProblem(parties.get(gln)!, own, principal) ?? block;
        results.push(result(items.get(id)!, gln, error));
        if (!error) for (const hierarchy of hierarchies) go.set(`${hierarchy.top.id}|${gln}`, { hierarchy, gln });
      }
    }
  }
  if (go.size) await storePublications(db, principal, parties, [...go.values()], request.load ?? true, options);
  return {
    error_count: results.filter((r) => !r.success).length,
    publisher: await publisherName(db, principal.companyId),
    results,
  };
}

type Pair = { hierarchy: PlannedHierarchy; gln: string };

/**
 * Writes the publications, the CIPs and the delivery jobs in one transaction, a hundred hierarchy and
 * subscriber pairs at a time with a turn of the event loop between (on SQLite the others wait for the one
 * connection, the loop still turns; a failure still rolls back the whole). `isReload` (the request's `load`)
 * re-sends the CIN of a publication that was already live, flagged as a reload.
 */
async function storePublications(
  db: Db,
  principal: Principal,
  parties: ReadonlyMap<string, Party>,
  go: readonly Pair[],
  isReload: boolean,
  options: PublishOptions,
): Promise<void> {
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    const fresh: number[] = [];
    const again: number[] = [];
    for await (const pairs of inTurns(go, PAIRS_PER_TURN)) {
      const stored = await storePairs(trx, parties, pairs, now);
      fresh.push(...stored.fresh);
      again.push(...stored.again);
    }
    if (options.deliver === 'now')
      await deliverPublications(trx, options.copies, { publicationIds: fresh, command: 'ADD', isReload: false });
    else await queueDelivery(trx, principal.companyId, fresh, { isReload: false });
    if (isReload) await queueDelivery(trx, principal.companyId, again, { isReload: true });
  });
}

/**
 * One step of `storePublications`: the pairs' publication rows and CIPs. Answers the tops' publication ids,
 * those published afresh and those that were already live. A top is the top of no other hierarchy, so what
 * one step finds live no other step of the request has written.
 */
async function storePairs(
  trx: Db,
  parties: ReadonlyMap<string, Party>,
  pairs: readonly Pair[],
  now: string,
): Promise<{ fresh: number[]; again: number[] }> {
  const topIds = [...new Set(pairs.map((g) => g.hierarchy.top.id))];
  const before = await trx
    .selectFrom('publication')
    .select(['catalog_item_id', 'subscriber_gln'])
    .where('catalog_item_id', 'in', topIds)
    .where('active', '=', 1)
    .whereRef('root_item_id', '=', 'catalog_item_id')
    .execute();
  const live = new Set(before.map((b) => `${b.catalog_item_id}|${b.subscriber_gln}`));
  const rows = pairs.flatMap(({ hierarchy, gln }) =>
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
    .where('catalog_item_id', 'in', topIds)
    .where('subscriber_gln', 'in', [...new Set(pairs.map((g) => g.gln))])
    .execute();
  const wanted = new Set(pairs.map((g) => `${g.hierarchy.top.id}|${g.gln}`));
  const tops = roots.filter((r) => wanted.has(`${r.catalog_item_id}|${r.subscriber_gln}`));
  await recordPublicationMessages(
    trx,
    'publish',
    pairs.map((g) => ({ top: g.hierarchy.top, gln: g.gln })),
    now,
  );
  return {
    fresh: tops.filter((r) => !live.has(`${r.catalog_item_id}|${r.subscriber_gln}`)).map((r) => r.id),
    again: tops.filter((r) => live.has(`${r.catalog_item_id}|${r.subscriber_gln}`)).map((r) => r.id),
  };
}
