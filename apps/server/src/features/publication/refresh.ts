import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../jobs/queue.js';
import { waitingPublicationsMeeting } from './subscription-match.js';
import { DELIVERY_JOB } from '../../jobs/job-names.js';

/** Delivery attempts: a CIN that keeps failing stays visible as failed on its publications. */
const DELIVERY_ATTEMPTS = 5;

/**
 * A save of a published item (any level of a published hierarchy) sends a CHANGE_BY_REFRESH of the
 * hierarchy to each subscriber that already got the CIN, or whose delivery failed (the save may be the fix),
 * through the job queue, inside the saving transaction: the refresh exists exactly when the change does. A
 * publication still waiting for a subscription sends the latest version when one arrives.
 */
export async function queuePublicationRefresh(db: Db, companyId: number, itemIds: readonly number[]): Promise<void> {
  if (!itemIds.length) return;
  const tops = await db
    .selectFrom('publication as p')
    .innerJoin('publication as t', (join) =>
      join.onRef('t.catalog_item_id', '=', 'p.root_item_id').onRef('t.subscriber_gln', '=', 'p.subscriber_gln'),
    )
    .select('t.id')
    .distinct()
    .where('p.catalog_item_id', 'in', itemIds)
    .where('p.active', '=', 1)
    .where('t.active', '=', 1)
    .where((eb) => eb.or([eb('t.delivered_time', 'is not', null), eb('t.delivery_status', '=', 'failed')]))
    .execute();
  if (!tops.length) return;
  await enqueueJob(
    db,
    DELIVERY_JOB,
    { publicationIds: tops.map((t) => t.id), command: 'CHANGE_BY_REFRESH', isReload: false },
    { companyId, maxAttempts: DELIVERY_ATTEMPTS },
  );
}

/** Queues the first CIN of publications just published (or released by a subscription). */
export async function queueDelivery(
  db: Db,
  companyId: number | null,
  publicationIds: readonly number[],
  how: { isReload: boolean; resend?: boolean },
): Promise<void> {
  for (let i = 0; i < publicationIds.length; i += 500) {
    await enqueueJob(
      db,
      DELIVERY_JOB,
      {
        publicationIds: publicationIds.slice(i, i + 500),
        command: 'ADD',
        isReload: how.isReload,
        resend: how.resend ?? false,
      },
      { companyId, maxAttempts: DELIVERY_ATTEMPTS },
    );
  }
}

/**
 * What a new (or newly Valid) subscription releases: the CINs of the publications to its subscriber GLN that
 * were waiting for one and that it meets. Call inside the transaction that stores the subscription.
 */
export async function releaseForSubscription(db: Db, subscriptionId: number): Promise<number> {
  const ids = await waitingPublicationsMeeting(db, subscriptionId);
  await queueDelivery(db, null, ids, { isReload: false });
  return ids.length;
}
