import fs from 'node:fs';
import { z } from 'zod';
import { GPC_LEVELS, type GpcLevel } from '@tradepool/domain';

/**
 * GS1's Global Product Classification: the 5,259 bricks Tradepool holds (`gpc-bricks.json`, with their titles)
 * and the segments, families and classes above them (`gpc-hierarchy-2020.json`, GS1's hierarchy as published
 * in June 2020, which places 4,935 of those bricks: a brick published since has no class here). Both files
 * are read and checked on first use, then kept in memory.
 */
const code = z.string().regex(/^\d{8}$/);
const title = z.string().min(1);
const bricksFileSchema = z.array(z.object({ brickCode: z.number().int().positive(), brickTitle: title }));
const hierarchyFileSchema = z.object({
  segments: z.array(z.object({ code, title })),
  families: z.array(z.object({ code, title, segment: code })),
  classes: z.array(z.object({ code, title, family: code })),
  brickClass: z.record(code, code),
});

function readResource<T>(name: string, schema: z.ZodType<T>): T {
  const url = new URL(`../../resources/codelists/${name}`, import.meta.url);
  return schema.parse(JSON.parse(fs.readFileSync(url, 'utf8')));
}

/** A GPC code at any level, with the code of the level above it (null for a segment, or a brick not placed). */
export interface GpcEntry {
  level: GpcLevel;
  code: string;
  title: string;
  parent: string | null;
}

/** A brick with the class, family and segment it lies in. */
export interface GpcBrickLineage {
  brick: string;
  class: string;
  family: string;
  segment: string;
}

interface Indexed extends GpcEntry {
  lowerTitle: string;
}

interface Classification {
  /** Segments, then families, classes and bricks, each in code order: the order searches answer in. */
  list: readonly Indexed[];
  byCode: ReadonlyMap<string, Indexed>;
  bricks: number;
  lineage: readonly GpcBrickLineage[];
}

// The 2020 file's titles were lower-cased by its converter; a capital letter makes them read as titles beside
// the bricks' own.
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

let classification: Classification | undefined;

const plain = ({ level, code: entryCode, title: entryTitle, parent }: GpcEntry): GpcEntry => ({
  level,
  code: entryCode,
  title: entryTitle,
  parent,
});

function load(): Classification {
  if (!classification) {
    const hierarchy = readResource('gpc-hierarchy-2020.json', hierarchyFileSchema);
    const bricks = readResource('gpc-bricks.json', bricksFileSchema);
    const entries: GpcEntry[] = [
      ...hierarchy.segments.map((s) => ({ level: 'segment' as const, code: s.code, title: s.title, parent: null })),
      ...hierarchy.families.map((f) => ({ level: 'family' as const, code: f.code, title: f.title, parent: f.segment })),
      ...hierarchy.classes.map((c) => ({ level: 'class' as const, code: c.code, title: c.title, parent: c.family })),
    ].map((entry) => ({ ...entry, title: capitalised(entry.title) }));
    for (const brick of bricks) {
      const brickCode = String(brick.brickCode);
      entries.push({
        level: 'brick',
        code: brickCode,
        title: brick.brickTitle,
        parent: hierarchy.brickClass[brickCode] ?? null,
      });
    }
    const rank = (level: GpcLevel) => GPC_LEVELS.indexOf(level);
    const list = entries
      .map((entry) => ({ ...entry, lowerTitle: entry.title.toLowerCase() }))
      .sort((a, b) => rank(a.level) - rank(b.level) || a.code.localeCompare(b.code));
    const byCode = new Map(list.map((entry) => [entry.code, entry]));
    // Every brick the hierarchy places, those without a title in gpc-bricks.json too: an item may carry one.
    const lineage = Object.entries(hierarchy.brickClass).flatMap(([brick, classCode]) => {
      const family = byCode.get(classCode)?.parent;
      const segment = family ? byCode.get(family)?.parent : null;
      return family && segment ? [{ brick, class: classCode, family, segment }] : [];
    });
    classification = { list, byCode, bricks: bricks.length, lineage };
  }
  return classification;
}

/** A GPC code at any level, or undefined for a code GS1's GPC (as Tradepool holds it) does not have. */
export function gpcEntry(gpcCode: string): GpcEntry | undefined {
  const entry = load().byCode.get(gpcCode);
  return entry && plain(entry);
}

export function isGpcBrick(gpcCode: string): boolean {
  return load().byCode.get(gpcCode)?.level === 'brick';
}

export function gpcBrickCount(): number {
  return load().bricks;
}

/** The levels above a code, nearest first: a brick's class, family and segment; none for a segment. */
export function gpcAncestors(gpcCode: string): GpcEntry[] {
  const { byCode } = load();
  const ancestors: GpcEntry[] = [];
  for (let entry = byCode.get(byCode.get(gpcCode)?.parent ?? ''); entry; entry = byCode.get(entry.parent ?? '')) {
    ancestors.push(plain(entry));
  }
  return ancestors;
}

/** Every brick the hierarchy places, with its class, family and segment: what `gpc_brick` mirrors. */
export function gpcBrickLineage(): readonly GpcBrickLineage[] {
  return load().lineage;
}

/**
 * Codes of the given levels whose code starts with the keyword or whose title contains it (case-insensitive),
 * at most `limit`: code-prefix and title-prefix matches first, then the rest, each broadest level first and
 * in code order.
 */
export function searchGpc(keyword: string, limit: number, levels: readonly GpcLevel[]): GpcEntry[] {
  const needle = keyword.trim().toLowerCase();
  const leading: Indexed[] = [];
  const inner: Indexed[] = [];
  for (const entry of load().list) {
    if (!levels.includes(entry.level)) continue;
    const at = entry.lowerTitle.indexOf(needle);
    if (entry.code.startsWith(needle) || at === 0) leading.push(entry);
    else if (at > 0) inner.push(entry);
    if (leading.length >= limit) break;
  }
  return [...leading, ...inner].slice(0, limit).map(plain);
}
