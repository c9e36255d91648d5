import type { Db } from '../../db/database.js';

/**
 * The partner pool serving a subscriber of another data pool answered a CIN with its GS1Response: the
 * hierarchy's publications to that GLN are `delivered` when it was accepted, as a local delivery's are, or
 * `failed` with the partner's errors when it was rejected (support's re-send then sends it again). Only
 * publications still `queued` change: a later CIN's state is not overwritten by an earlier one's answer.
 */
export async function answerRemoteDelivery(
  db: Db,
  answer: { topItemId: number; subscriberGln: string; accepted: boolean; error: string | null },
): Promise<void> {
  await db
    .updateTable('publication')
    .set({
      delivery_status: answer.accepted ? 'delivered' : 'failed',
      delivery_error: answer.accepted ? null : (answer.error ?? 'Rejected by the partner data pool.').slice(0, 500),
    })
    .where('root_item_id', '=', answer.topItemId)
    .where('subscriber_gln', '=', answer.subscriberGln)
    .where('subscriber_company_id', 'is', null)
    .where('active', '=', 1)
    .where('delivery_status', '=', 'queued')
    .execute();
}
