import { childEntries, entryAt, type DictionaryEntry } from '../dictionary/dictionary.js';
import { poolStates } from './pool-supplied.js';
import { shownBySections } from './section-view.js';

/*
 * A spreadsheet column for one value of the whole trade item that the spec's sections do not show (the GTIN
 * template's module columns, the catalog spreadsheet's columns after the template's). Row 2 holds its code,
 * the value's place in the tradeItem:
 *
 *   tradeItemInformation/extension/foodAndBeverageIngredientModule/ingredientStatement#2/@languageCode
 *
 * - the element names from the tradeItem (which is not written) down to the value, joined by `/`, a module by
 *   its element's local name, as GS1's dictionary spells them;
 * - an XML attribute of the last element as a last step `@name`;
 * - a step GS1 lets repeat carries its repeat number, counted from 1 among the siblings of its name: `#2` is the
 *   second. The first is written without one (`#1` is read as the same); a step that cannot repeat has none.
 *
 * Row 1 holds a label made from the same place: the steps from the module on that repeat (with their number)
 * and the value's own name, the XML attribute in brackets: "ingredientStatement 2 (languageCode)".
 */

export interface PlaceStep {
  /** The element's name. */
  name: string;
  /** Which of the siblings of that name, from 1. */
  repeat: number;
}

/** Where a value sits in a tradeItem: an element's text, or one of its XML attributes. */
export interface TreePlace {
  steps: readonly PlaceStep[];
  attribute?: string;
}

export type ParsedColumnCode = { place: TreePlace; entry: DictionaryEntry } | { problem: string };

const STEP = /^([A-Za-z_][\w.-]*)(?:#(\d+))?$/;
const ATTRIBUTE = /^@([A-Za-z_][\w.:-]*)$/;

const join = (path: string, step: string) => (path ? `${path}/${step}` : step);

/** The dictionary path of a place: its steps without repeat numbers, the attribute last as `@name`. */
export const placePath = (place: TreePlace): string =>
  [...place.steps.map((step) => step.name), ...(place.attribute ? [`@${place.attribute}`] : [])].join('/');

export const formatColumnCode = (place: TreePlace): string =>
  [
    ...place.steps.map((step) => (step.repeat > 1 ? `${step.name}#${step.repeat}` : step.name)),
    ...(place.attribute ? [`@${place.attribute}`] : []),
  ].join('/');

/** An element whose text is a value: GS1 lists no elements under it, at most XML attributes. */
export const holdsValue = (entry: DictionaryEntry): boolean =>
  entry.kind === 'attribute' && !entry.xmlAttribute && childEntries(entry.path).every((child) => child.xmlAttribute);

const canRepeat = (path: string) => entryAt(path)?.multiplicity.max !== 1;

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

/**
 * Why a value the dictionary knows cannot be a column, or null: the sections show it (the template's own
 * columns hold it) or the pool states it (the next lower level, from the catalog's hierarchy; the last change).
 */
export function columnPathProblem(path: string): string | null {
  if (poolStates(path)) return 'Tradepool writes it in every message it sends.';
  if (shownBySections(path)) return "it is one of the template's own attributes: fill it in the template's column.";
  return null;
}

/** A row-2 code as the place it names, checked against GS1's dictionary; else why it names none. */
export function parseColumnCode(code: string): ParsedColumnCode {
  const pieces = code.trim().split('/');
  const attribute = ATTRIBUTE.exec(pieces.at(-1) ?? '')?.[1];
  const stepTexts = attribute ? pieces.slice(0, -1) : pieces;
  if (stepTexts.length === 0 || stepTexts[0] === '') return { problem: 'it names no element.' };
  const steps: PlaceStep[] = [];
  let path = '';
  let entry: DictionaryEntry | undefined;
  for (const text of stepTexts) {
    const step = STEP.exec(text);
    if (!step) return { problem: `"${text}" is not an element name, with its repeat number (#2) if it has one.` };
    const name = step[1]!;
    const digits = step[2];
    const parent = steps.at(-1)?.name ?? 'tradeItem';
    path = join(path, name);
    entry = entryAt(path);
    if (!entry || entry.xmlAttribute) return { problem: `${name} is not a GDSN 3.1.36 element of ${parent}.` };
    const repeat = digits === undefined ? 1 : Number(digits);
    const max = entry.multiplicity.max;
    if (repeat < 1) return { problem: `repeat numbers count from 1 (${text}).` };
    if (max !== null && repeat > max) {
      return { problem: `GS1 allows ${name} ${times(max)} in ${parent}, so there is no #${repeat}.` };
    }
    steps.push({ name, repeat });
  }
  const last = steps.at(-1)!.name;
  if (attribute) {
    entry = entryAt(`${path}/@${attribute}`);
    if (!entry) return { problem: `${last} has no attribute ${attribute} in GDSN 3.1.36.` };
  } else if (!holdsValue(entry!)) {
    return { problem: `${last} holds other elements, not a value: name one of them.` };
  }
  const place = { steps, ...(attribute ? { attribute } : {}) };
  const problem = columnPathProblem(placePath(place));
  return problem ? { problem } : { place, entry: entry! };
}

/** Each step with its dictionary path. */
function stepPaths(place: TreePlace): { step: PlaceStep; path: string }[] {
  let path = '';
  return place.steps.map((step) => ({ step, path: (path = join(path, step.name)) }));
}

const isModule = (path: string) => entryAt(path)?.kind === 'module';

/** The module a place is in, by its element's local name; undefined for the tradeItem's own values. */
export const placeModule = (place: TreePlace): string | undefined =>
  stepPaths(place).find(({ path }) => isModule(path))?.step.name;

/** The steps a label shows: those after the module (all when the place is in no module). */
function labelSteps(place: TreePlace): { step: PlaceStep; path: string }[] {
  const steps = stepPaths(place);
  return steps.slice(steps.findIndex(({ path }) => isModule(path)) + 1);
}

/** Row 1's text for a place: "foodAndBeverageIngredient 2 › ingredientName 1 (languageCode)". */
export function columnLabel(place: TreePlace): string {
  const steps = labelSteps(place);
  const shown = steps.filter(({ path }, i) => i === steps.length - 1 || canRepeat(path));
  const text = shown.map(({ step, path }) => (canRepeat(path) ? `${step.name} ${step.repeat}` : step.name)).join(' › ');
  return place.attribute ? `${text} (${place.attribute})` : text;
}

/** A spreadsheet column of the whole trade item: row 2's code, row 1's label, and the place they name. */
export interface TreeColumn {
  code: string;
  label: string;
  place: TreePlace;
}

export const treeColumn = (place: TreePlace): TreeColumn => ({
  code: formatColumnCode(place),
  label: columnLabel(place),
  place,
});

const RANKS = new Map<string, number>();

/** A path's place among its parent's children in GS1's order (XML attributes first, then the schema sequence). */
function rank(path: string): number {
  let found = RANKS.get(path);
  if (found === undefined) {
    const slash = path.lastIndexOf('/');
    const name = path.slice(slash + 1);
    // By name: under a component's extension the dictionary answers the trade item's entries.
    const at = childEntries(slash < 0 ? '' : path.slice(0, slash)).findIndex(
      (entry) => entry.path.slice(entry.path.lastIndexOf('/') + 1) === name,
    );
    found = at < 0 ? Number.MAX_SAFE_INTEGER : at;
    RANKS.set(path, found);
  }
  return found;
}

/** A place as numbers that sort in schema order: each step's rank and repeat, then the value (-1) or attribute. */
function sortKey(place: TreePlace): number[] {
  const key: number[] = [];
  let path = '';
  for (const step of place.steps) {
    path = join(path, step.name);
    key.push(rank(path), step.repeat);
  }
  // An element's own value first, its XML attributes next (they rank before its children), then its children.
  key.push(place.attribute ? rank(`${path}/@${place.attribute}`) : -1);
  return key;
}

/** Schema order: the tradeItem's order of elements, repeats in their order, a value before its attributes. */
export function comparePlaces(a: TreePlace, b: TreePlace): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
    if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
  }
  return ka.length - kb.length;
}
