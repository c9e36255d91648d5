import { SUPPORT_TEXTS, type ResendTarget } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import { enqueueJob } from '../../jobs/queue.js';
import { DELIVERY_JOB, RCI_SEND_JOB } from '../../jobs/job-names.js';

/**
 * `POST support/resend` (ours): hands a failed or queued outbound message back to the job that sends it,
 * never building a second copy of one that went:
 * - an RCI queued (its send job gave up or never ran) or failed goes back to `queued` and to the RCI send
 *   job, which sends only queued RCIs (one sent meanwhile is left alone);
 * - a publication whose CIN failed or is still pending goes back to the delivery job, which skips a
 *   publication already delivered or queued (a first CIN goes once) and sends a change to one delivered
 *   before as a CHANGE_BY_REFRESH.
 * A CIN queued for another data pool is the transport's: it stays queued until it is sent to the partner
 * pool serving that GLN (the partner's send job retries it; with no partner serving the GLN, saving a partner
 * profile that names it sends it), so it is not re-sent here, nor is a publication waiting for a
 * subscription (a subscription releases it).
 */
export async function resend(db: Db, target: ResendTarget): Promise<{ queued: boolean; text: string }> {
  return db.transaction().execute(async (trx) => {
    if (target.kind === 'rci') {
      const rci = await trx
        .selectFrom('gdsn_message')
        .select(['id', 'company_id', 'status', 'direction', 'message_type'])
        .where('id', '=', target.messageId)
        .executeTakeFirst();
      if (!rci || rci.message_type !== 'RCI') throw notFound();
      if (rci.direction !== 'out' || (rci.status !== 'queued' && rci.status !== 'failed'))
        throw conflict(SUPPORT_TEXTS.resendRefused);
      await trx.updateTable('gdsn_message').set({ status: 'queued', error: null }).where('id', '=', rci.id).execute();
      await enqueueJob(trx, RCI_SEND_JOB, { messageIds: [rci.id] }, { companyId: rci.company_id });
      return { queued: true, text: 'The RCI was queued to be sent to the GS1 Global Registry again.' };
    }
    const publication = await trx
      .selectFrom('publication')
      .select(['id', 'company_id', 'catalog_item_id', 'root_item_id', 'active', 'delivery_status', 'delivered_time'])
      .where('id', '=', target.publicationId)
      .executeTakeFirst();
    if (!publication || publication.root_item_id !== publication.catalog_item_id) throw notFound();
    if (!publication.active || (publication.delivery_status !== 'failed' && publication.delivery_status !== 'pending'))
      throw conflict(SUPPORT_TEXTS.resendRefused);
    await enqueueJob(
      trx,
      DELIVERY_JOB,
      { publicationIds: [publication.id], command: publication.delivered_time ? 'CHANGE_BY_REFRESH' : 'ADD' },
      { companyId: publication.company_id },
    );
    return { queued: true, text: 'The CIN was queued for delivery again.' };
  });
}
