import { randomBytes } from 'node:crypto';
import type { WebhookSettings } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';

/** `GET gdsn/webhook`: the company's webhook, its secret never shown again. */
export async function webhookSettings(db: Db, companyId: number): Promise<WebhookSettings> {
  const hook = await db
    .selectFrom('company_webhook')
    .select(['url', 'modified_time'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return {
    url: hook?.url ?? null,
    secretSet: hook !== undefined,
    secret: null,
    modifiedTime: hook?.modified_time ?? null,
  };
}

/**
 * `PUT gdsn/webhook`: sets the URL (null removes the webhook and its secret). The secret is the pool's to
 * make, 32 random bytes, when none is set yet or a rotation is asked for, and is answered that once: the
 * receiver keeps it to check each push's signature.
 */
export async function saveWebhook(
  db: Db,
  companyId: number,
  userId: number,
  change: { url: string | null; rotateSecret: boolean },
): Promise<WebhookSettings> {
  if (change.url === null) {
    await db.deleteFrom('company_webhook').where('company_id', '=', companyId).execute();
    return { url: null, secretSet: false, secret: null, modifiedTime: null };
  }
  const time = nowIso();
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('company_webhook')
      .select('secret')
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    const secret = !current || change.rotateSecret ? randomBytes(32).toString('hex') : null;
    const values = { url: change.url!, modified_by: userId, modified_time: time, ...(secret ? { secret } : {}) };
    if (current) {
      await trx.updateTable('company_webhook').set(values).where('company_id', '=', companyId).execute();
    } else {
      await trx
        .insertInto('company_webhook')
        .values({ company_id: companyId, secret: secret!, ...values })
        .execute();
    }
    return { url: change.url, secretSet: true, secret, modifiedTime: time };
  });
}
