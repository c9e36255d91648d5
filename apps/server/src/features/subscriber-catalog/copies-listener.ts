import type { Db } from '../../db/database.js';
import type { CopiesListener } from '../../received-copies/listener.js';

/** Rows per insert: a store hands over up to 500 copies at a time. */
const ROWS = 250;

/**
 * Keeps each CIN that brought a copy (`received_item_cin`): the subscriber catalog's received versions. A
 * copy remembers only its latest CIN and the one before; this is every one, with the version it carried.
 */
export const receivedVersionsListener: CopiesListener = {
  name: 'received-versions',
  reads: ['company_id', 'cin_message_id', 'version', 'modified_time'],
  async stored(db: Db, { stored }) {
    const rows = stored.flatMap((copy) =>
      copy.cin_message_id === null
        ? []
        : [
            {
              company_id: copy.company_id,
              received_item_id: copy.id,
              message_id: copy.cin_message_id,
              version: copy.version,
              received_time: copy.modified_time,
            },
          ],
    );
    for (let i = 0; i < rows.length; i += ROWS) {
      await db
        .insertInto('received_item_cin')
        .values(rows.slice(i, i + ROWS))
        .execute();
    }
  },
};
