import type { Db } from '../../db/database.js';

/** An item's registration as its messages tell it: the latest RCI and the registry's answers to it. */
export interface RegistryTrail {
  rci: { id: number; instanceId: string; status: string; error: string | null; time: string } | null;
  cirr: { instanceId: string; time: string } | null;
  /** Written only for a rejection, beside the CIRR (the CIRR schema has no place for the reasons). */
  gs1Response: { instanceId: string; time: string } | null;
}

const CHUNK = 500;

/**
 * The registration trail of each item: its latest RCI, and the CIRR and GS1Response answering that one
 * (by `correlation_id`). Reads the message rows' headers only, never their XML.
 */
export async function registryTrails(db: Db, itemIds: readonly number[]): Promise<Map<number, RegistryTrail>> {
  const trails = new Map<number, RegistryTrail>();
  for (let i = 0; i < itemIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('gdsn_message')
      .select([
        'id',
        'catalog_item_id',
        'message_type',
        'instance_id',
        'correlation_id',
        'status',
        'error',
        'created_time',
      ])
      .where('catalog_item_id', 'in', itemIds.slice(i, i + CHUNK))
      .where('message_type', 'in', ['RCI', 'CIRR', 'GS1Response'])
      .orderBy('id')
      .execute();
    const rcis = new Map<number, (typeof rows)[number]>();
    for (const row of rows) if (row.message_type === 'RCI') rcis.set(row.catalog_item_id!, row);
    for (const [itemId, rci] of rcis) {
      const answer = (type: string) => {
        const found = rows.find((r) => r.message_type === type && r.correlation_id === rci.instance_id);
        return found ? { instanceId: found.instance_id, time: found.created_time } : null;
      };
      trails.set(itemId, {
        rci: { id: rci.id, instanceId: rci.instance_id, status: rci.status, error: rci.error, time: rci.created_time },
        cirr: answer('CIRR'),
        gs1Response: answer('GS1Response'),
      });
    }
  }
  return trails;
}

/** The registration's state in one word, as the result row's rciStatus. */
export function rciStatusOf(trail: RegistryTrail | undefined): string | null {
  if (!trail?.rci) return null;
  if (trail.gs1Response) return 'REJECTED';
  if (trail.cirr) return 'ACCEPTED';
  return trail.rci.status.toUpperCase();
}
