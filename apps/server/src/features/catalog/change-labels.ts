import { SECTION_LABELS, attributeByCode, type ItemChange } from '@tradepool/domain';
import { columnLabel, placeModule, type TreePlace } from '../../gdsn/document/column-code.js';

/** What the catalog keeps of the item itself in a version's changes (`@children`, `@deleted`). */
const ITEM_KEYS: Record<string, string> = {
  '@children': 'Next lower level (child items and quantities)',
  '@deleted': 'Deleted',
};

const INDEXED_STEP = /^(.+)\[(\d+)\]$/;

/** A tree leaf's indexed path (`…/ingredientStatement[2]/@languageCode`) as the place it names. */
function placeOf(path: string): TreePlace {
  const pieces = path.split('/');
  const attribute = pieces.at(-1)?.startsWith('@') ? pieces.pop()!.slice(1) : undefined;
  const steps = pieces.map((piece) => {
    const indexed = INDEXED_STEP.exec(piece);
    return indexed ? { name: indexed[1]!, repeat: Number(indexed[2]) } : { name: piece, repeat: 1 };
  });
  return { steps, ...(attribute ? { attribute } : {}) };
}

/**
 * A key of a version's `{key: [before, after]}` changes, named for a person: a section attribute by the
 * spec's name and section, a value of the whole trade item by GS1's dictionary names (as the catalog
 * spreadsheet's columns are) and its module.
 */
export function labelledChange(key: string, before: unknown, after: unknown): ItemChange {
  const item = ITEM_KEYS[key];
  if (item) return { key, kind: 'item', label: item, group: null, before, after };
  const attribute = attributeByCode(key);
  if (attribute) {
    return { key, kind: 'section', label: attribute.label, group: SECTION_LABELS[attribute.section], before, after };
  }
  const place = placeOf(key);
  return { key, kind: 'gdsn', label: columnLabel(place), group: placeModule(place) ?? 'tradeItem', before, after };
}

/** The order a change list reads in: section attributes, then the item's own, then the GDSN values by path. */
const KIND_ORDER: Record<ItemChange['kind'], number> = { section: 0, item: 1, gdsn: 2 };

/** A version's changes (the stored JSON), each named, in reading order. */
export function labelledChanges(changes: Record<string, [unknown, unknown]>): ItemChange[] {
  return Object.entries(changes)
    .map(([key, [before, after]]) => labelledChange(key, before, after))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}
