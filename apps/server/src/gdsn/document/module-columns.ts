import { childEntries, entryAt, modules } from '../dictionary/dictionary.js';
import { columnPathProblem, holdsValue, type PlaceStep, type TreePlace } from './column-code.js';

/*
 * The GTIN template's columns for a GS1 module: one per value of the module the sections do not show, with
 * the XML attributes that carry meaning (a text's language, a measure's unit, a price's currency, an AVP's
 * name); not the code-list bookkeeping ones (`codeListVersion`, `codeListAgencyName` …), nor what 3.1.36 added
 * to the schemas the server ships (a message could not carry it).
 *
 * A step that repeats gets numbered columns. How many: 3 at the module's first repeating level, 2 inside one
 * repeat, 1 deeper (fewer where GS1 allows fewer). A module may add MODULE_COLUMN_CAP columns at most: past it,
 * repeated classes (an ingredient, a nutrient header) get fewer repeats, nested ones first, then the first
 * level, while repeated values (a statement's languages) keep theirs. Every module fits (module-columns.test.ts).
 */

/** Repeats of a repeated value, by how many repeated steps of the module hold it (0, 1, 2 or more). */
const VALUE_REPEATS = [3, 2, 1] as const;
/** Repeats of a repeated class, by the same depth: tried in turn until the module fits the cap. */
const CLASS_REPEATS = [
  [3, 2, 1],
  [3, 1, 1],
  [2, 1, 1],
  [1, 1, 1],
] as const;
export const MODULE_COLUMN_CAP = 500;

const MODULES_HOME: readonly PlaceStep[] = [
  { name: 'tradeItemInformation', repeat: 1 },
  { name: 'extension', repeat: 1 },
];

const isBookkeeping = (attribute: string) => attribute.startsWith('codeList');

function columnsUnder(path: string, steps: PlaceStep[], depth: number, classes: readonly number[], out: TreePlace[]) {
  const entry = entryAt(path)!;
  if (holdsValue(entry) && !columnPathProblem(path)) out.push({ steps });
  const children = childEntries(path);
  for (const attribute of children) {
    const name = attribute.path.slice(attribute.path.lastIndexOf('@') + 1);
    if (!attribute.xmlAttribute || isBookkeeping(name) || columnPathProblem(attribute.path)) continue;
    out.push({ steps, attribute: name });
  }
  for (const child of children) {
    if (child.xmlAttribute || !child.inXsd) continue;
    const name = child.path.slice(child.path.lastIndexOf('/') + 1);
    const max = child.multiplicity.max;
    const level = Math.min(depth, 2);
    const wanted = (holdsValue(child) ? VALUE_REPEATS : classes)[level]!;
    const repeats = max === 1 ? 1 : Math.min(max ?? wanted, wanted);
    for (let repeat = 1; repeat <= repeats; repeat++) {
      columnsUnder(child.path, [...steps, { name, repeat }], max === 1 ? depth : depth + 1, classes, out);
    }
  }
}

const MADE = new Map<string, readonly TreePlace[]>();

/** The template's columns for a module, in schema order; undefined for a name that is no GS1 module. */
export function moduleColumns(module: string): readonly TreePlace[] | undefined {
  if (!modules().some((m) => m.name === module)) return undefined;
  let columns = MADE.get(module);
  if (!columns) {
    const steps = [...MODULES_HOME, { name: module, repeat: 1 }];
    const path = steps.map((step) => step.name).join('/');
    for (const classes of CLASS_REPEATS) {
      const made: TreePlace[] = [];
      columnsUnder(path, steps, 0, classes, made);
      columns = made;
      if (made.length <= MODULE_COLUMN_CAP) break;
    }
    MADE.set(module, columns!);
  }
  return columns;
}
