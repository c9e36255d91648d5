import type { SubscriberItemCore } from '../schemas/data-quality.js';
import { ATTRIBUTES } from './attributes.js';
import type { AttributeValue, ItemAttributes } from './item-values.js';

const codeOf = (gdsn: string) => ATTRIBUTES.find((a) => a.gdsn === gdsn)!.code;

/**
 * Where the buyer's item master fields (a cross-reference file's columns) sit among the dictionary's
 * attributes: the rows of the item detail where the buyer's column has a value to compare.
 */
export const SUBSCRIBER_ATTRIBUTE_CODES = {
  gtin: codeOf('gtin'),
  description: codeOf('tradeItemDescription'),
  brandName: codeOf('brandName'),
  mpc: codeOf('manufacturerPartNumber'),
  unitDescriptor: codeOf('tradeItemUnitDescriptorCode'),
} as const satisfies Partial<Record<keyof SubscriberItemCore, string>>;

/** The buyer item's fields as attributes of the dictionary (those it has). */
export function subscriberAttributes(core: SubscriberItemCore): ItemAttributes {
  const attributes: ItemAttributes = {};
  for (const [field, code] of Object.entries(SUBSCRIBER_ATTRIBUTE_CODES)) {
    const value = core[field as keyof typeof SUBSCRIBER_ATTRIBUTE_CODES];
    if (value) attributes[code] = value;
  }
  return attributes;
}

/** Text as two people would compare it: case, spacing and a GTIN's leading zeros do not count. */
function comparable(value: AttributeValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') return JSON.stringify(value);
  const text = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return /^\d{8,14}$/.test(text) ? text.padStart(14, '0') : text;
}

export interface AttributeDifference {
  code: string;
  publisherValue: AttributeValue | null;
  subscriberValue: string;
}

/** The attributes where the buyer's item says something else than the publisher's (the buyer has a value). */
export function subscriberDifferences(publisher: ItemAttributes, core: SubscriberItemCore): AttributeDifference[] {
  return Object.entries(subscriberAttributes(core)).flatMap(([code, value]) =>
    comparable(publisher[code]) === comparable(value)
      ? []
      : [{ code, publisherValue: publisher[code] ?? null, subscriberValue: value as string }],
  );
}
