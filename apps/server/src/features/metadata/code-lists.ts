import fs from 'node:fs';
import { z } from 'zod';
import {
  CODE_LIST_FIRST,
  CODE_LIST_SOURCES,
  CODE_LIST_SUPPLEMENTS,
  dimensionOf,
  type CodeListEntry,
  type CodeListName,
  type CodeListSource,
  type ServedCodeListName,
} from '@tradepool/domain';
import { isGpcBrick } from '../../gdsn/gpc/gpc-classification.js';

/**
 * The official code lists, kept out of the web bundle: the GS1 GDSN code lists, ISO 3166 countries (target
 * market, country of origin) and ISO 4217 currencies (from the runtime's ICU data); the GS1 GPC is the kernel's
 * (`gdsn/gpc/`). Each file is read and checked on first use, then kept in memory.
 */
const countryFileSchema = z.array(
  z.object({ code: z.string().regex(/^\d{3}$/), name: z.string().min(1), alpha3: z.string().length(3) }),
);
const gdsnFileSchema = z.record(z.string(), z.array(z.object({ code: z.string().min(1), name: z.string() })));

function readResource<T>(name: string, schema: z.ZodType<T>): T {
  const url = new URL(`../../resources/codelists/${name}`, import.meta.url);
  return schema.parse(JSON.parse(fs.readFileSync(url, 'utf8')));
}

function unorderedEntries(source: Exclude<CodeListSource, { kind: 'gpc' }>): CodeListEntry[] {
  switch (source.kind) {
    case 'iso3166':
      return readResource('iso3166-countries.json', countryFileSchema).map((c) => ({ key: c.code, value: c.name }));
    case 'iso4217': {
      const names = new Intl.DisplayNames(['en'], { type: 'currency' });
      return Intl.supportedValuesOf('currency').map((code) => ({ key: code, value: names.of(code) ?? code }));
    }
    case 'gdsn': {
      const list = gdsnLists()[source.list];
      if (!list) throw new Error(`The GS1 code list ${source.list} is not in gdsn-codelists.json`);
      return list
        .filter((entry) => !source.dimension || dimensionOf(entry.code) === source.dimension)
        .map((entry) => ({ key: entry.code, value: entry.name }));
    }
  }
}

let gdsnFile: z.infer<typeof gdsnFileSchema> | undefined;
const gdsnLists = () => (gdsnFile ??= readResource('gdsn-codelists.json', gdsnFileSchema));

interface LoadedList {
  entries: readonly CodeListEntry[];
  labels: ReadonlyMap<string, string>;
}

const loaded = new Map<CodeListName, LoadedList>();

/** A list's entries: its leading codes (CODE_LIST_FIRST) in their order, then the rest by label. */
function load(name: ServedCodeListName): LoadedList {
  let list = loaded.get(name);
  if (!list) {
    const source = CODE_LIST_SOURCES[name];
    if (source.kind === 'gpc') throw new Error('GPC bricks are searched, not listed');
    const entries = [...unorderedEntries(source), ...(CODE_LIST_SUPPLEMENTS[name] ?? [])];
    const first = CODE_LIST_FIRST[name] ?? [];
    const rank = (code: string) => (first.includes(code) ? first.indexOf(code) : first.length);
    entries.sort((a, b) => rank(a.key) - rank(b.key) || a.value.localeCompare(b.value, 'en'));
    list = { entries, labels: new Map(entries.map((e) => [e.key, e.value])) };
    loaded.set(name, list);
  }
  return list;
}

export function codeListEntries(name: ServedCodeListName): readonly CodeListEntry[] {
  return load(name).entries;
}

/** ISO 3166-1 countries, key = the numeric code ('840'), value = the ISO name; 840 and 124 first. */
export function countryCodeList(): readonly CodeListEntry[] {
  return codeListEntries('COUNTRY');
}

/** Whether a code belongs to a code list: what item validation checks codes with. */
export function hasCode(list: CodeListName, key: string): boolean {
  return list === 'GPC' ? isGpcBrick(key) : load(list).labels.has(key);
}

let gs1Lists: ReadonlyMap<string, ReadonlyMap<string, string>> | undefined;

/**
 * The GS1 lists the pool holds, code to label, by GS1's codeListName in lower case (the GDSN dictionary writes
 * `DietTypeSubCode` for the list GS1 publishes as `DietTypeSubcode`), each with the codes CODE_LIST_SUPPLEMENTS
 * adds to the served list that reads it.
 */
function gs1CodeLists(): ReadonlyMap<string, ReadonlyMap<string, string>> {
  if (!gs1Lists) {
    const lists = new Map(
      Object.entries(gdsnLists()).map(([name, list]) => [
        name.toLowerCase(),
        new Map(list.map((e) => [e.code, e.name])),
      ]),
    );
    for (const [served, supplements] of Object.entries(CODE_LIST_SUPPLEMENTS)) {
      const source = CODE_LIST_SOURCES[served as CodeListName];
      if (source.kind !== 'gdsn' || source.dimension) continue;
      const list = lists.get(source.list.toLowerCase());
      for (const supplement of supplements ?? [])
        if (!list?.has(supplement.key)) list?.set(supplement.key, supplement.value);
    }
    gs1Lists = lists;
  }
  return gs1Lists;
}

/**
 * A GS1 code list, named as GS1's GDSN dictionary names it (`TradeItemUnitDescriptorCode`, `PackageTypeCode_GDSN`:
 * a `_GDSN` list is read from the list the pool holds without the suffix), code to label; CurrencyCode is
 * ISO 4217. Undefined for a list the pool does not hold.
 */
export function gs1CodeList(listName: string): ReadonlyMap<string, string> | undefined {
  if (listName === 'CurrencyCode') return load('CURRENCY').labels;
  const lists = gs1CodeLists();
  return lists.get(listName.toLowerCase()) ?? lists.get(listName.replace(/_GDSN$/, '').toLowerCase());
}

/** Whether a GS1 code list (named as `gs1CodeList` takes it) holds a code; undefined for a list the pool does not hold. */
export function hasGs1Code(listName: string, code: string): boolean | undefined {
  return gs1CodeList(listName)?.has(code);
}

/** The label of a code, or undefined when the list does not hold it. */
export function codeLabel(list: ServedCodeListName, key: string): string | undefined {
  return load(list).labels.get(key);
}
