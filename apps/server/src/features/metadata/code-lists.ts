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

/**
 * The official code lists, kept out of the web bundle: the GS1 GDSN code lists, ISO 3166 countries (target
 * market, country of origin), the GS1 GPC bricks, and ISO 4217 currencies (from the runtime's ICU data). Each
 * file is read and checked on first use, then kept in memory.
 */
const countryFileSchema = z.array(
  z.object({ code: z.string().regex(/^\d{3}$/), name: z.string().min(1), alpha3: z.string().length(3) }),
);
const gpcFileSchema = z.array(z.object({ brickCode: z.number().int().positive(), brickTitle: z.string().min(1) }));
const gdsnFileSchema = z.record(z.string(), z.array(z.object({ code: z.string().min(1), name: z.string() })));

function readResource<T>(name: string, schema: z.ZodType<T>): T {
  const url = new URL(`../../resources/codelists/${name}`, import.meta.url);
  return schema.parse(JSON.parse(fs.readFileSync(url, 'utf8')));
}

export interface GpcBrick {
  code: number;
  title: string;
}

interface IndexedBrick extends GpcBrick {
  codeText: string;
  lowerTitle: string;
}

let bricks: { list: readonly IndexedBrick[]; titles: ReadonlyMap<string, string> } | undefined;

function loadBricks() {
  if (!bricks) {
    const list = readResource('gpc-bricks.json', gpcFileSchema)
      .map((b) => ({
        code: b.brickCode,
        title: b.brickTitle,
        codeText: String(b.brickCode),
        lowerTitle: b.brickTitle.toLowerCase(),
      }))
      .sort((a, b) => a.code - b.code);
    bricks = { list, titles: new Map(list.map((b) => [b.codeText, b.title])) };
  }
  return bricks;
}

/** A GPC brick's title by its code, or undefined for a code that is not a brick. */
export function gpcBrickTitle(code: string): string | undefined {
  return loadBricks().titles.get(code);
}

export function gpcBrickCount(): number {
  return loadBricks().list.length;
}

/**
 * Bricks whose code starts with the keyword or whose title contains it (case-insensitive), at most `limit`:
 * code-prefix and title-prefix matches first, then the rest, each in brick-code order.
 */
export function searchGpcBricks(keyword: string, limit: number): GpcBrick[] {
  const needle = keyword.trim().toLowerCase();
  const leading: GpcBrick[] = [];
  const inner: GpcBrick[] = [];
  for (const brick of loadBricks().list) {
    const at = brick.lowerTitle.indexOf(needle);
    if (brick.codeText.startsWith(needle) || at === 0) leading.push(brick);
    else if (at > 0) inner.push(brick);
    if (leading.length >= limit) break;
  }
  return [...leading, ...inner].slice(0, limit).map(({ code, title }) => ({ code, title }));
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
  return list === 'GPC' ? loadBricks().titles.has(key) : load(list).labels.has(key);
}

/** The label of a code, or undefined when the list does not hold it. */
export function codeLabel(list: ServedCodeListName, key: string): string | undefined {
  return load(list).labels.get(key);
}
