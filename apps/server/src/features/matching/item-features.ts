import type { MatchItem } from './match-item.js';
import { baseAmount, netContentInText, type BaseAmount } from './net-content.js';
import { brandTokens, identifierKey, textTokens } from './text-tokens.js';
import { unitDescriptorCode } from './unit-descriptor.js';
import { variantText, type VariantText } from './variant-text.js';

/** What the scorer compares of an item, every text already normalised. */
export interface ItemFeatures extends VariantText {
  /** The description's tokens in reading order. */
  tokens: string[];
  brand: string[];
  /** Model codes found in the description. */
  codes: string[];
  /** The item's own codes (mpc, product code) long enough to identify something. */
  identifiers: string[];
  /** Which of the identifiers is the holder's own numbering (`ownCode`), compared for equality only. */
  ownCode: string | null;
  netContent: BaseAmount | null;
  unitDescriptor: string | null;
}

/** Shorter codes ("12", "A1") are too often shared by chance to say two items are one. */
const MIN_IDENTIFIER_LENGTH = 4;

export function itemFeatures(item: MatchItem): ItemFeatures {
  const { tokens, codes } = textTokens(item.description);
  const identifiers: string[] = [];
  for (const code of [item.mpc, item.productCode]) {
    const key = identifierKey(code);
    if (key && key.length >= MIN_IDENTIFIER_LENGTH && !identifiers.includes(key)) identifiers.push(key);
  }
  const own = ownCode(item);
  const stated = item.netContent ? baseAmount(item.netContent.value, item.netContent.unit) : null;
  return {
    tokens,
    brand: brandTokens(item.brandName),
    codes,
    identifiers,
    ownCode: own !== null && identifiers.includes(own) ? own : null,
    netContent: stated ?? netContentInText(item.description),
    unitDescriptor: unitDescriptorCode(item.unitDescriptor),
    ...variantText(item.description),
  };
}

/**
 * The key of the code the item's holder numbered it with (its product code): a buyer numbers its items its
 * own way ("HE-1004"), a distributor its catalog ("NW-10016"). Equal to the other side's code, it is the
 * code the buyer recorded from its supplier; different, it is another numbering, not another product. The
 * same as the item's mpc, it is the manufacturer's code, and none of the holder's own.
 */
export function ownCode(item: MatchItem): string | null {
  const key = identifierKey(item.productCode);
  return key === identifierKey(item.mpc) ? null : key;
}
