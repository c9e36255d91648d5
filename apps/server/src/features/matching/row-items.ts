import { ATTRIBUTES, type ItemAttributes } from '@tradepool/domain';
import type { Selectable } from 'kysely';
import type { ReceivedItemTable } from '../../db/schema/received-item.js';
import type { SubscriberItemTable } from '../../db/schema/subscriber-item.js';
import type { MatchItem } from './match-item.js';

/** The attribute dictionary's codes of what a CIN carries beyond the promoted columns. */
const codeOf = (gdsn: string) => ATTRIBUTES.find((a) => a.gdsn === gdsn)!.code;
const MANUFACTURER_PART_NUMBER = codeOf('manufacturerPartNumber');
const NET_CONTENT = codeOf('netContent');

export type SubscriberItemRow = Pick<
  Selectable<SubscriberItemTable>,
  'id' | 'gtin' | 'description' | 'brand_name' | 'mpc' | 'product_code' | 'unit_descriptor'
>;

export type ReceivedItemRow = Pick<
  Selectable<ReceivedItemTable>,
  'id' | 'gtin' | 'description' | 'brand_name' | 'product_code' | 'unit_descriptor' | 'attributes'
>;

/** A buyer's item as the engine reads it: the cross-reference file's columns. */
export function subscriberMatchItem(row: SubscriberItemRow): MatchItem {
  return {
    id: row.id,
    gtin: row.gtin,
    description: row.description,
    brandName: row.brand_name,
    mpc: row.mpc,
    productCode: row.product_code,
    unitDescriptor: row.unit_descriptor,
  };
}

/**
 * A received item as the engine reads it: its promoted columns, and from the CIN's attributes the
 * manufacturer's part number and the net content. A document that cannot be read leaves those out.
 */
export function receivedMatchItem(row: ReceivedItemRow): MatchItem {
  const attributes = parseAttributes(row.attributes);
  const mpc = attributes[MANUFACTURER_PART_NUMBER];
  const net = attributes[NET_CONTENT];
  return {
    id: row.id,
    gtin: row.gtin,
    description: row.description,
    brandName: row.brand_name,
    mpc: typeof mpc === 'string' ? mpc : null,
    productCode: row.product_code,
    unitDescriptor: row.unit_descriptor,
    netContent: net && typeof net === 'object' && !Array.isArray(net) ? { value: net.value, unit: net.unit } : null,
  };
}

function parseAttributes(text: string): ItemAttributes {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ItemAttributes) : {};
  } catch {
    return {};
  }
}
