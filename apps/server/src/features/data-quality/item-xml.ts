import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';

/**
 * `GET dms/itemmatching/items/publisher/{catalogItemId}/previous/{isPreviousItem}/xml`: the CIN that brought
 * the item's current version, or the one before it; null when there was none before.
 */
export async function receivedItemXml(
  db: Db,
  companyId: number,
  id: number,
  previous: boolean,
): Promise<{ tradeItemXml: string | null }> {
  const item = await db
    .selectFrom('received_item')
    .select(['cin_message_id', 'previous_cin_message_id'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) throw notFound();
  const messageId = previous ? item.previous_cin_message_id : item.cin_message_id;
  if (messageId === null) return { tradeItemXml: null };
  const message = await db
    .selectFrom('gdsn_message')
    .select('xml')
    .where('id', '=', messageId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return { tradeItemXml: message?.xml ?? null };
}
