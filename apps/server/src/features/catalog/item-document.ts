import {
  CATALOG_STATUS,
  isFilled,
  attributeByCode,
  missingRequired,
  parseGtin,
  type CatalogStatus,
  type ItemAttributes,
  isGdsnUser,
} from '@tradepool/domain';
import type { GdsnElement, UserType } from '@tradepool/domain';
import { withPlacedValues, type PlacedValue } from '../../gdsn/document/placed-values.js';
import { withSectionValues } from '../../gdsn/document/section-view.js';
import { treeChanges } from '../../gdsn/document/tree-changes.js';
import { sectionElement } from '../../gdsn/messages/cin-builder.js';

/** Dictionary codes the catalog keeps in their own columns (the grid filters and sorts on them). */
export const KEY_CODES = {
  gtin: 'Coding1A',
  targetMarket: 'Coding1AF',
  unitDescriptor: 'Coding1AD',
  productCode: 'Coding1B',
  gpc: 'Coding1C',
  description: 'Descriptions1E',
  brandName: 'Descriptions1A',
  infoProviderGln: 'Parties1A',
  infoProviderName: 'Parties1B',
  childCount: 'Hierarchy1B',
} as const;

// What the "product data status" filter of spec point 9 asks about, by attribute.
const ALLERGEN_CODES = ['Allergen1A', 'Allergen1B'];
const NUTRIENT_CODES = ['Nutrient1D'];
const MARKETING_CODES = ['EFile1A', 'Descriptions1H'];

/** Spec point 4: 32 required attributes filled → Ready (2 for GDSN users, 5 for the others), else 1. */
export function readinessStatus(attributes: ItemAttributes, userType: UserType): CatalogStatus {
  if (missingRequired(attributes).length > 0) return CATALOG_STATUS.notReady;
  return isGdsnUser(userType) ? CATALOG_STATUS.ready : CATALOG_STATUS.validated;
}

const text = (attributes: ItemAttributes, code: string): string | null => {
  const value = attributes[code];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/**
 * Longest text a promoted column keeps. An upload stores an over-long value as given (validation fails the
 * item for it; a CIN's description is no key, so it may be as long as the XML allows), but the grid's columns
 * are indexed, and PostgreSQL refuses a B-tree entry past about 2.7 kB.
 */
const PROMOTED_MAX_LENGTH = 500;
const promotedText = (attributes: ItemAttributes, code: string): string | null =>
  text(attributes, code)?.slice(0, PROMOTED_MAX_LENGTH) ?? null;

const anyFilled = (attributes: ItemAttributes, codes: readonly string[]): 0 | 1 =>
  codes.some((code) => isFilled(attributeByCode(code)!, attributes[code])) ? 1 : 0;

/** The item's GTIN as 14 digits (GTIN-8/12/13 padded); the caller has validated it. */
export function normalisedGtin(attributes: ItemAttributes): string {
  const parsed = parseGtin(text(attributes, KEY_CODES.gtin) ?? '');
  if (!parsed.ok) throw new Error('GTIN not validated before use');
  return parsed.gtin;
}

/** The promoted columns of `catalog_item`, computed from the attribute document. */
export function promotedColumns(attributes: ItemAttributes, userType: UserType) {
  return {
    gtin: normalisedGtin(attributes),
    target_market: text(attributes, KEY_CODES.targetMarket)!,
    info_provider_gln: text(attributes, KEY_CODES.infoProviderGln)!,
    unit_descriptor: text(attributes, KEY_CODES.unitDescriptor),
    product_code: promotedText(attributes, KEY_CODES.productCode),
    description: promotedText(attributes, KEY_CODES.description),
    brand_name: promotedText(attributes, KEY_CODES.brandName),
    gpc_code: promotedText(attributes, KEY_CODES.gpc),
    status: readinessStatus(attributes, userType),
    missing_count: missingRequired(attributes).length,
    has_allergens: anyFilled(attributes, ALLERGEN_CODES),
    has_nutrients: anyFilled(attributes, NUTRIENT_CODES),
    has_marketing: anyFilled(attributes, MARKETING_CODES),
  };
}

/** An item's stored state as a version compares it: the sections' values and the whole tree, if any. */
export interface ItemState {
  attributes: ItemAttributes;
  tree: string | null;
}

/**
 * What a save changed: `{code: [before, after]}` for every section attribute whose value differs, and
 * `{path: [before, after]}` for every value of the whole item the sections do not show (its indexed path).
 */
export function itemChanges(before: ItemState | null, after: ItemState): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const was = before?.attributes ?? {};
  for (const code of new Set([...Object.keys(was), ...Object.keys(after.attributes)])) {
    const from = was[code] ?? null;
    const to = after.attributes[code] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[code] = [from, to];
  }
  // An item without a tree is its sections alone: compared with one that has a tree, that is its tree.
  const beforeTree = before && (before.tree ?? (after.tree ? sectionElement(before.attributes) : null));
  const afterTree = after.tree ?? (before?.tree ? sectionElement(after.attributes) : null);
  return { ...changes, ...treeChanges(beforeTree, afterTree) };
}

/** Drops empty strings, empty measures and empty groups, so the stored document holds only real values. */
export function compactAttributes(attributes: ItemAttributes): ItemAttributes {
  const kept: ItemAttributes = {};
  for (const [code, value] of Object.entries(attributes)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') kept[code] = value.trim();
    } else if (Array.isArray(value)) {
      if (value.length > 0) kept[code] = value;
    } else if (value.value.trim() !== '') {
      kept[code] = { value: value.value.trim(), unit: value.unit };
    }
  }
  return kept;
}

/**
 * The item's whole tradeItem (`gdsn_document`) after a save of the sections' values: what the save changed
 * written in its place, every other attribute kept (for a tradeItem just sent, what the pool filled in: the
 * GTIN as 14 digits, the information provider's name); then the values a template's GDSN columns gave, each
 * at its place. Without a tree, the sections' values make one when such values come; else null stays null:
 * the sections are all such an item holds.
 */
export function savedTree(
  stored: string | GdsnElement | null,
  values: ItemAttributes,
  placed: readonly PlacedValue[] = [],
): string | null {
  if (!stored && placed.length === 0) return null;
  const tree = !stored
    ? sectionElement(values)
    : withSectionValues(typeof stored === 'string' ? (JSON.parse(stored) as GdsnElement) : stored, values);
  return JSON.stringify(placed.length > 0 ? withPlacedValues(tree, placed) : tree);
}
