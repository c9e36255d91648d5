import {
  ATTRIBUTES,
  type AttributeDefinition,
  type AttributeField,
  type GdsnElement,
  type ItemAttributes,
} from '@tradepool/domain';
import { childEntries } from '../dictionary/dictionary.js';
import { readTradeItemAttributes } from '../messages/cin-attributes.js';
import { sectionElement, unitAttributeOf } from '../messages/cin-builder.js';
import {
  LANGUAGE_GDSN,
  PLACED_AVP_NAMES,
  placementOf,
  type PathStep,
  type Placement,
} from '../messages/cin-placement.js';
import type { XmlElement } from '../messages/xml-tree.js';

/*
 * The spec's sections (Coding1A, Descriptions1E …) as a view onto the item document, the whole tradeItem.
 * Reading: the CIN reader's rules over the tree. Writing: a save gives the sections' values; each one that
 * differs from what the view reads is written where `CIN_PLACEMENTS` puts it, replacing the elements the view
 * read it from, and every other element of the tree stays as it was (an ingredient statement, a second
 * language, a module the sections do not know).
 */

const ORDERS = new Map<string, readonly string[]>();

/** The names a class's children come in, in its schema sequence (the dictionary's order), by path from the tradeItem. */
function childOrder(path: readonly string[]): readonly string[] {
  const key = path.join('/');
  let names = ORDERS.get(key);
  if (!names) {
    names = childEntries(key)
      .filter((entry) => !entry.xmlAttribute)
      .map((entry) => entry.path.split('/').at(-1)!);
    ORDERS.set(key, names);
  }
  return names;
}

const asXmlElement = (element: GdsnElement): XmlElement => ({
  name: element.name,
  prefix: null,
  attributes: element.attributes ?? {},
  children: (element.children ?? []).map(asXmlElement),
  text: element.value ?? '',
});

/** The sections' values of an item document. */
export const sectionValues = (tree: GdsnElement): ItemAttributes => readTradeItemAttributes(asXmlElement(tree));

const clone = (element: GdsnElement): GdsnElement => structuredClone(element);

function matches(element: GdsnElement, step: PathStep): boolean {
  if (element.name !== step.name) return false;
  if (step.attribute) return element.attributes?.[step.attribute[0]] === step.attribute[1];
  if (step.child) {
    const first = element.children?.[0];
    return first?.name === step.child[0] && first.value === step.child[1];
  }
  return true;
}

/** The additional attributes' rows: every stringAVP but those carrying a placed attribute. */
const isFreeAvp = (element: GdsnElement) => !PLACED_AVP_NAMES.has(element.attributes?.attributeName ?? '');

const MODULE_PATH = (module: string): PathStep[] => [
  { name: 'tradeItemInformation' },
  { name: 'extension' },
  { name: `${module}Module` },
];

/** A placement's path from the tradeItem: the module element's first. */
const fullSteps = (placement: Placement): PathStep[] => [
  ...(placement.module ? MODULE_PATH(placement.module) : []),
  ...placement.steps,
];

function find(parent: GdsnElement | undefined, steps: readonly PathStep[]): GdsnElement | undefined {
  let at = parent;
  for (const step of steps) at = at?.children?.find((c) => matches(c, step));
  return at;
}

/**
 * Puts `element` among the children of `parent` (at `path` from the tradeItem) where the schema wants it:
 * after the last sibling of its kind or of a kind the schema puts before it; the others stay where they are.
 */
export function insertInSchemaOrder(parent: GdsnElement, path: readonly string[], element: GdsnElement): void {
  const children = (parent.children ??= []);
  delete parent.value;
  const names = childOrder(path);
  const mine = names.indexOf(element.name);
  let index = mine < 0 ? children.length : 0;
  children.forEach((child, i) => {
    const rank = names.indexOf(child.name);
    if (mine >= 0 && (child.name === element.name || (rank >= 0 && rank <= mine))) index = i + 1;
  });
  children.splice(index, 0, element);
}

/**
 * Adds `element` to the tree under the element at `path` (names from the tradeItem, the first of each), making
 * each element of the path the tree lacks; every one goes where the schema wants it.
 */
export function addInSchemaOrder(tree: GdsnElement, path: readonly string[], element: GdsnElement): void {
  let at = tree;
  path.forEach((name, i) => {
    let next = at.children?.find((child) => child.name === name);
    if (!next) {
      next = { name, children: [] };
      insertInSchemaOrder(at, path.slice(0, i), next);
    }
    at = next;
  });
  insertInSchemaOrder(at, path, element);
}

class Grafting {
  constructor(
    private readonly tree: GdsnElement,
    private readonly built: GdsnElement,
  ) {}

  /** Puts `element` among `parent`'s children at `at`, or where the schema wants it. */
  private insert(parent: GdsnElement, path: readonly string[], element: GdsnElement, at?: number): void {
    if (at === undefined) {
      insertInSchemaOrder(parent, path, element);
      return;
    }
    (parent.children ??= []).splice(at, 0, element);
    delete parent.value;
  }

  /**
   * The tree's element at a path, made where missing: a missing element is taken whole from the built tree
   * (with what GS1 requires in it, a nutrient header's preparation state), then the walk goes on inside it.
   */
  private ensure(steps: readonly PathStep[]): GdsnElement | undefined {
    let at = this.tree;
    let source: GdsnElement | undefined = this.built;
    const path: string[] = [];
    for (const step of steps) {
      source = source?.children?.find((c) => matches(c, step));
      const existing = at.children?.find((c) => matches(c, step));
      if (existing) at = existing;
      else {
        if (!source) return undefined;
        const made = clone(source);
        this.insert(at, path, made);
        at = made;
      }
      path.push(step.name);
    }
    return at;
  }

  /** Removes an element, and the ancestors it leaves empty. */
  private remove(steps: readonly PathStep[], keep: (child: GdsnElement) => boolean): number | undefined {
    const chain: GdsnElement[] = [this.tree];
    for (const step of steps.slice(0, -1)) {
      const next = chain.at(-1)!.children?.find((c) => matches(c, step));
      if (!next) return undefined;
      chain.push(next);
    }
    const parent = chain.at(-1)!;
    const last = steps.at(-1)!;
    const children = parent.children ?? [];
    const first = children.findIndex((c) => matches(c, last) && !keep(c));
    if (first < 0) return undefined;
    parent.children = children.filter((c) => !matches(c, last) || keep(c));
    for (let i = chain.length - 1; i > 0 && chain[i]!.children!.length === 0; i--) {
      chain[i - 1]!.children = chain[i - 1]!.children!.filter((c) => c !== chain[i]);
    }
    return first;
  }

  scalar(placement: Placement): void {
    const steps = fullSteps(placement);
    const value = find(this.built, steps);
    if (!value) {
      this.remove(steps, () => false);
      return;
    }
    const existing = find(this.tree, steps);
    if (!existing) {
      this.ensure(steps);
      return;
    }
    existing.attributes = { ...existing.attributes, ...value.attributes };
    if (value.children) {
      existing.children = clone(value).children;
      delete existing.value;
    } else {
      existing.value = value.value ?? '';
      delete existing.children;
    }
  }

  rows(placement: Placement): void {
    const steps = fullSteps(placement);
    const parentSteps = steps.slice(0, -1);
    const rowStep = steps.at(-1)!;
    const keep = placement.gdsn === 'avpList' ? (c: GdsnElement) => !isFreeAvp(c) : () => false;
    const rows = (find(this.built, parentSteps)?.children ?? []).filter((c) => matches(c, rowStep) && !keep(c));
    const at = this.remove(steps, keep);
    if (rows.length === 0) return;
    const parent = find(this.tree, parentSteps);
    if (!parent) {
      this.ensure(parentSteps);
      return;
    }
    const path = parentSteps.map((s) => s.name);
    rows.forEach((row, i) => this.insert(parent, path, clone(row), at === undefined ? undefined : at + i));
  }
}

const CODES_BY_GDSN = new Map(ATTRIBUTES.map((a) => [a.gdsn, a.code]));
const LANGUAGE_CODE = CODES_BY_GDSN.get(LANGUAGE_GDSN)!;
/** The texts that carry the item's language: a new language rewrites each. */
const LANGUAGE_TEXTS = ATTRIBUTES.filter((a) => placementOf(a.gdsn)?.language).map((a) => a.code);

/**
 * The item document with the sections' values a save gives: each value that differs from the view's is
 * written in its place (a value no longer given is removed), the rest of the tree is kept as it was.
 */
export function withSectionValues(tree: GdsnElement, values: ItemAttributes): GdsnElement {
  const before = sectionValues(tree);
  const differs = (code: string) => JSON.stringify(before[code] ?? null) !== JSON.stringify(values[code] ?? null);
  const changed = ATTRIBUTES.map((a) => a.code).filter(differs);
  if (changed.length === 0) return tree;
  if (changed.includes(LANGUAGE_CODE)) changed.push(...LANGUAGE_TEXTS);
  const next = clone(tree);
  const grafting = new Grafting(next, sectionElement(values));
  for (const code of new Set(changed)) {
    const attribute = ATTRIBUTES.find((a) => a.code === code)!;
    const placement = placementOf(attribute.gdsn);
    if (!placement) continue;
    if (placement.fields) grafting.rows(placement);
    else grafting.scalar(placement);
  }
  return next;
}

const stepsPath = (steps: readonly PathStep[]) => steps.map((step) => step.name).join('/');

/** The section field that shows a tradeItem value: an attribute, or the column of a group's row. */
export interface SectionField {
  attribute: AttributeDefinition;
  /** The group's column, for a value inside a group's row. */
  field?: AttributeField;
}

const at = (path: string, attribute?: string) => (attribute ? `${path}/@${attribute}` : path);

/** The XML attribute a section's value writes beside its text, if any: its unit, currency or language. */
function writtenAttribute(definition: AttributeField, placement: Placement): string | undefined {
  if (placement.attribute) return undefined;
  if (definition.type === 'measure' || definition.type === 'amount') return unitAttributeOf(definition, placement);
  if (placement.unit) return 'measurementUnitCode';
  return placement.language ? 'languageCode' : undefined;
}

/**
 * The section field showing each dictionary path (from the tradeItem, no indices; an XML attribute last as
 * `@name`), with the unit, currency or language the field writes on its element: the first attribute's where
 * several share an element (the product code and the manufacturer's part number are both an
 * additionalTradeItemIdentification).
 */
export const SECTION_FIELDS: ReadonlyMap<string, SectionField> = (() => {
  const fields = new Map<string, SectionField>();
  const add = (path: string, shown: SectionField) => {
    if (!fields.has(path)) fields.set(path, shown);
  };
  for (const attribute of ATTRIBUTES) {
    const placement = placementOf(attribute.gdsn);
    if (!placement) continue;
    const own = stepsPath(fullSteps(placement));
    add(at(own, placement.attribute), { attribute });
    const written = writtenAttribute(attribute, placement);
    if (written) add(at(own, written), { attribute });
    for (const field of placement.fields ?? []) {
      const column = attribute.fields?.find((f) => f.gdsn === field.gdsn);
      const path = at(field.steps.length > 0 ? `${own}/${stepsPath(field.steps)}` : own, field.attribute);
      add(path, column ? { attribute, field: column } : { attribute });
    }
  }
  return fields;
})();

/**
 * The dictionary paths the sections show: their values are checked there, by the sections' rules, so a check
 * of the whole tree leaves them out (with every XML attribute of their elements, tree-failures.ts).
 */
export const SECTION_PATHS: ReadonlySet<string> = new Set(SECTION_FIELDS.keys());

/**
 * Whether the sections show a dictionary path (from the tradeItem, no indices): the path itself, or the element
 * an XML attribute of it belongs to (a measure's unit, a text's language).
 */
export const shownBySections = (path: string): boolean =>
  SECTION_PATHS.has(path) || SECTION_PATHS.has(path.replace(/\/@[^/]+$/, ''));
