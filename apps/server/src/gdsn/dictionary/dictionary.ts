import { readDictionaryFile, type DictionaryRow } from './dictionary-file.js';

/*
 * GS1's GDSN 3.1.36 trade-item dictionary ("GDSN Attributes with BMS Id and xPath", the CatalogueItemNotification
 * rows at and under catalogueItem/tradeItem), generated into resources/gs1-gdsn-3.1/dictionary by
 * scripts/gdsn-dictionary.mjs and read once.
 */

/** How a value is checked, from the XSD's built-in type (GTIN and GLN by their GS1 types). */
export type ValueType = NonNullable<DictionaryRow['v']>;

/** The workbook's language, unit and currency flags: `possible` is GS1's "Possible". */
export type DictionaryFlag = 'yes' | 'possible' | 'no';

export interface DictionaryEntry {
  bmsId: number;
  /** From the tradeItem, without indices: element steps, an XML attribute last as `@name`; '' is the tradeItem. */
  path: string;
  /** GS1's row type: a class (element with children), a module, an attribute (a value, or an XML attribute). */
  kind: 'class' | 'module' | 'attribute';
  xmlAttribute: boolean;
  /** GS1's name: the class name for classes and modules (`NutrientHeader`), else the element or attribute name. */
  name: string;
  /** The module the entry belongs to, by its local name. */
  module?: string;
  /** `max` null is GS1's `*`. */
  multiplicity: { min: number; max: number | null };
  /** Place among its parent's children in the XSD sequence: where a writer inserts it. */
  position?: number;
  /** In the XSDs the server ships (3.1.35): false for what 3.1.36 added and for what GS1's workbook alone names. */
  inXsd: boolean;
  /** In characters; `note` keeps the workbook's text where it says more (`1..70 {30.39}`). */
  length?: { min: number; max: number; note?: string };
  /** GS1's data type as the workbook writes it (`Measurement`, `Description200`, `TradeItemUnitDescriptorCode`). */
  dataType?: string;
  valueType?: ValueType;
  /** GS1's code list name (`TradeItemUnitDescriptorCode`, `MeasurementUnitCode_GDSN`). */
  codeListName?: string;
  /** The codes of a list the XSD enumerates (NonBinaryLogicEnumeration). */
  enumeration?: readonly string[];
  flags: {
    language: DictionaryFlag;
    multipleLanguages: DictionaryFlag;
    uom: DictionaryFlag;
    multipleUom: DictionaryFlag;
    currency: DictionaryFlag;
    multipleCurrency: DictionaryFlag;
  };
  definition?: string;
}

export interface DictionaryModule {
  /** The module element's local name (`nutritionalInformationModule`). */
  name: string;
  namespace: string;
  /** GS1's class name (`NutritionalInformationModule`). */
  title: string;
  definition?: string;
}

interface Loaded {
  entries: readonly DictionaryEntry[];
  byPath: ReadonlyMap<string, DictionaryEntry>;
  byBmsId: ReadonlyMap<number, DictionaryEntry>;
  children: ReadonlyMap<string, readonly DictionaryEntry[]>;
  modules: readonly DictionaryModule[];
  namespaces: ReadonlyMap<string, string>;
  enumerations: ReadonlyMap<string, readonly string[]>;
}

const MODULES_HOME = 'tradeItemInformation/extension';
const EXTENSION = 'extension/';

const flagOf = (value: 'y' | 'p' | undefined): DictionaryFlag =>
  value === 'y' ? 'yes' : value === 'p' ? 'possible' : 'no';

const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

/** XML attributes first, as a start tag carries them; then elements in XSD order, what the XSDs lack last. */
function schemaOrder(a: DictionaryEntry, b: DictionaryEntry): number {
  if (a.xmlAttribute !== b.xmlAttribute) return a.xmlAttribute ? -1 : 1;
  const place = (e: DictionaryEntry) => e.position ?? Number.MAX_SAFE_INTEGER;
  return place(a) - place(b) || a.bmsId - b.bmsId;
}

let loaded: Loaded | undefined;

function load(): Loaded {
  if (loaded) return loaded;
  const file = readDictionaryFile();
  const namespaces = new Map(file.modules.map((m) => [m.n, m.ns]));
  const entries = file.entries.map((row): DictionaryEntry => {
    const steps = row.p.split('/');
    const lastStep = steps.at(-1) ?? '';
    const xmlAttribute = lastStep.startsWith('@');
    const module = steps.find((step, i) => i > 0 && steps[i - 1] === 'extension' && namespaces.has(step));
    const enumeration = row.e && row.cl ? file.enums[row.cl] : undefined;
    return {
      bmsId: row.i,
      path: row.p,
      kind: row.k === 'c' ? 'class' : row.k === 'm' ? 'module' : 'attribute',
      xmlAttribute,
      name: row.n ?? lastStep.replace(/^@/, ''),
      ...(module ? { module } : {}),
      multiplicity: { min: row.o[0], max: row.o[1] },
      ...(row.x !== undefined ? { position: row.x } : {}),
      inXsd: !row.nx,
      ...(row.l ? { length: { min: row.l[0], max: row.l[1], ...(row.lx ? { note: row.lx } : {}) } } : {}),
      ...(row.t ? { dataType: row.t } : {}),
      ...(row.v ? { valueType: row.v } : {}),
      ...(row.cl ? { codeListName: row.cl } : {}),
      ...(enumeration ? { enumeration } : {}),
      flags: {
        language: flagOf(row.f?.lang),
        multipleLanguages: flagOf(row.f?.langs),
        uom: flagOf(row.f?.uom),
        multipleUom: flagOf(row.f?.uoms),
        currency: flagOf(row.f?.cur),
        multipleCurrency: flagOf(row.f?.curs),
      },
      ...(row.d !== undefined ? { definition: file.definitions[row.d] } : {}),
    };
  });
  const children = new Map<string, DictionaryEntry[]>();
  for (const entry of entries) {
    if (!entry.path) continue;
    const parent = parentOf(entry.path);
    children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  for (const list of children.values()) list.sort(schemaOrder);
  loaded = {
    entries,
    byPath: new Map(entries.map((e) => [e.path, e])),
    byBmsId: new Map(entries.map((e) => [e.bmsId, e])),
    children,
    modules: file.modules.map((m) => ({ name: m.n, namespace: m.ns, title: m.t, ...(m.d ? { definition: m.d } : {}) })),
    namespaces,
    enumerations: new Map(Object.entries(file.enums)),
  };
  return loaded;
}

/**
 * The path GS1's rows describe a path by. The workbook lists each module once, under the trade item's
 * `tradeItemInformation/extension`; an `extension` elsewhere (a component's, `tradeItemComponents/
 * componentInformation/extension`) carries the same modules, so what is under it reads as under the trade item's.
 */
function describedPath(path: string): string {
  const { namespaces } = load();
  // Looked up for every element of every tree validated: found in the string, not by splitting it.
  for (let at = path.lastIndexOf(EXTENSION); at >= 0; at = at === 0 ? -1 : path.lastIndexOf(EXTENSION, at - 1)) {
    if (at > 0 && path[at - 1] !== '/') continue;
    const rest = path.slice(at + EXTENSION.length);
    const slash = rest.indexOf('/');
    if (namespaces.has(slash < 0 ? rest : rest.slice(0, slash))) return `${MODULES_HOME}/${rest}`;
  }
  return path;
}

/** The entry of a path from the tradeItem without indices (`tradeItemInformation/extension/…/netContent/@measurementUnitCode`). */
export function entryAt(path: string): DictionaryEntry | undefined {
  return load().byPath.get(describedPath(path));
}

/** Every entry, in the workbook's order. */
export function dictionaryEntries(): readonly DictionaryEntry[] {
  return load().entries;
}

export function entryByBmsId(bmsId: number): DictionaryEntry | undefined {
  return load().byBmsId.get(bmsId);
}

/**
 * The children GS1 lists under a path: its XML attributes, then its elements in XSD sequence order (what the
 * shipped XSDs lack after, by bmsId). Under any `extension`, the modules.
 */
export function childEntries(path: string): readonly DictionaryEntry[] {
  const { children } = load();
  const described = path === 'extension' || path.endsWith('/extension') ? MODULES_HOME : describedPath(path);
  return children.get(described) ?? [];
}

export function modules(): readonly DictionaryModule[] {
  return load().modules;
}

/** The codes of a list the XSDs enumerate (NonBinaryLogicEnumeration), by the list's name. */
export function enumerationOf(listName: string): readonly string[] | undefined {
  return load().enumerations.get(listName);
}

/** A module's namespace as GS1's workbook gives it, by the module element's local name. */
export function dictionaryNamespace(localName: string): string | undefined {
  return load().namespaces.get(localName);
}

/**
 * Entries whose name or definition contains the text (case-insensitive): those whose name does first, each
 * group in bmsId order; at most `limit`.
 */
export function searchEntries(text: string, limit = 50): DictionaryEntry[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const byName: DictionaryEntry[] = [];
  const byDefinition: DictionaryEntry[] = [];
  for (const entry of load().entries) {
    if (entry.name.toLowerCase().includes(needle)) byName.push(entry);
    else if (entry.definition?.toLowerCase().includes(needle)) byDefinition.push(entry);
  }
  return [...byName, ...byDefinition].slice(0, limit);
}
