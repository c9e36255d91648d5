import type { GdsnElement } from '@tradepool/domain';
import { childEntries, entryAt, type DictionaryEntry } from '../dictionary/dictionary.js';
import {
  columnPathProblem,
  comparePlaces,
  formatColumnCode,
  holdsValue,
  type PlaceStep,
  type TreePlace,
} from './column-code.js';
import { insertInSchemaOrder } from './section-view.js';

/** A value at its place in a tradeItem: what a column of the whole trade item holds for one item. */
export interface PlacedValue {
  place: TreePlace;
  value: string;
}

/**
 * The tree with each value set at its place, the rest kept: a value replaces the one there, a missing element
 * is made where the schema's order puts it among its siblings. Repeat numbers say which values go together
 * (`ingredientStatement#2` and `ingredientStatement#2/@languageCode` are one statement): a number past the
 * siblings the tree has adds one more after them, so a row that fills statement 3 of an item with one adds a
 * second, not an empty second and a third.
 */
export function withPlacedValues(tree: GdsnElement, values: readonly PlacedValue[]): GdsnElement {
  const next = structuredClone(tree);
  // Elements made here, by the code of their place: the later values of that place find them.
  const made = new Map<string, GdsnElement>();
  for (const { place, value } of [...values].sort((a, b) => comparePlaces(a.place, b.place))) {
    let at = next;
    const path: string[] = [];
    place.steps.forEach((step, i) => {
      const key = formatColumnCode({ steps: place.steps.slice(0, i + 1) });
      let element = made.get(key) ?? (at.children ?? []).filter((c) => c.name === step.name)[step.repeat - 1];
      if (!element) {
        element = { name: step.name };
        insertInSchemaOrder(at, path, element);
        made.set(key, element);
      }
      path.push(step.name);
      at = element;
    });
    if (place.attribute) at.attributes = { ...at.attributes, [place.attribute]: value };
    else at.value = value;
  }
  return next;
}

const join = (path: string, step: string) => (path ? `${path}/${step}` : step);

/**
 * What a column may hold at a dictionary path: its element's value, which of its XML attributes, how many of
 * it; and the same of its children, by name, found once. Only paths GS1 knows are kept, so a tree's own names
 * cannot grow them.
 */
class PathFacts {
  readonly max: number | null;
  readonly value: boolean;
  readonly attributes: ReadonlyMap<string, boolean>;
  private readonly children = new Map<string, PathFacts>();

  constructor(
    private readonly path: string,
    entry: DictionaryEntry,
  ) {
    this.max = entry.multiplicity.max;
    this.value = holdsValue(entry) && !columnPathProblem(path);
    this.attributes = new Map(
      childEntries(path)
        .filter((child) => child.xmlAttribute)
        .map((child) => {
          const name = child.path.slice(child.path.lastIndexOf('@') + 1);
          return [name, !columnPathProblem(join(path, `@${name}`))];
        }),
    );
  }

  child(name: string): PathFacts | undefined {
    let found = this.children.get(name);
    if (!found) {
      const path = join(this.path, name);
      const entry = entryAt(path);
      if (!entry) return undefined;
      found = new PathFacts(path, entry);
      this.children.set(name, found);
    }
    return found;
  }
}

let root: PathFacts | undefined;

/** A step of the walk, linked to its parent's: made into a place's steps only for a value a column holds. */
interface Walked {
  parent: Walked | null;
  step: PlaceStep;
}

function stepsOf(walked: Walked | null): PlaceStep[] {
  const steps: PlaceStep[] = [];
  for (let at = walked; at; at = at.parent) steps.push(at.step);
  return steps.reverse();
}

/** A tree's value as a column holds it: its place, and the place's column code. */
export interface PlacedLeaf extends PlacedValue {
  code: string;
}

function collect(element: GdsnElement, facts: PathFacts, walked: Walked | null, code: string, out: PlacedLeaf[]) {
  if (element.attributes) {
    for (const [name, value] of Object.entries(element.attributes)) {
      if (value !== '' && facts.attributes.get(name)) {
        out.push({ place: { steps: stepsOf(walked), attribute: name }, value, code: `${code}/@${name}` });
      }
    }
  }
  const children = element.children;
  if (!children || children.length === 0) {
    if (facts.value && element.value) out.push({ place: { steps: stepsOf(walked) }, value: element.value, code });
    return;
  }
  const seen = new Map<string, number>();
  for (const child of children) {
    const repeat = (seen.get(child.name) ?? 0) + 1;
    seen.set(child.name, repeat);
    const childFacts = facts.child(child.name);
    // What GS1 does not know, or more repeats than it allows, has no column: it stays in the item a row updates.
    if (!childFacts || (childFacts.max !== null && repeat > childFacts.max)) continue;
    const step = repeat > 1 ? `${child.name}#${repeat}` : child.name;
    const next = { parent: walked, step: { name: child.name, repeat } };
    collect(child, childFacts, next, code ? `${code}/${step}` : step, out);
  }
}

/**
 * The tree's values that a column can hold, each at its place with its column code, in the tree's order: every
 * value GS1's dictionary knows outside the sections and what the pool states, so each code reads back as its
 * place. Empty values are left out (an empty cell sets nothing).
 */
export function placedLeaves(tree: GdsnElement): PlacedLeaf[] {
  root ??= new PathFacts('', entryAt('')!);
  const out: PlacedLeaf[] = [];
  collect(tree, root, null, '', out);
  return out;
}
