import type { InboxAnswer, InboxMessageDetails } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { parseGs1Response } from '../../gdsn/messages/gs1-response.js';
import { inboxMessage, presentInboxRow } from './inbox-list.js';
import type { InboxScope } from './inbox-scope.js';
import { mayPushAgain, mayResend } from './inbox-actions.js';
import type { Principal } from '../../security/sessions.js';

/**
 * The GS1Response that answers a message (the latest the company holds with the message's instance
 * identifier as its correlation), or the message itself when it is one, read into its message-level errors
 * and each refused transaction's: the GS1 code with the rule's own words.
 */
async function answerOf(
  db: Db,
  message: { id: number; company_id: number | null; message_type: string; instance_id: string; xml: string },
): Promise<{ answer: InboxAnswer | null; answerProblem: string | null }> {
  const response =
    message.message_type === 'GS1Response'
      ? message
      : await db
          .selectFrom('gdsn_message')
          .select(['id', 'instance_id', 'xml'])
          .where('message_type', '=', 'GS1Response')
          .where('correlation_id', '=', message.instance_id)
          .where((eb) =>
            message.company_id === null ? eb('company_id', 'is', null) : eb('company_id', '=', message.company_id),
          )
          .orderBy('id', 'desc')
          .executeTakeFirst();
  if (!response) return { answer: null, answerProblem: null };
  try {
    const read = parseGs1Response(response.xml);
    return {
      answer: {
        responseId: response.id,
        responseInstanceId: response.instance_id,
        accepted: read.messageErrors.length === 0 && read.transactions.length === 0,
        messageErrors: read.messageErrors,
        transactions: read.transactions,
      },
      answerProblem: null,
    };
  } catch (error) {
    return { answer: null, answerProblem: error instanceof Error ? error.message : String(error) };
  }
}

/** `GET gdsn/messages/{id}/details`: the message, its answer read, and what the caller may do about it. */
export async function inboxMessageDetails(
  db: Db,
  principal: Principal,
  scope: InboxScope,
  id: number,
): Promise<InboxMessageDetails> {
  const row = await inboxMessage(db, scope, id);
  return {
    message: presentInboxRow(row),
    ...(await answerOf(db, row)),
    canResend: mayResend(principal, row),
    canPushAgain: mayPushAgain(principal, scope, row),
  };
}
