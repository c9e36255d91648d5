import {
  ATTRIBUTES,
  REQUIRED_ATTRIBUTE_CODES,
  SECTION_LABELS,
  dimensionOf,
  dmsTabOf,
  isMeasure,
  subscriberAttributes,
} from '@tradepool/domain';
import type {
  AttributeDefinition,
  AttributeValue,
  DmsItemDetail,
  DmsTab,
  ItemAttributes,
  SubscriberComparedItem,
} from '@tradepool/domain';

/** Spec point 2, the attribute-view dropdown (Custom Attributes only for users who have them: none yet). */
export const ATTRIBUTE_VIEWS = [
  { value: 'all', label: 'All Attributes' },
  { value: 'exceptions', label: 'Exceptions (Missing/Inconsistent Data)' },
  { value: 'changes', label: 'Changes' },
  { value: 'required', label: 'Required Attributes' },
] as const;
export type AttributeView = (typeof ATTRIBUTE_VIEWS)[number]['value'];

/** Spec point 2, the nutritional filters: the basis the nutrients are given for, and the preparation state. */
export const NUTRIENT_BASES = [
  { value: 'measure', label: 'By Measure' },
  { value: 'serving', label: 'By Serving' },
  { value: 'package', label: 'By Package or Container' },
  { value: 'others', label: 'Others' },
] as const;
export type NutrientBasis = (typeof NUTRIENT_BASES)[number]['value'];
export const PREPARATIONS = [
  { value: 'PREPARED', label: 'Prepared' },
  { value: 'UNPREPARED', label: 'UnPrepared' },
  { value: 'others', label: 'Others' },
] as const;
export type Preparation = (typeof PREPARATIONS)[number]['value'];

/** Spec point 5: a value longer than this is flagged as exceeded. */
export const EXCEEDED_LENGTH = 45;

const NUTRIENT_SECTION = 'ArrNutrients';

/**
 * What the item's nutrients are given for: a basis quantity in mass or volume is By Measure, a count (a
 * piece, a package) By Package or Container, servings without a basis By Serving; anything else Others.
 */
export function nutrientBasisOf(attributes: ItemAttributes): NutrientBasis {
  const basis = attributes.Nutrient1B;
  if (basis && isMeasure(basis) && basis.value.trim()) {
    const dimension = dimensionOf(basis.unit);
    return dimension === 'mass' || dimension === 'volume' ? 'measure' : 'package';
  }
  return typeof attributes.Nutrient1C === 'string' && attributes.Nutrient1C.trim() ? 'serving' : 'others';
}

export function preparationOf(attributes: ItemAttributes): Preparation {
  const state = attributes.Nutrient1A;
  return state === 'PREPARED' || state === 'UNPREPARED' ? state : 'others';
}

/** A column of the comparison after the attribute's: the publisher's item, a level of its hierarchy, a buyer item. */
export interface ComparisonColumn {
  key: string;
  kind: 'publisher' | 'hierarchy' | 'subscriber';
  title: string;
  subtitle: string;
  attributes: ItemAttributes;
}

export interface ComparisonRow {
  code: string;
  label: string;
  section: string;
  attribute: AttributeDefinition;
  /** By column key; undefined where the column has no value. */
  values: Record<string, AttributeValue | undefined>;
  /** The publisher's value in the version before, when it changed since. */
  previous?: AttributeValue;
  changed: boolean;
  /** Spec point 5: distinct values across the publisher's and the buyer's columns (not for dates). */
  differs: boolean;
  /** The buyer columns whose value is not the publisher's (only where the row differs). */
  differing: string[];
  exception: boolean;
  required: boolean;
  /** Columns whose value is longer than 45 characters. */
  exceeded: string[];
}

export interface ComparisonOptions {
  tab: DmsTab;
  view: AttributeView;
  bases: readonly NutrientBasis[];
  preparations: readonly Preparation[];
}

const comparable = (value: AttributeValue | undefined): string => {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim().replace(/\s+/g, ' ').toLowerCase();
  return JSON.stringify(value);
};

const textLength = (value: AttributeValue | undefined): number => (typeof value === 'string' ? value.trim().length : 0);

const allOf = (detail: DmsItemDetail): ItemAttributes => ({
  ...detail.dmsCatalogItem.core,
  ...detail.dmsCatalogItem.nutritional,
  ...detail.dmsCatalogItem.marketing,
});

const previousOf = (detail: DmsItemDetail): ItemAttributes | null => {
  const before = detail.dmsCatalogItem.previousDmsCatalogItem;
  return before ? { ...before.core, ...before.nutritional, ...before.marketing } : null;
};

function buyerTitle(item: SubscriberComparedItem): string {
  return item.kind === 'possible'
    ? `possible match · ${item.score ?? 0}`
    : item.kind === 'broad'
      ? 'broad match'
      : item.kind === 'gtin'
        ? 'GTIN match'
        : 'not matched';
}

/**
 * The columns: the publisher's item, the buyer's items beside it (what a buyer compares first), then the
 * levels of its hierarchy loaded so far. `unitLabel` names a unit descriptor code (CASE → Case).
 */
export function comparisonColumns(
  detail: DmsItemDetail,
  hierarchy: readonly DmsItemDetail[],
  unitLabel: (code: string) => string,
): ComparisonColumn[] {
  const buyers = detail.subscriberMatchedItem
    ? [detail.subscriberMatchedItem, ...detail.subscriberMatchedItem.additionalMatchedSubscriberCatalogItems]
    : [];
  return [
    {
      key: `p${detail.catalogItemId}`,
      kind: 'publisher',
      title: detail.publisherName,
      subtitle: `${detail.gtin}${detail.unitDescriptor ? ` · ${unitLabel(detail.unitDescriptor)}` : ''}`,
      attributes: allOf(detail),
    },
    ...buyers.map((buyer) => ({
      key: `s${buyer.catalogItemId}`,
      kind: 'subscriber' as const,
      title: `Your item ${buyer.dmsCatalogItem.core.buyerProductCode}`,
      subtitle: buyerTitle(buyer),
      attributes: subscriberAttributes(buyer.dmsCatalogItem.core),
    })),
    ...hierarchy.map((level) => {
      const relation = detail.hierarchyItems.find((h) => h.catalogItemId === level.catalogItemId);
      return {
        key: `h${level.catalogItemId}`,
        kind: 'hierarchy' as const,
        title: relation?.relation === 'parent' ? `In: ${level.gtin}` : `Contains: ${level.gtin}`,
        subtitle:
          relation?.relation === 'parent'
            ? `${relation.quantity} of this item · ${level.unitDescriptor ? unitLabel(level.unitDescriptor) : 'next level'}`
            : `${relation?.quantity ?? ''} × ${level.unitDescriptor ? unitLabel(level.unitDescriptor) : 'item'} inside`,
        attributes: allOf(level),
      };
    }),
  ];
}

/**
 * The rows of one tab under the attribute view and, on the nutritional tab, the nutrient filters: every
 * dictionary attribute that has a value in some column (or, in the required view, every required one), in
 * the dictionary's order, each flagged as spec point 5 says.
 */
export function comparisonRows(
  detail: DmsItemDetail,
  columns: readonly ComparisonColumn[],
  options: ComparisonOptions,
): ComparisonRow[] {
  const exceptions = new Set(detail.dmsCatalogItem.thresholdExceptionAttributes);
  const required = new Set(REQUIRED_ATTRIBUTE_CODES);
  const previous = previousOf(detail);
  const publisher = columns.find((c) => c.kind === 'publisher')!;
  const hasMatches = detail.matchedCount > 0 || columns.some((c) => c.kind === 'subscriber');
  const nutrientsShown =
    (options.bases.length === 0 || options.bases.includes(nutrientBasisOf(publisher.attributes))) &&
    (options.preparations.length === 0 || options.preparations.includes(preparationOf(publisher.attributes)));
  return ATTRIBUTES.flatMap((attribute): ComparisonRow[] => {
    if (dmsTabOf(attribute.section) !== options.tab) return [];
    if (attribute.section === NUTRIENT_SECTION && !nutrientsShown) return [];
    const values = Object.fromEntries(columns.map((c) => [c.key, c.attributes[attribute.code]]));
    const filled = Object.values(values).some((v) => comparable(v) !== '');
    const before = previous?.[attribute.code];
    const changed = previous !== null && comparable(before) !== comparable(publisher.attributes[attribute.code]);
    const compared = columns.filter((c) => c.kind !== 'hierarchy').map((c) => comparable(values[c.key]));
    const distinct = new Set(compared.filter(Boolean));
    const differs = hasMatches && attribute.type !== 'date' && distinct.size > 1;
    const own = comparable(values[publisher.key]);
    const row: ComparisonRow = {
      code: attribute.code,
      label: attribute.label,
      section: SECTION_LABELS[attribute.section],
      attribute,
      values,
      ...(changed ? { previous: before } : {}),
      changed,
      differs,
      differing: differs
        ? columns
            .filter(
              (c) => c.kind === 'subscriber' && comparable(values[c.key]) !== '' && comparable(values[c.key]) !== own,
            )
            .map((c) => c.key)
        : [],
      exception: exceptions.has(attribute.code) || (attribute.fields ?? []).some((f) => exceptions.has(f.code)),
      required: required.has(attribute.code),
      exceeded: columns.filter((c) => textLength(values[c.key]) > EXCEEDED_LENGTH).map((c) => c.key),
    };
    if (options.view === 'required') return row.required ? [row] : [];
    if (!filled && !row.exception && !row.changed) return [];
    if (options.view === 'exceptions') return row.exception ? [row] : [];
    if (options.view === 'changes') return row.changed ? [row] : [];
    return [row];
  });
}
