import {
  SECTION_LABELS,
  type GdsnCode,
  type GdsnEntry,
  type GdsnModule,
  type GdsnModuleEntries,
} from '@tradepool/domain';
import {
  childEntries,
  dictionaryEntries,
  enumerationOf,
  modules,
  searchEntries,
  type DictionaryEntry,
} from '../../gdsn/dictionary/dictionary.js';
import { SECTION_FIELDS } from '../../gdsn/document/section-view.js';
import { notFound } from '../../errors.js';
import { gs1CodeList } from './code-lists.js';

/*
 * GS1's GDSN trade-item dictionary as the GDSN attributes view and editor read it (`metadata/gdsn/…`): its
 * modules, each with its classes and attributes in schema order, a search, and the codes of a list. Each answer
 * is worked out on first use and kept: the dictionary changes only with a release.
 */

/** The pseudo-module of the tradeItem's own classes and attributes, those outside any module. */
const TRADE_ITEM_MODULE = 'tradeItem';

const moduleOf = (entry: DictionaryEntry) => entry.module ?? TRADE_ITEM_MODULE;

const parentOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

/** "NutritionalInformationModule" → "Nutritional Information Module", "ONIXPublication…" → "ONIX Publication…". */
const spaced = (name: string) => name.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');

/**
 * Every entry depth-first, each element's children in their XSD sequence. The few rows GS1 lists under an
 * element it does not list itself (four in 3.1.36) follow the children of their nearest listed ancestor. The
 * modules are met under the first `extension` the walk reaches; every entry is taken once.
 */
function depthFirst(): DictionaryEntry[] {
  const all = dictionaryEntries();
  const listed = new Set(all.map((entry) => entry.path));
  const strays = new Map<string, DictionaryEntry[]>();
  for (const entry of all) {
    if (!entry.path || listed.has(parentOf(entry.path))) continue;
    let ancestor = parentOf(entry.path);
    while (!listed.has(ancestor)) ancestor = parentOf(ancestor);
    strays.set(ancestor, [...(strays.get(ancestor) ?? []), entry]);
  }
  const taken = new Set<DictionaryEntry>();
  const ordered: DictionaryEntry[] = [];
  const stack = all.filter((entry) => entry.path === '');
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if (taken.has(entry)) continue;
    taken.add(entry);
    ordered.push(entry);
    stack.push(...[...childEntries(entry.path), ...(strays.get(entry.path) ?? [])].reverse());
  }
  return ordered;
}

function sectionOf(entry: DictionaryEntry): GdsnEntry['section'] {
  const shown = SECTION_FIELDS.get(entry.path);
  if (!shown) return null;
  const { code, label } = shown.field ?? shown.attribute;
  return { code, label, section: SECTION_LABELS[shown.attribute.section] };
}

function asGdsnEntry(entry: DictionaryEntry): GdsnEntry {
  return {
    bmsId: entry.bmsId,
    path: entry.path,
    module: moduleOf(entry),
    kind: entry.kind,
    xmlAttribute: entry.xmlAttribute,
    name: entry.name,
    multiplicity: entry.multiplicity,
    length: entry.length ? { min: entry.length.min, max: entry.length.max } : null,
    dataType: entry.dataType ?? null,
    valueType: entry.valueType ?? null,
    codeListName: entry.codeListName ?? null,
    enumeration: entry.enumeration ? [...entry.enumeration] : null,
    flags: { language: entry.flags.language, uom: entry.flags.uom, currency: entry.flags.currency },
    definition: entry.definition ?? null,
    section: sectionOf(entry),
  };
}

let byModule: ReadonlyMap<string, GdsnModuleEntries> | undefined;

function loadModules(): ReadonlyMap<string, GdsnModuleEntries> {
  if (byModule) return byModule;
  const entries = new Map<string, GdsnEntry[]>();
  for (const entry of depthFirst()) {
    const module = moduleOf(entry);
    if (!entries.has(module)) entries.set(module, []);
    entries.get(module)!.push(asGdsnEntry(entry));
  }
  const attributeCount = (name: string) => (entries.get(name) ?? []).filter((e) => e.kind === 'attribute').length;
  const tradeItem = entries.get(TRADE_ITEM_MODULE)?.find((e) => e.path === '');
  const listed: GdsnModule[] = [
    {
      name: TRADE_ITEM_MODULE,
      title: 'Trade Item',
      definition: tradeItem?.definition ?? null,
      attributeCount: attributeCount(TRADE_ITEM_MODULE),
    },
    ...modules().map((m) => ({
      name: m.name,
      title: spaced(m.title),
      definition: m.definition ?? null,
      attributeCount: attributeCount(m.name),
    })),
  ];
  byModule = new Map(listed.map((module) => [module.name, { module, entries: entries.get(module.name) ?? [] }]));
  return byModule;
}

/** `metadata/gdsn/modules`: the tradeItem's own, then GS1's modules by name. */
export function gdsnModules(): GdsnModule[] {
  return [...loadModules().values()].map((m) => m.module);
}

/** `metadata/gdsn/modules/{module}`: the module and its entries depth-first in schema order; 404 for another name. */
export function gdsnModuleEntries(name: string): GdsnModuleEntries {
  const found = loadModules().get(name);
  if (!found) throw notFound(`There is no GDSN module named ${name}: the modules are listed at metadata/gdsn/modules.`);
  return found;
}

/** `metadata/gdsn/search?text=`: up to 50 entries whose name holds the text, then those whose definition does. */
export function searchGdsnEntries(text: string): GdsnEntry[] {
  return searchEntries(text, 50).map(asGdsnEntry);
}

/** By the list read (not the name asked, which a caller may spell in any case): one answer per list, ever. */
const answers = new WeakMap<object, GdsnCode[]>();

/**
 * `metadata/gdsn/codes/{codeListName}`: a GS1 code list the pool holds, in GS1's order, or the codes of a list
 * the XSDs enumerate; empty for a list the pool does not hold.
 */
export function gdsnCodes(listName: string): GdsnCode[] {
  const list = gs1CodeList(listName);
  const enumeration = list ? undefined : enumerationOf(listName);
  const source = list ?? enumeration;
  if (!source) return [];
  let codes = answers.get(source);
  if (!codes) {
    codes = list
      ? [...list].map(([code, label]) => ({ code, label }))
      : enumeration!.map((code) => ({ code, label: code }));
    answers.set(source, codes);
  }
  return codes;
}
