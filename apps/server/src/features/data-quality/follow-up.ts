import type { FollowUp } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { notFound } from '../../errors.js';
import { annotateCopies } from '../../received-copies/annotate-copies.js';

/** `POST dms/itemmatching/items/followup`: the items go on hold with the buyer's message (another company's ids change nothing). */
export async function addFollowUp(
  db: Db,
  companyId: number,
  request: { catalogItemIds: number[]; message: string },
): Promise<{ catalogItemIds: number[] }> {
  const rows = await annotateCopies(db, { on_hold: 1, follow_up_message: request.message, follow_up_time: nowIso() })
    .where('company_id', '=', companyId)
    .where('id', 'in', [...new Set(request.catalogItemIds)])
    .returning('id')
    .execute();
  return { catalogItemIds: rows.map((r) => r.id).sort((a, b) => a - b) };
}

/** `GET dms/itemmatching/items/{catalogItemId}/followup`. */
export async function followUpOf(db: Db, companyId: number, id: number): Promise<FollowUp> {
  const row = await db
    .selectFrom('received_item')
    .select(['id', 'on_hold', 'follow_up_message', 'follow_up_time'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { catalogItemId: row.id, onHold: row.on_hold, message: row.follow_up_message, time: row.follow_up_time };
}

/** `DELETE dms/itemmatching/items/{catalogItemId}/followup`: off hold (the message goes with it). */
export async function removeFollowUp(db: Db, companyId: number, id: number): Promise<{ catalogItemId: number }> {
  const row = await annotateCopies(db, { on_hold: 0, follow_up_message: null, follow_up_time: null })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound();
  return { catalogItemId: row.id };
}
