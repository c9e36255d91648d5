import type { AttributeDefinition, AttributeSection } from './attribute-types.js';
import { ATTRIBUTES } from './attributes.js';
import { isFilled, type ItemAttributes } from './item-values.js';

/**
 * The score card's measures of a received item (issue 16, docs/SCORECARD.md): for each category, how many
 * of the dictionary's attributes that apply to the item it carries, and carries without a problem.
 */
export const SCORE_CATEGORIES = ['all', 'logistics', 'allergen', 'nutrient', 'image'] as const;
export type ScoreCategory = (typeof SCORE_CATEGORIES)[number];

export const SCORE_CATEGORY_LABELS: Record<ScoreCategory, string> = {
  all: 'All attributes',
  logistics: 'Logistics',
  allergen: 'Allergens',
  nutrient: 'Nutrients',
  image: 'Images and marketing',
};

const CATEGORY_SECTIONS: Record<Exclude<ScoreCategory, 'all' | 'image'>, readonly AttributeSection[]> = {
  logistics: ['ArrMeasures', 'ArrHandlingAndLogistics'],
  allergen: ['ArrAllergens'],
  nutrient: ['ArrNutrients'],
};

/**
 * Images: the item's files (pictures, documents, web pages) and the catalog's marketing text, the same two
 * attributes the catalog's "Marketing Info and Images" flag reads.
 */
const IMAGE_CODES: readonly string[] = ['EFile1A', 'Descriptions1H'];

/** Dates that announce the item's end: a filled one is news, never a sign of care. */
const END_DATE_CODES: readonly string[] = ['Dates1E', 'Dates1F'];

/** About the next lower level: only an item holding others has one. */
const NEXT_LEVEL_CODES: readonly string[] = ['Hierarchy1A'];

/** Whether an attribute is expected of an item: the data pool's own (derived) ones and end dates never are. */
function applies(attribute: AttributeDefinition, hasChildren: boolean): boolean {
  if (attribute.derived || END_DATE_CODES.includes(attribute.code)) return false;
  return hasChildren || !NEXT_LEVEL_CODES.includes(attribute.code);
}

function inCategory(attribute: AttributeDefinition, category: ScoreCategory): boolean {
  if (category === 'all') return true;
  if (category === 'image') return IMAGE_CODES.includes(attribute.code);
  return CATEGORY_SECTIONS[category].includes(attribute.section);
}

const CATEGORIES_OF = new Map(ATTRIBUTES.map((a) => [a.code, SCORE_CATEGORIES.filter((c) => inCategory(a, c))]));

/** The categories an attribute counts in, `all` first. */
export function scoreCategoriesOf(code: string): readonly ScoreCategory[] {
  return CATEGORIES_OF.get(code) ?? [];
}

/** A group column's code names its group's problem (`Nutrient1DB` → `Nutrient1D`). */
const ATTRIBUTE_OF_CODE = new Map(
  ATTRIBUTES.flatMap((a) => [[a.code, a.code] as const, ...(a.fields ?? []).map((f) => [f.code, a.code] as const)]),
);

export interface CategoryCount {
  /** Attributes that apply, filled without a problem. */
  filled: number;
  /** Attributes that apply. */
  expected: number;
}

export interface ItemScore {
  counts: Record<ScoreCategory, CategoryCount>;
  /** Applicable attributes left empty. */
  missing: string[];
  /** Applicable attributes filled, but refused by the dictionary or named by a GDSN rule failure. */
  failing: string[];
}

/**
 * Scores one received item: each applicable attribute counts as filled only when it has a value and no
 * exception (spec point 3's `thresholdExceptionAttributes`: a value the dictionary refuses or a GDSN rule
 * names) names it, so rule failures count against the publisher.
 */
export function scoreItem(
  attributes: ItemAttributes,
  exceptions: readonly string[],
  options: { hasChildren: boolean },
): ItemScore {
  const refused = new Set(exceptions.map((code) => ATTRIBUTE_OF_CODE.get(code) ?? code));
  const counts = Object.fromEntries(SCORE_CATEGORIES.map((c) => [c, { filled: 0, expected: 0 }])) as Record<
    ScoreCategory,
    CategoryCount
  >;
  const missing: string[] = [];
  const failing: string[] = [];
  for (const attribute of ATTRIBUTES) {
    if (!applies(attribute, options.hasChildren)) continue;
    const filled = isFilled(attribute, attributes[attribute.code]);
    const clean = filled && !refused.has(attribute.code);
    if (!filled) missing.push(attribute.code);
    else if (!clean) failing.push(attribute.code);
    for (const category of SCORE_CATEGORIES) {
      if (!inCategory(attribute, category)) continue;
      counts[category].expected += 1;
      if (clean) counts[category].filled += 1;
    }
  }
  return { counts, missing, failing };
}
