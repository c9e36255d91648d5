import type { ReceivedVersionPage } from '@tradepool/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { companyScope, inScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';

const DEFAULT_ROWS = 10;

/** The CIN's document command sits in its first transaction, after the SBDH: the message's first few kB. */
const HEAD_CHARS = 4000;
const COMMAND = /<(?:[\w-]+:)?documentCommandHeader\b[^>]*\btype="([A-Z_]+)"/;

export const cinCommand = (head: string): string | null => COMMAND.exec(head)?.[1] ?? null;

/**
 * `GET catalogs/subscriber/{receivedItemId}/versions`: a page of the CINs that brought the copy, newest first:
 * when, the publisher's version it carried, its command. Read along the copy's index, the page's messages'
 * heads only (never their whole XML).
 */
export async function receivedVersions(
  db: Db,
  principal: Principal,
  receivedItemId: number,
  query: { pageNumber?: number | undefined; rowCount?: number | undefined },
): Promise<ReceivedVersionPage> {
  const copy = await db
    .selectFrom('received_item')
    .select(['id', 'company_id'])
    .where('id', '=', receivedItemId)
    .executeTakeFirst();
  if (!copy || !inScope(companyScope(principal), copy.company_id)) throw notFound();
  const rowCount = query.rowCount ?? DEFAULT_ROWS;
  const { total } = await db
    .selectFrom('received_item_cin')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('received_item_id', '=', copy.id)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('received_item_cin as v')
    .innerJoin('gdsn_message as m', 'm.id', 'v.message_id')
    .select(['v.message_id', 'v.version', 'v.received_time', 'm.instance_id', 'm.sender_gln'])
    .select(sql<string>`substr(m.xml, 1, ${sql.lit(HEAD_CHARS)})`.as('head'))
    .where('v.received_item_id', '=', copy.id)
    .orderBy('v.received_time', 'desc')
    .orderBy('v.id', 'desc')
    .limit(rowCount)
    .offset(((query.pageNumber ?? 1) - 1) * rowCount)
    .execute();
  return {
    totalRows: Number(total),
    results: rows.map((row) => ({
      messageId: row.message_id,
      instanceId: row.instance_id,
      receivedTime: row.received_time,
      version: row.version,
      command: cinCommand(row.head),
      senderGln: row.sender_gln,
    })),
  };
}
