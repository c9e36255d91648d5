import type { GdsnElement } from '@tradepool/domain';

/*
 * The item document (a `GdsnElement` tree, root `tradeItem`) read and changed without mutation: every change
 * copies the elements along its path and shares the rest, so React sees what changed by reference.
 */

/** One step down the tree: a child by its name and its place among the siblings of that name (from 0). */
export interface ElementStep {
  name: string;
  index: number;
}
export type ElementSteps = readonly ElementStep[];

/** The names a parent's children come in (its schema sequence), by the parent's dictionary path; undefined: unknown. */
export type ChildOrder = (parentPath: string) => readonly string[] | undefined;

/** Where the modules live, from the tradeItem: what the dictionary's paths say for every module element. */
export const MODULES_PATH = 'tradeItemInformation/extension';

/** A dictionary path from the tradeItem (`a/b/@c`), without the XML attribute. */
export const dictionarySteps = (path: string): string[] =>
  path ? path.split('/').filter((step) => !step.startsWith('@')) : [];

/** The steps to the first element of each name along a dictionary path. */
export const firstSteps = (path: string): ElementStep[] => dictionarySteps(path).map((name) => ({ name, index: 0 }));

/** The key the server's `treeLeaves` names an element by: each step indexed among its namesakes from 1. */
export const stepsKey = (steps: ElementSteps): string => steps.map((s) => `${s.name}[${s.index + 1}]`).join('/');

export const childrenNamed = (parent: GdsnElement | undefined, name: string): GdsnElement[] =>
  parent?.children?.filter((child) => child.name === name) ?? [];

export function elementAt(tree: GdsnElement | undefined, steps: ElementSteps): GdsnElement | undefined {
  let at = tree;
  for (const step of steps) at = childrenNamed(at, step.name)[step.index];
  return at;
}

/** Every element at a dictionary path (all repeats of every step), with the steps that reach each. */
export function findElements(tree: GdsnElement, path: string): { element: GdsnElement; steps: ElementStep[] }[] {
  let found = [{ element: tree, steps: [] as ElementStep[] }];
  for (const name of dictionarySteps(path)) {
    found = found.flatMap(({ element, steps }) =>
      childrenNamed(element, name).map((child, index) => ({ element: child, steps: [...steps, { name, index }] })),
    );
  }
  return found;
}

/**
 * The children with one more, placed by the schema's order: after its namesakes and the names before it,
 * before the names after it. A name the order does not know goes last.
 */
export function insertInOrder(
  children: readonly GdsnElement[],
  child: GdsnElement,
  order: readonly string[] | undefined,
): GdsnElement[] {
  const place = order?.indexOf(child.name) ?? -1;
  const before = place < 0 ? -1 : children.findIndex((sibling) => (order?.indexOf(sibling.name) ?? -1) > place);
  return before < 0 ? [...children, child] : [...children.slice(0, before), child, ...children.slice(before)];
}

/**
 * The tree with the element at `steps` replaced by `change(element)`. A missing step is made (an empty
 * element in its schema place) when it is the next of its name, so a value can be typed into a module or a
 * class the item does not have yet; a step further off leaves the tree as it is.
 */
export function updateElement(
  tree: GdsnElement,
  steps: ElementSteps,
  change: (element: GdsnElement) => GdsnElement,
  orderOf: ChildOrder = () => undefined,
): GdsnElement {
  const walk = (element: GdsnElement, depth: number, path: string): GdsnElement => {
    const step = steps[depth];
    if (!step) return change(element);
    const children = element.children ?? [];
    const places = children.flatMap((child, at) => (child.name === step.name ? [at] : []));
    const childPath = path ? `${path}/${step.name}` : step.name;
    const at = places[step.index];
    if (at !== undefined) {
      return { ...element, children: children.with(at, walk(children[at]!, depth + 1, childPath)) };
    }
    if (step.index !== places.length) return element;
    const made = walk({ name: step.name }, depth + 1, childPath);
    return { ...element, children: insertInOrder(children, made, orderOf(path)) };
  };
  return walk(tree, 0, '');
}

/** The tree without the element at `steps` (as it was when there is none). */
export function removeElement(tree: GdsnElement, steps: ElementSteps): GdsnElement {
  const last = steps.at(-1);
  if (!last || !elementAt(tree, steps)) return tree;
  return updateElement(tree, steps.slice(0, -1), (parent) => {
    let seen = -1;
    const children = (parent.children ?? []).filter((child) => child.name !== last.name || ++seen !== last.index);
    return { ...parent, children };
  });
}

/** One more `name` under the element at `parentSteps` (made when missing), in schema order; its steps too. */
export function addRepeat(
  tree: GdsnElement,
  parentSteps: ElementSteps,
  added: GdsnElement,
  orderOf: ChildOrder = () => undefined,
): { tree: GdsnElement; steps: ElementStep[] } {
  const steps = [
    ...parentSteps,
    { name: added.name, index: childrenNamed(elementAt(tree, parentSteps), added.name).length },
  ];
  return { tree: updateElement(tree, steps, () => added, orderOf), steps };
}

/** The element's value set, or dropped when `value` is undefined. */
export function withValue(element: GdsnElement, value: string | undefined): GdsnElement {
  const { value: _old, ...rest } = element;
  return value === undefined ? rest : { ...rest, value };
}

/** The element's XML attribute set, or dropped when `value` is empty. */
export function withXmlAttribute(element: GdsnElement, name: string, value: string | undefined): GdsnElement {
  const { [name]: _old, ...others } = element.attributes ?? {};
  const attributes = value ? { ...others, [name]: value } : others;
  const { attributes: _attributes, ...rest } = element;
  return Object.keys(attributes).length ? { ...rest, attributes } : rest;
}

const isBlank = (element: GdsnElement) => !element.value?.trim() && !element.children?.length;

/**
 * The tree as it is saved: what the editor left empty (a language added and not typed in, a class added and
 * not filled) is dropped, and a class emptied by that goes too. A value is kept as typed.
 */
export function withoutBlankValues(tree: GdsnElement): GdsnElement {
  const prune = (element: GdsnElement): GdsnElement | null => {
    if (!element.children?.length) return isBlank(element) ? null : element;
    const children = element.children.flatMap((child) => prune(child) ?? []);
    if (children.length === element.children.length && children.every((c, i) => c === element.children![i])) {
      return element;
    }
    const { children: _children, ...rest } = element;
    const pruned = children.length ? { ...rest, children } : rest;
    return isBlank(pruned) ? null : pruned;
  };
  return prune(tree) ?? { name: tree.name };
}

/** How many values an element holds (its own and every descendant's), skipping the subtrees `skip` names. */
export function valueCount(element: GdsnElement, skip: (child: GdsnElement) => boolean = () => false): number {
  const own = element.value?.trim() ? 1 : 0;
  return own + (element.children ?? []).reduce((sum, child) => sum + (skip(child) ? 0 : valueCount(child, skip)), 0);
}
