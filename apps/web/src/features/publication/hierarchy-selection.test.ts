import { describe, expect, it } from 'vitest';
import {
  buildHierarchy,
  initiallyExpandedKeys,
  selectAllState,
  selectableKeys,
  selectedItemIds,
  toggleAll,
  toggleNode,
} from './hierarchy-selection';
import type { HierarchyRow } from './hierarchy-selection';

type Row = HierarchyRow & { gtin: string; blocked?: boolean };
const row = (catalogItemId: number, parentId: number | null, rootItemId: number, blocked = false): Row => ({
  catalogItemId,
  parentId,
  rootItemId,
  gtin: String(catalogItemId).padStart(14, '0'),
  blocked,
});

// A pallet (1) of two cases (2, 3) holding the same each (4), then a lone item (9).
const PAGE: Row[] = [row(1, null, 1), row(2, 1, 1), row(4, 2, 1), row(3, 1, 1), row(4, 3, 1), row(9, null, 9)];

describe('buildHierarchy', () => {
  it('hangs each lower level under the row above it, keyed by its path from the top', () => {
    const tree = buildHierarchy(PAGE);
    expect(tree.map((n) => n.key)).toEqual(['1', '9']);
    expect(tree[0]!.children!.map((n) => n.key)).toEqual(['1/2', '1/3']);
    expect(tree[0]!.children![0]!.children!.map((n) => n.key)).toEqual(['1/2/4']);
    expect(tree[0]!.children![1]!.children!.map((n) => n.key)).toEqual(['1/3/4']);
    expect(tree[1]!.children).toBeUndefined();
  });

  it('lists a row whose parent is not on the page as a top row', () => {
    const tree = buildHierarchy([row(5, 77, 77), row(6, 5, 77)]);
    expect(tree.map((n) => n.key)).toEqual(['5']);
    expect(tree[0]!.children!.map((n) => n.key)).toEqual(['5/6']);
  });

  it('keeps keys unique when the same top item is listed twice', () => {
    const tree = buildHierarchy([row(1, null, 1), row(1, null, 1)]);
    expect(tree.map((n) => n.key)).toEqual(['1', '1#2']);
  });
});

describe('toggleNode', () => {
  const tree = buildHierarchy(PAGE);

  it('ticking a child ticks its parents up to the top, not its siblings', () => {
    const next = toggleNode(tree, new Set(), '1/2/4', true);
    expect([...next].sort()).toEqual(['1', '1/2', '1/2/4']);
  });

  it('ticking a parent ticks everything below it', () => {
    const next = toggleNode(tree, new Set(), '1', true);
    expect([...next].sort()).toEqual(['1', '1/2', '1/2/4', '1/3', '1/3/4']);
  });

  it('clearing a parent clears everything below it and keeps the levels above', () => {
    const all = toggleNode(tree, new Set(), '1', true);
    const next = toggleNode(tree, all, '1/2', false);
    expect([...next].sort()).toEqual(['1', '1/3', '1/3/4']);
  });

  it('skips rows that cannot be ticked', () => {
    const blockedTree = buildHierarchy([row(1, null, 1, true), row(2, 1, 1), row(3, 2, 1, true)]);
    const next = toggleNode(blockedTree, new Set(), '1/2', true, (n) => !n.blocked);
    expect([...next]).toEqual(['1/2']);
  });

  it('leaves the selection as it is for an unknown key', () => {
    expect([...toggleNode(tree, new Set(['9']), 'nope', true)]).toEqual(['9']);
  });
});

describe('select all', () => {
  const tree = buildHierarchy(PAGE);

  it('is none, some or all of the tickable rows', () => {
    expect(selectAllState(tree, new Set())).toBe('none');
    expect(selectAllState(tree, new Set(['9']))).toBe('some');
    expect(selectAllState(tree, new Set(selectableKeys(tree)))).toBe('all');
    expect(selectAllState(tree, new Set(['9']), (n) => n.catalogItemId === 9)).toBe('all');
  });

  it('ticks a partly ticked page whole and clears a whole one, keeping other pages', () => {
    const some = new Set(['9', 'other-page']);
    const all = toggleAll(tree, some);
    expect(all.size).toBe(selectableKeys(tree).length + 1);
    expect([...toggleAll(tree, all)]).toEqual(['other-page']);
  });
});

describe('selectedItemIds', () => {
  it('names each item once', () => {
    expect(selectedItemIds(['1', '1/2/4', '1/3/4', '1#2', 'x'])).toEqual([1, 4]);
  });
});

describe('initiallyExpandedKeys', () => {
  const tree = buildHierarchy(PAGE);

  it('opens every hierarchy up to 50 rows on the page', () => {
    expect(initiallyExpandedKeys(tree, PAGE.length)).toEqual(['1', '1/2', '1/3']);
    expect(initiallyExpandedKeys(tree, 50)).toHaveLength(3);
  });

  it('above 50 rows opens only the levels above the rows the keyword found', () => {
    const found = (node: Row) => node.catalogItemId === 4;
    expect(initiallyExpandedKeys(tree, 51, found).sort()).toEqual(['1', '1/2', '1/3']);
    expect(initiallyExpandedKeys(tree, 51, (node) => node.catalogItemId === 2)).toEqual(['1']);
  });

  it('opens none above 50 rows', () => {
    expect(initiallyExpandedKeys(tree, 51)).toEqual([]);
  });
});
