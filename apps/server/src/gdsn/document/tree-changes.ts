import type { GdsnElement } from '@tradepool/domain';
import { shownBySections } from './section-view.js';
import { treeLeaves } from './tree-leaves.js';

const parsed = (tree: string | GdsnElement | null): GdsnElement | null =>
  typeof tree === 'string' ? (JSON.parse(tree) as GdsnElement) : tree;

/** The tradeItem's values the sections do not show, by their indexed path. */
function unsectionedValues(tree: GdsnElement | null): Map<string, string> {
  if (!tree) return new Map();
  return new Map(
    treeLeaves(tree)
      .filter((leaf) => !shownBySections(leaf.path.replace(/\[\d+\]/g, '')))
      .map((leaf) => [leaf.path, leaf.value]),
  );
}

/**
 * What an edit changed in the whole item beyond the sections: `{path: [before, after]}` per value by its
 * indexed path (`…/ingredientStatement[2]/@languageCode`), null where there was or is none. The sections'
 * values are left to their codes' changes, so a version names each change once.
 */
export function treeChanges(
  before: string | GdsnElement | null,
  after: string | GdsnElement | null,
): Record<string, [string | null, string | null]> {
  const was = unsectionedValues(parsed(before));
  const now = unsectionedValues(parsed(after));
  const changes: Record<string, [string | null, string | null]> = {};
  for (const path of new Set([...was.keys(), ...now.keys()])) {
    const from = was.get(path) ?? null;
    const to = now.get(path) ?? null;
    if (from !== to) changes[path] = [from, to];
  }
  return changes;
}
