import type { ItemAttributes } from '@tradepool/domain';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/time.js';
import { testAttributes, testGtin } from './catalog-bulk-items.js';

/**
 * Received copies written straight into a subscriber's `received_item` rows, as a delivered CIN leaves them
 * (no publication behind them): for tests that need a subscriber catalog without the whole exchange.
 * Answers their ids in order.
 */
export async function insertReceivedItems(
  db: Db,
  companyId: number,
  count: number,
  options: { subscriberGln: string; brand: string; firstSerial?: number },
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const serial = (options.firstSerial ?? 1) + i;
    const gtin = testGtin(companyId, serial);
    const description = `Received soup ${serial}`;
    const attributes: ItemAttributes = {
      ...testAttributes(gtin, '0761305000019', serial, description),
      Descriptions1A: options.brand,
    };
    const now = nowIso();
    const { id } = await db
      .insertInto('received_item')
      .values({
        company_id: companyId,
        subscriber_gln: options.subscriberGln,
        publisher_company_id: null,
        info_provider_gln: '0761305000019',
        source_item_id: null,
        gtin,
        target_market: '840',
        root_gtin: gtin,
        unit_descriptor: attributes.Coding1AD as string,
        description,
        brand_name: options.brand,
        product_code: attributes.Coding1B as string,
        gpc_code: '10000025',
        has_allergens: 1,
        has_nutrients: 1,
        has_marketing: 0,
        children: '[]',
        attributes: JSON.stringify(attributes),
        version: 1,
        withdrawn: 0,
        cin_message_id: null,
        received_time: now,
        modified_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}
