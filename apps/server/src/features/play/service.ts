import {
  PLAY_ENTRIES_PER_COMPANY,
  PLAY_ERRORS,
  PLAY_VALUE_MAX_BYTES,
  type PlayEntry,
  type PlayValue,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { badRequest, notFound, tooLarge } from '../../errors.js';
import type { Principal } from '../../security/sessions.js';

/** The /play test service: a small key-value store of the caller's current company. */
export async function readEntry(db: Db, principal: Principal, name: string): Promise<PlayEntry> {
  const row = await db
    .selectFrom('play_entry')
    .selectAll()
    .where('company_id', '=', principal.companyId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) throw notFound(`No test entry named "${name}".`);
  return { name: row.name, value: JSON.parse(row.value) as PlayValue, updatedTime: row.modified_time };
}

export async function writeEntry(db: Db, principal: Principal, name: string, value: PlayValue): Promise<PlayEntry> {
  const now = nowIso();
  const text = JSON.stringify(value);
  if (Buffer.byteLength(text) > PLAY_VALUE_MAX_BYTES) throw tooLarge(PLAY_ERRORS.valueTooLarge);
  await db.transaction().execute(async (trx) => {
    const [held, existing] = await Promise.all([
      trx
        .selectFrom('play_entry')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('company_id', '=', principal.companyId)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom('play_entry')
        .select('name')
        .where('company_id', '=', principal.companyId)
        .where('name', '=', name)
        .executeTakeFirst(),
    ]);
    if (!existing && Number(held.n) >= PLAY_ENTRIES_PER_COMPANY) throw badRequest(PLAY_ERRORS.tooManyEntries);
    await trx
      .insertInto('play_entry')
      .values({ company_id: principal.companyId, name, value: text, modified_time: now })
      .onConflict((oc) => oc.columns(['company_id', 'name']).doUpdateSet({ value: text, modified_time: now }))
      .execute();
  });
  return { name, value, updatedTime: now };
}

export async function deleteEntry(db: Db, principal: Principal, name: string): Promise<void> {
  const result = await db
    .deleteFrom('play_entry')
    .where('company_id', '=', principal.companyId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(`No test entry named "${name}".`);
}
