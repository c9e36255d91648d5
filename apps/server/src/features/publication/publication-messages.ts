import { randomUUID } from 'node:crypto';
import { poolGln } from '../../gdsn/pool-gln.js';
import type { Db } from '../../db/database.js';
import { buildCip } from '../../gdsn/messages/cip.js';

export interface PublicationMessageItem {
  top: { id: number; company_id: number; gtin: string; target_market: string; info_provider_gln: string };
  gln: string;
}

/**
 * The CIP of each published (ADD) or withdrawn (DELETE) hierarchy top and subscriber: what the publisher
 * asked its data pool, kept as GS1 XML with the publisher's messages.
 */
export async function recordPublicationMessages(
  db: Db,
  action: 'publish' | 'unpublish',
  items: readonly PublicationMessageItem[],
  time: string,
): Promise<void> {
  const createdAt = new Date(time);
  const rowOf = ({ top, gln }: PublicationMessageItem) => {
    const instanceId = `CIP-${top.id}-${randomUUID()}`;
    return {
      company_id: top.company_id,
      counterpart_company_id: null,
      catalog_item_id: top.id,
      message_type: 'CIP' as const,
      direction: 'out' as const,
      instance_id: instanceId,
      correlation_id: null,
      xml: buildCip({
        instanceId,
        senderGln: top.info_provider_gln,
        receiverGln: poolGln(),
        createdAt,
        items: [
          {
            entityId: `${top.id}`,
            command: action === 'publish' ? 'ADD' : 'DELETE',
            dataSource: top.info_provider_gln,
            gtin: top.gtin,
            targetMarket: top.target_market,
            businessContexts: [],
            publishTo: { gln },
          },
        ],
      }),
      status: 'processed' as const,
      error: null,
      created_time: time,
      processed_time: time,
      sender_gln: top.info_provider_gln,
      receiver_gln: poolGln(),
    };
  };
  // Built as they are written, a statement's worth at a time: a large publication's CIPs are not all held at once.
  for (let i = 0; i < items.length; i += 200) {
    await db
      .insertInto('gdsn_message')
      .values(items.slice(i, i + 200).map(rowOf))
      .execute();
  }
}
