import { sql } from 'kysely';
import { isValidGln, parseGtin, SUBSCRIPTION_STATUS } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { badRequest } from '../../errors.js';
import { inTurns } from '../../jobs/in-turns.js';
import { queueDelivery, releaseForSubscription } from './refresh.js';
import { publicationsMeetingSubscriptions, sentPublicationsMeeting } from './subscription-match.js';

/** Publications an RFCIN checks against the subscriptions per query: a delivery job's batch. */
const RESENT_PER_QUERY = 500;

/** What a subscriber asks for: every item matching all the criteria set (none set: anything of anyone). */
export interface SubscriptionRequest {
  subscriberGln: string;
  publisherGln?: string | null;
  gtin?: string | null;
  gpcCode?: string | null;
  targetMarket?: string | null;
}

/** Why a subscription request is malformed, or null; the GTIN normalised to 14 digits when it is fine. */
export function subscriptionProblem(request: SubscriptionRequest): { problem: string } | { gtin: string | null } {
  if (!isValidGln(request.subscriberGln))
    return { problem: `Subscriber GLN ${request.subscriberGln} is not a valid GLN.` };
  if (request.publisherGln && !isValidGln(request.publisherGln)) {
    return { problem: `Publisher GLN ${request.publisherGln} is not a valid GLN.` };
  }
  if (request.targetMarket && !/^\d{3}$/.test(request.targetMarket)) {
    return { problem: `Target market ${request.targetMarket} is not an ISO 3166 numeric code.` };
  }
  if (request.gpcCode && !/^\d{8}$/.test(request.gpcCode))
    return { problem: `GPC ${request.gpcCode} is not an 8-digit GPC code.` };
  if (!request.gtin) return { gtin: null };
  const gtin = parseGtin(request.gtin);
  return gtin.ok ? { gtin: gtin.gtin } : { problem: `GTIN ${request.gtin} is not a valid GTIN.` };
}

const criteria = (request: SubscriptionRequest, gtin: string | null) => ({
  subscriber_gln: request.subscriberGln,
  publisher_gln: request.publisherGln || null,
  gtin,
  gpc_code: request.gpcCode || null,
  target_market: request.targetMarket || null,
});

/**
 * Stores a Valid subscription of the subscriber's company and releases at once the CINs of the waiting
 * publications it meets. A subscription with the same criteria already Valid is kept, not doubled: `created`
 * says which happened (the subscription screen reports a duplicate, a CIS from another pool is idempotent).
 */
export async function addSubscription(
  db: Db,
  companyId: number,
  request: SubscriptionRequest,
  instanceId: string | null,
  userId: number | null,
): Promise<{ subscriptionId: number; released: number; created: boolean }> {
  const checked = subscriptionProblem(request);
  if ('problem' in checked) throw badRequest(checked.problem);
  const values = criteria(request, checked.gtin);
  const existing = await sameCriteria(db, companyId, values)
    .where('status', '=', SUBSCRIPTION_STATUS.valid)
    .executeTakeFirst();
  if (existing) return { subscriptionId: existing.id, released: 0, created: false };
  const now = nowIso();
  const { id } = await db
    .insertInto('subscription')
    .values({
      company_id: companyId,
      ...values,
      status: SUBSCRIPTION_STATUS.valid,
      instance_id: instanceId,
      created_by: userId,
      created_time: now,
      modified_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { subscriptionId: id, released: await releaseForSubscription(db, id), created: true };
}

function sameCriteria(db: Db, companyId: number, values: ReturnType<typeof criteria>) {
  const equal = (column: 'publisher_gln' | 'gtin' | 'gpc_code' | 'target_market', value: string | null) =>
    value === null ? sql<boolean>`${sql.ref(column)} is null` : sql<boolean>`${sql.ref(column)} = ${value}`;
  return db
    .selectFrom('subscription')
    .select('id')
    .where('company_id', '=', companyId)
    .where('subscriber_gln', '=', values.subscriber_gln)
    .where(equal('publisher_gln', values.publisher_gln))
    .where(equal('gtin', values.gtin))
    .where(equal('gpc_code', values.gpc_code))
    .where(equal('target_market', values.target_market));
}

/** Cancels the subscriber's Valid subscriptions with exactly these criteria; answers how many. */
export async function cancelSubscriptions(db: Db, companyId: number, request: SubscriptionRequest): Promise<number> {
  const checked = subscriptionProblem(request);
  if ('problem' in checked) throw badRequest(checked.problem);
  const ids = (
    await sameCriteria(db, companyId, criteria(request, checked.gtin))
      .where('status', '=', SUBSCRIPTION_STATUS.valid)
      .execute()
  ).map((r) => r.id);
  if (ids.length) {
    await db
      .updateTable('subscription')
      .set({ status: SUBSCRIPTION_STATUS.cancelled, modified_time: nowIso() })
      .where('id', 'in', ids)
      .execute();
  }
  return ids.length;
}

/**
 * An RFCIN: the subscriber asks for what it is already sent to be sent again (as a reload when it says so):
 * the live publications to its GLN that the request's criteria meet and, as for any CIN, that one of its
 * Valid subscriptions meets (the delivery's own match: a publication no subscription meets any more is not sent).
 * A subscriber of another data pool keeps its subscriptions there: what was sent to it may be asked for again.
 */
export async function resendPublications(db: Db, request: SubscriptionRequest, isReload: boolean): Promise<number> {
  const checked = subscriptionProblem(request);
  if ('problem' in checked) throw badRequest(checked.problem);
  const sent = await sentPublicationsMeeting(db, request.subscriberGln, criteria(request, checked.gtin));
  const local = await db
    .selectFrom('company_gln')
    .select('company_id')
    .where('gln', '=', request.subscriberGln)
    .executeTakeFirst();
  const ids: number[] = local ? [] : sent;
  for await (const slice of inTurns(local ? sent : [], RESENT_PER_QUERY)) {
    ids.push(...(await publicationsMeetingSubscriptions(db, slice)));
  }
  await queueDelivery(db, null, ids, { isReload, resend: true });
  return ids.length;
}
