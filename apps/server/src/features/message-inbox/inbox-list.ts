import { INBOX_TEXTS, type InboxMessage, type InboxPage, type InboxQuery } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../errors.js';
import { companyLabelSql } from '../../parties/party-names.js';
import type { InboxScope } from './inbox-scope.js';

const SORT_COLUMNS = {
  id: 'm.id',
  createdTime: 'm.created_time',
  messageType: 'm.message_type',
  status: 'm.status',
} as const;

/**
 * The cursor is the last message id seen, wrapped so that a poller keeps it as it is: ids grow with every
 * message stored, so "after this id" is "new since".
 */
export const cursorOf = (id: number) => Buffer.from(`m:${id}`).toString('base64url');

function idOfCursor(cursor: string): number {
  const match = /^m:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest(INBOX_TEXTS.badCursor);
  return Number(match[1]);
}

function inboxRows(db: Db) {
  return db
    .selectFrom('gdsn_message as m')
    .leftJoin('company as c', 'c.id', 'm.company_id')
    .select([
      'm.id',
      'm.company_id',
      'm.message_type',
      'm.direction',
      'm.instance_id',
      'm.correlation_id',
      'm.status',
      'm.error',
      'm.sender_gln',
      'm.receiver_gln',
      'm.catalog_item_id',
      'm.created_time',
      'm.processed_time',
      'm.acknowledged',
      'm.acknowledged_time',
      'm.push_status',
      'm.push_attempts',
      'm.push_error',
      'm.push_time',
    ])
    .select(companyLabelSql('c').as('company_name'));
}

type InboxRow = Awaited<ReturnType<ReturnType<typeof inboxRows>['execute']>>[number];

export function presentInboxRow(row: InboxRow): InboxMessage {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name ?? '',
    messageType: row.message_type,
    direction: row.direction,
    instanceId: row.instance_id,
    correlationId: row.correlation_id,
    status: row.status,
    error: row.error,
    senderGln: row.sender_gln,
    receiverGln: row.receiver_gln,
    catalogItemId: row.catalog_item_id,
    createdTime: row.created_time,
    processedTime: row.processed_time,
    acknowledged: row.acknowledged === 1,
    acknowledgedTime: row.acknowledged_time,
    push: row.push_status
      ? {
          status: row.push_status,
          attempts: row.push_attempts,
          lastError: row.push_error,
          lastAttemptTime: row.push_time,
        }
      : null,
  };
}

/** The scope's company (every one for support) and the query's filters, each served by an index (0032). */
function filtered(db: Db, scope: InboxScope, q: InboxQuery, afterId: number | null) {
  return inboxRows(db)
    .$if(scope.companyId !== null, (qb) => qb.where('m.company_id', '=', scope.companyId!))
    .$if(q.acknowledged !== 'all', (qb) => qb.where('m.acknowledged', '=', q.acknowledged === 'true' ? 1 : 0))
    .$if(q.messageType !== undefined, (qb) => qb.where('m.message_type', '=', q.messageType!))
    .$if(q.direction !== undefined, (qb) => qb.where('m.direction', '=', q.direction!))
    .$if(q.status !== undefined, (qb) => qb.where('m.status', '=', q.status!))
    .$if(q.pushStatus !== undefined, (qb) => qb.where('m.push_status', '=', q.pushStatus!))
    .$if(q.instanceId !== undefined, (qb) => qb.where('m.instance_id', '=', q.instanceId!))
    .$if(q.from !== undefined, (qb) => qb.where('m.created_time', '>=', new Date(q.from!).toISOString()))
    .$if(q.to !== undefined, (qb) => qb.where('m.created_time', '<=', new Date(q.to!).toISOString()))
    .$if(afterId !== null, (qb) => qb.where('m.id', '>', afterId!));
}

/**
 * `GET gdsn/messages`: a page of the scope's messages and how many match. With `since`, what was stored after
 * the cursor, oldest first, whatever the sort asked; `nextCursor` is the page's newest message (or `since`
 * again when nothing came), so a poller passes it back as it is.
 */
export async function listInbox(db: Db, scope: InboxScope, q: InboxQuery): Promise<InboxPage> {
  const afterId = q.since === undefined ? null : idOfCursor(q.since);
  const polling = afterId !== null;
  const desc = !polling && q.sortDesc === 'true';
  const column = polling ? 'm.id' : SORT_COLUMNS[q.sortBy];
  const query = filtered(db, scope, q, afterId);
  const [rows, count] = await Promise.all([
    query
      .orderBy(column, desc ? 'desc' : 'asc')
      .$if(column !== 'm.id', (qb) => qb.orderBy('m.id', desc ? 'desc' : 'asc'))
      .limit(q.rowCount)
      .offset((q.pageNumber - 1) * q.rowCount)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const newest = rows.reduce<number | null>((max, r) => (max === null || r.id > max ? r.id : max), null);
  return {
    totalRows: Number(count.n),
    results: rows.map(presentInboxRow),
    nextCursor: newest !== null ? cursorOf(newest) : (q.since ?? null),
  };
}

/** One message of the scope, or a 404: another company's message is not told from one that does not exist. */
export async function inboxMessage(db: Db, scope: InboxScope, id: number) {
  const row = await inboxRows(db)
    .select('m.xml')
    .where('m.id', '=', id)
    .$if(scope.companyId !== null, (qb) => qb.where('m.company_id', '=', scope.companyId!))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
