import type { GdsnElement } from '@tradepool/domain';
import { MODULES_PATH } from './gdsn-tree';
import { TRADE_ITEM_MODULE } from './gdsn-modules';

/*
 * What changed between two versions of an item document, value by value, as the server's `treeLeaves` names
 * them: each element by its steps from the tradeItem, indexed among its namesakes from 1. Repeats are compared
 * by place: a second ingredient statement against the second one before.
 */

function collect(element: GdsnElement, key: string, out: Map<string, string>): void {
  for (const [name, value] of Object.entries(element.attributes ?? {})) out.set(`${key}/@${name}`, value);
  const children = element.children ?? [];
  if (key && (element.value !== undefined || children.length === 0)) out.set(key, element.value ?? '');
  const seen = new Map<string, number>();
  for (const child of children) {
    const index = (seen.get(child.name) ?? 0) + 1;
    seen.set(child.name, index);
    collect(child, `${key ? `${key}/` : ''}${child.name}[${index}]`, out);
  }
}

const leavesOf = (tree: GdsnElement): Map<string, string> => {
  const out = new Map<string, string>();
  collect(tree, '', out);
  return out;
};

/**
 * The keys of the elements whose value or XML attributes differ between the two trees, those only one of
 * them has included. Empty without a version before (the first one changes nothing).
 */
export function changedElements(
  current: GdsnElement | undefined,
  previous: GdsnElement | null | undefined,
): Set<string> {
  const changed = new Set<string>();
  if (!current || !previous) return changed;
  const now = leavesOf(current);
  const before = leavesOf(previous);
  for (const key of new Set([...now.keys(), ...before.keys()])) {
    if (now.get(key) !== before.get(key)) changed.add(key.replace(/\/@[^/]*$/, ''));
  }
  return changed;
}

/** How many changed elements an element holds, itself included. */
export function changesWithin(changed: ReadonlySet<string>, key: string): number {
  let count = 0;
  for (const candidate of changed) if (candidate === key || candidate.startsWith(`${key}/`)) count++;
  return count;
}

const MODULE_KEY = new RegExp(`^${MODULES_PATH.split('/').join('\\[\\d+\\]/')}\\[\\d+\\]/([^[/]+)\\[`);

/** The changed elements counted by module (the tradeItem's own under its pseudo-module). */
export function changesByModule(changed: ReadonlySet<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of changed) {
    const module = MODULE_KEY.exec(key)?.[1] ?? TRADE_ITEM_MODULE;
    counts.set(module, (counts.get(module) ?? 0) + 1);
  }
  return counts;
}
