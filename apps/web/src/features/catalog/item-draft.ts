import {
  ATTRIBUTES,
  CREATE_KEY_CODES,
  attributeByCode,
  defaultAttributes,
  isFilled,
  parseGtin,
} from '@tradepool/domain';
import type { AttributeValue, GroupRow, ItemAttributes } from '@tradepool/domain';

/**
 * The editor's working copy of an item: every value keyed by attribute code, as the inputs hold it
 * (untrimmed text, a measure with its unit already chosen, group rows with blank cells).
 */
export type ItemDraft = ItemAttributes;

const GTIN_CODE = 'Coding1A';
const TARGET_MARKET_CODE = 'Coding1AF';
/** The item's key: fixed once the item exists (another GTIN or market is another item). */
export const ITEM_KEY_CODES: readonly string[] = [GTIN_CODE, TARGET_MARKET_CODE];

/** A stored item as the editor starts it: an empty measure or amount offers its default unit (spec point 9). */
export function draftOf(attributes: ItemAttributes): ItemDraft {
  const draft: ItemDraft = { ...attributes };
  for (const attribute of ATTRIBUTES) {
    if ((attribute.type === 'measure' || attribute.type === 'amount') && draft[attribute.code] === undefined) {
      draft[attribute.code] = { value: '', unit: attribute.defaultUnit ?? '' };
    }
  }
  return draft;
}

/** Spec point 4: the create dialog opens with the dictionary's defaults (target market 840, English, Inches, Pound). */
export function newItemDraft(): ItemDraft {
  return draftOf(defaultAttributes());
}

function cleanRow(row: GroupRow): GroupRow {
  const cleaned: GroupRow = {};
  for (const [key, text] of Object.entries(row)) if (text.trim()) cleaned[key] = text.trim();
  return cleaned;
}

function cleanValue(value: AttributeValue): AttributeValue | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (Array.isArray(value)) {
    const rows = value.map(cleanRow).filter((row) => Object.keys(row).length > 0);
    return rows.length > 0 ? rows : undefined;
  }
  // A unit alone says nothing: the measure is empty until it has a number.
  return value.value.trim() ? { value: value.value.trim(), unit: value.unit.trim() } : undefined;
}

/**
 * What a save sends: trimmed values, empty ones left out (a save replaces the item's attributes, so a
 * cleared field is removed). Derived values go back as stored: the server keeps the information provider
 * GLN it is given (one of the company's) and recomputes the rest.
 */
export function attributesOf(draft: ItemDraft): ItemAttributes {
  const attributes: ItemAttributes = {};
  for (const [code, value] of Object.entries(draft)) {
    const cleaned = cleanValue(value);
    if (cleaned !== undefined) attributes[code] = cleaned;
  }
  return attributes;
}

function canonical(attributes: ItemAttributes): string {
  return JSON.stringify(
    Object.keys(attributes)
      .sort()
      .map((code) => [code, attributes[code]]),
  );
}

/** Whether two drafts would save the same item (whitespace, blank rows and unit-only measures aside). */
export function sameDraft(a: ItemDraft, b: ItemDraft): boolean {
  return canonical(attributesOf(a)) === canonical(attributesOf(b));
}

/** Spec point 5: Create is enabled once the 4 key fields are filled. */
export function missingCreateKeys(draft: ItemDraft): string[] {
  return CREATE_KEY_CODES.filter((code) => !isFilled(attributeByCode(code)!, draft[code]));
}

export function canCreate(draft: ItemDraft): boolean {
  return missingCreateKeys(draft).length === 0;
}

/**
 * The item key an existence check, the 'item exists' dialog and the id look-up after a create use. The
 * GTIN as stored: 14 digits, however many were typed (a GTIN-13 names the same item as its 14-digit form).
 */
export function itemKeyOf(draft: ItemDraft): { gtin: string; targetMarket: string } {
  const text = (code: string) => {
    const value = draft[code];
    return typeof value === 'string' ? value.trim() : '';
  };
  const gtin = parseGtin(text(GTIN_CODE));
  return { gtin: gtin.ok ? gtin.gtin : text(GTIN_CODE), targetMarket: text(TARGET_MARKET_CODE) };
}
