import type { GpcItem, GpcLevel } from '@tradepool/domain';

export const GPC_LEVEL_LABELS: Record<GpcLevel, string> = {
  segment: 'Segment',
  family: 'Family',
  class: 'Class',
  brick: 'Brick',
};

/** A GPC code as a chosen one shows: its code and title. */
export const gpcChoiceLabel = (item: Pick<GpcItem, 'classCategoryCode' | 'classCategoryName'>) =>
  `${item.classCategoryCode} ${item.classCategoryName}`;

/** Where a GPC code lies, as the picker says it under the code: "in Milk/butter/… › Food/…"; null for a segment. */
export function gpcPlace(item: Pick<GpcItem, 'ancestors'>): string | null {
  return item.ancestors.length ? `in ${item.ancestors.map((a) => a.title).join(' › ')}` : null;
}

/** A subscription's GPC as the list shows it: code and title, and the level when it is not a brick. */
export function subscriptionGpcText(code: string, name: string | null, level: GpcLevel | null): string {
  const text = `${code} ${name ?? ''}`.trim();
  return level && level !== 'brick' ? `${text} (${GPC_LEVEL_LABELS[level].toLowerCase()})` : text;
}
