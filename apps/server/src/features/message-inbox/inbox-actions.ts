import { INBOX_TEXTS, type Permission } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { conflict, forbidden } from '../../errors.js';
import type { Principal } from '../../security/sessions.js';
import { pushJob } from '../../webhooks/webhook-push.js';
import { resend } from '../support/service.js';
import { inboxMessage } from './inbox-list.js';
import type { InboxScope } from './inbox-scope.js';

/** The write permissions of the roles that work with messages: read-only roles hold none of them. */
export const MESSAGE_WRITERS = ['CATALOG_MANAGE', 'CATALOG_PUBLISH', 'CATALOG_SUBSCRIBE_MANAGE'] as const;

const writes = (principal: Principal, anyOf: readonly Permission[]) => anyOf.some((p) => principal.permissions.has(p));

/**
 * Support's re-send (`features/support/resend.ts`) is the one service that sends a stored message again: an
 * RCI, outbound and failed or still queued. The company's publishers and the support admin may ask for it.
 */
export function mayResend(
  principal: Principal,
  message: { message_type: string; direction: string; status: string },
): boolean {
  return (
    message.message_type === 'RCI' &&
    message.direction === 'out' &&
    (message.status === 'failed' || message.status === 'queued') &&
    writes(principal, ['CATALOG_MANAGE', 'CATALOG_PUBLISH', 'SUPPORT_WORKFLOW'])
  );
}

/** A failed push is pushed again by the company's own writers; support reads. */
export function mayPushAgain(principal: Principal, scope: InboxScope, message: { push_status: string | null }) {
  return !scope.support && message.push_status === 'failed' && writes(principal, MESSAGE_WRITERS);
}

/**
 * `POST gdsn/messages/ack`: the company's system took these messages; ids of other companies' messages or
 * already acknowledged ones change nothing. Answers how many were newly acknowledged.
 */
export async function acknowledge(db: Db, companyId: number, userId: number, ids: readonly number[]) {
  const result = await db
    .updateTable('gdsn_message')
    .set({ acknowledged: 1, acknowledged_time: new Date().toISOString(), acknowledged_by: userId })
    .where('company_id', '=', companyId)
    .where('acknowledged', '=', 0)
    .where('id', 'in', [...new Set(ids)])
    .executeTakeFirst();
  return { acknowledged: Number(result.numUpdatedRows) };
}

/** `POST gdsn/messages/{id}/resend`: an RCI of the scope handed back to support's re-send. */
export async function resendMessage(db: Db, principal: Principal, scope: InboxScope, id: number) {
  const message = await inboxMessage(db, scope, id);
  if (!mayResend(principal, message)) throw conflict(INBOX_TEXTS.notResendable);
  return resend(db, { kind: 'rci', messageId: message.id });
}

/** `POST gdsn/messages/{id}/push`: a message whose push failed, queued to be pushed again. */
export async function pushAgain(db: Db, principal: Principal, scope: InboxScope, id: number) {
  if (scope.support) throw forbidden();
  const message = await inboxMessage(db, scope, id);
  if (!mayPushAgain(principal, scope, message)) throw conflict(INBOX_TEXTS.notPushable);
  const hook = await db
    .selectFrom('company_webhook')
    .select('company_id')
    .where('company_id', '=', scope.companyId)
    .executeTakeFirst();
  if (!hook) throw conflict(INBOX_TEXTS.noWebhook);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('gdsn_message').set({ push_status: 'pending' }).where('id', '=', message.id).execute();
    await pushJob(trx, scope.companyId, [message.id]);
  });
  return { queued: true, text: INBOX_TEXTS.pushQueued };
}
