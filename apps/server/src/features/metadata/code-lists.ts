import fs from 'node:fs';
import { z } from 'zod';
import { TARGET_MARKETS_FIRST, type CodeListEntry } from '@tradepool/domain';

/**
 * The large code lists, kept out of the web bundle: ISO 3166 countries (target market, country of origin)
 * and the GS1 GPC bricks. Each file is read and checked on first use, then kept in memory.
 */
const countryFileSchema = z.array(
  z.object({ code: z.string().regex(/^\d{3}$/), name: z.string().min(1), alpha3: z.string().length(3) }),
);
const gpcFileSchema = z.array(z.object({ brickCode: z.number().int().positive(), brickTitle: z.string().min(1) }));

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

let countries: readonly CodeListEntry[] | undefined;
let bricks: { list: readonly IndexedBrick[]; codes: ReadonlySet<string> } | undefined;

/**
 * ISO 3166-1 countries, key = the numeric code ('840'), value = the ISO name: the first target markets of
 * spec point 9 (840 United States, 124 Canada) lead, the rest follow by name.
 */
export function countryCodeList(): readonly CodeListEntry[] {
  if (!countries) {
    const first: readonly string[] = TARGET_MARKETS_FIRST;
    const rank = (code: string) => (first.includes(code) ? first.indexOf(code) : first.length);
    countries = readResource('iso3166-countries.json', countryFileSchema)
      .map((c) => ({ key: c.code, value: c.name }))
      .sort((a, b) => rank(a.key) - rank(b.key) || a.value.localeCompare(b.value, 'en'));
  }
  return countries;
}

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
    bricks = { list, codes: new Set(list.map((b) => b.codeText)) };
  }
  return bricks;
}

export function gpcBrickCount(): number {
  return loadBricks().list.length;
}

export function isGpcBrick(code: string): boolean {
  return loadBricks().codes.has(code);
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
