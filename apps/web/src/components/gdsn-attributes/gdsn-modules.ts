import type { GdsnElement, GdsnEntry, GdsnModule } from '@tradepool/domain';
import { MODULES_PATH, childrenNamed, dictionarySteps, findElements, valueCount } from './gdsn-tree';
import type { ChildOrder } from './gdsn-tree';

/** The pseudo-module of the dictionary for the tradeItem's own classes and attributes, outside the extension. */
export const TRADE_ITEM_MODULE = 'tradeItem';

/** A module's element from the tradeItem, as the dictionary's paths write it; the tradeItem itself for its pseudo-module. */
export const moduleRootPath = (module: string): string =>
  module === TRADE_ITEM_MODULE ? '' : `${MODULES_PATH}/${module}`;

const parentPath = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));
const lastStep = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** An entry's element name: the last step of its path (`ingredientStatement`, `@languageCode` → `languageCode`). */
export const elementName = (entry: GdsnEntry): string => lastStep(entry.path).replace(/^@/, '');

export const isRepeatable = (entry: GdsnEntry): boolean =>
  entry.multiplicity.max === null || entry.multiplicity.max > 1;

/** A module's entries by the path of the element that holds them, in schema order, XML attributes apart. */
export interface EntryTree {
  /** The elements under each class's path (its classes and attributes), modules' `extension` left out. */
  children: ReadonlyMap<string, readonly GdsnEntry[]>;
  /** The XML attributes of each element's path (`languageCode`, `measurementUnitCode` …). */
  xmlAttributes: ReadonlyMap<string, readonly GdsnEntry[]>;
}

/**
 * Whether a path holds values of its own module: an `extension` is a home of modules (the tradeItem's, a
 * component's), which the view shows as modules of their own.
 */
function outsideExtensions(path: string): boolean {
  const steps = dictionarySteps(path);
  return !(path.startsWith(`${MODULES_PATH}/`) ? steps.slice(2) : steps).includes('extension');
}

/** The module's entries (schema order, depth first) grouped under their parents. */
export function entryTree(entries: readonly GdsnEntry[]): EntryTree {
  const children = new Map<string, GdsnEntry[]>();
  const xmlAttributes = new Map<string, GdsnEntry[]>();
  for (const entry of entries) {
    if (!entry.path || entry.kind === 'module' || !outsideExtensions(entry.path)) continue;
    const into = entry.xmlAttribute ? xmlAttributes : children;
    const parent = parentPath(entry.path);
    into.set(parent, [...(into.get(parent) ?? []), entry]);
  }
  return { children, xmlAttributes };
}

/** The schema order of each parent's children, from the entry trees at hand (the module's, the tradeItem's). */
export function childOrderOf(...trees: readonly (EntryTree | undefined)[]): ChildOrder {
  return (path) => {
    for (const tree of trees) {
      const entries = tree?.children.get(path);
      if (entries) return entries.map(elementName);
    }
    return undefined;
  };
}

/** Every `extension` element that holds modules (a tradeItem may carry more than one tradeItemInformation). */
function extensionsOf(tree: GdsnElement): GdsnElement[] {
  return childrenNamed(tree, 'tradeItemInformation').flatMap((information) => childrenNamed(information, 'extension'));
}

/** How many values the item holds in each module it uses (the tradeItem's own outside the extension). */
export function moduleValueCounts(tree: GdsnElement | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  if (!tree) return counts;
  const own = valueCount(tree, (child) => child.name === 'extension');
  if (own > 0) counts.set(TRADE_ITEM_MODULE, own);
  for (const module of extensionsOf(tree).flatMap((extension) => extension.children ?? [])) {
    const count = valueCount(module);
    if (count > 0) counts.set(module.name, (counts.get(module.name) ?? 0) + count);
  }
  return counts;
}

/** The modules the item uses first, the tradeItem's own leading, then the others; each in the standard's order. */
export function orderedModules(
  modules: readonly GdsnModule[],
  counts: ReadonlyMap<string, number>,
): { used: GdsnModule[]; unused: GdsnModule[] } {
  const used = modules.filter((module) => counts.has(module.name));
  const rank = (module: GdsnModule) => (module.name === TRADE_ITEM_MODULE ? 0 : 1);
  return {
    used: used.toSorted((a, b) => rank(a) - rank(b)),
    unused: modules.filter((module) => !counts.has(module.name)),
  };
}

/** Short names people read as letters. */
const ACRONYMS = new Set(['gtin', 'gln', 'gpc', 'gdsn', 'url', 'uri', 'id', 'uom', 'gs1', 'ghs', 'ean', 'upc', 'sku']);

/** GS1's name spaced for people: `ingredientStatement` → "Ingredient Statement", `gtin` → "GTIN". */
export function spacedName(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .map((word) =>
      ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/**
 * The code lists whose labels the trees' values need: those of the codes they hold and of their languages and
 * units (an entry's XML attributes), each once, in the module's order.
 */
export function codeListsInUse(
  entries: readonly GdsnEntry[],
  trees: readonly (GdsnElement | null | undefined)[],
): string[] {
  const lists = new Set<string>();
  for (const entry of entries) {
    if (!entry.codeListName || lists.has(entry.codeListName)) continue;
    const holder = entry.xmlAttribute ? parentPath(entry.path) : entry.path;
    if (trees.some((tree) => tree && findElements(tree, holder).length > 0)) lists.add(entry.codeListName);
  }
  return [...lists];
}
