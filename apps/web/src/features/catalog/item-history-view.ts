import {
  ITEM_VERSION_SOURCE_LABELS,
  attributeByCode,
  type AttributeValue,
  type ItemChange,
  type ItemVersion,
} from '@tradepool/domain';
import { displayValue, type CodeLabeler, type DisplayValue } from './item-detail-view';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value the catalog keeps of the item itself (its next lower level, its deletion), or a GDSN value, as text. */
function plainText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join('; ');
  if (isRecord(value)) {
    if ('childId' in value && 'quantity' in value)
      return `item ${plainText(value.childId)} × ${plainText(value.quantity)}`;
    return Object.values(value).map(plainText).filter(Boolean).join(', ');
  }
  return JSON.stringify(value);
}

/**
 * One side of a change as the detail shows values: a section attribute as the attribute sections show it
 * (codes labelled, groups as tables), anything else as its text; null for no value ("—").
 */
export function changeSide(change: ItemChange, side: 'before' | 'after', labelOf: CodeLabeler): DisplayValue | null {
  const value = change[side];
  if (change.kind === 'section' && value !== null && value !== undefined) {
    return displayValue(attributeByCode(change.key), value as AttributeValue, labelOf);
  }
  if (change.key === '@deleted') return { kind: 'text', text: value === 1 ? 'Yes' : 'No' };
  const text = plainText(value);
  return text ? { kind: 'text', text } : null;
}

/** How the version came, said with what it did: "Item editor", "Template upload · created", "Item editor · deleted". */
export function versionHow(version: Pick<ItemVersion, 'source' | 'changeType'>): string {
  const source = ITEM_VERSION_SOURCE_LABELS[version.source];
  return version.changeType === 'update' ? source : `${source} · ${version.changeType}d`;
}

/**
 * The row's summary of its changes: for a new item how many values it was created with, else the first few
 * attributes changed by name and how many more.
 */
export function changeSummary({ changeType, changes }: Pick<ItemVersion, 'changeType' | 'changes'>, shown = 2): string {
  if (changes.length === 0) return 'No attribute changed';
  if (changeType === 'create') return `Created with ${changes.length} ${changes.length === 1 ? 'value' : 'values'}`;
  const names = changes.slice(0, shown).map((change) => change.label);
  const more = changes.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}
