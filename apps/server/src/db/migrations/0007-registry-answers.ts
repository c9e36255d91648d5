import type { Generated, Kysely } from 'kysely';

/** The `gdsn_message` columns as this migration found them (later schema changes must not alter it). */
interface MessageRow {
  id: Generated<number>;
  company_id: number | null;
  catalog_item_id: number | null;
  message_type: string;
  direction: string;
  instance_id: string;
  correlation_id: string | null;
  xml: string;
  status: string;
  error: string | null;
  created_time: string;
  processed_time: string | null;
}

const BATCH = 500;

/**
 * Until now a rejected registration's CIRR row held the CIRR and its GS1Response one after the other: two
 * XML documents in one text, which no XML reader takes. Each GS1Response moves to a row of its own, tied
 * to the same item and RCI. Safe to run again: a GS1Response row already written is not written twice.
 */
export function registryAnswersMigration() {
  return {
    async up(raw: Kysely<unknown>) {
      const db = raw as Kysely<{ gdsn_message: MessageRow }>;
      let after = 0;
      for (;;) {
        const rows = await db
          .selectFrom('gdsn_message')
          .selectAll()
          .where('message_type', '=', 'CIRR')
          .where('xml', 'like', '%gS1ResponseMessage%')
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH)
          .execute();
        for (const row of rows) {
          // Both documents start with their XML declaration; the second one's is where the GS1Response begins.
          const start = row.xml.indexOf('<?xml', 1);
          if (start < 0) continue;
          const response = row.xml.slice(start);
          const instanceId =
            /<sh:InstanceIdentifier>([^<]+)<\/sh:InstanceIdentifier>/.exec(response)?.[1] ??
            `${row.instance_id}-GS1Response`;
          const written = await db
            .selectFrom('gdsn_message')
            .select('id')
            .where('message_type', '=', 'GS1Response')
            .where('instance_id', '=', instanceId)
            .executeTakeFirst();
          if (!written) {
            await db
              .insertInto('gdsn_message')
              .values({
                company_id: row.company_id,
                catalog_item_id: row.catalog_item_id,
                message_type: 'GS1Response',
                direction: row.direction,
                instance_id: instanceId,
                correlation_id: row.correlation_id,
                xml: response,
                status: row.status,
                error: row.error,
                created_time: row.created_time,
                processed_time: row.processed_time,
              })
              .execute();
          }
          await db
            .updateTable('gdsn_message')
            // The newline before it is the one the old code joined them with.
            .set({ xml: row.xml.slice(0, start).replace(/\n$/, '') })
            .where('id', '=', row.id)
            .execute();
        }
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
    },
  };
}
