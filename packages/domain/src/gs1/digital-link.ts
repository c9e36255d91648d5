import { z } from 'zod';
import { parseGtin } from './gtin.js';
import type { GtinProblem } from './gtin.js';

/** GS1's own resolver: a Digital Link on it works for any GTIN, whoever the brand owner is. */
export const DIGITAL_LINK_DEFAULT_BASE = 'https://id.gs1.org';

/** The key qualifiers GS1 Digital Link allows after a GTIN, in the order the URI must carry them. */
const GTIN_QUALIFIERS = [
  { ai: '22', name: 'consumerProductVariant' },
  { ai: '10', name: 'lot' },
  { ai: '21', name: 'serial' },
] as const;

/** Consumer product variant (AI 22), batch or lot (AI 10) and serial (AI 21): up to 20 characters each. */
const QUALIFIER_MAX_LENGTH = 20;

/** What the web needs to write an item's Digital Link: the resolver this installation points to. */
export const digitalLinkSettingsSchema = z.object({ base: z.string() });
export type DigitalLinkSettings = z.infer<typeof digitalLinkSettingsSchema>;

export interface DigitalLinkQualifiers {
  consumerProductVariant?: string | null;
  lot?: string | null;
  serial?: string | null;
}

export type DigitalLinkProblem = 'notDigitalLink' | GtinProblem;

export type DigitalLinkParse =
  { ok: true; gtin: string; qualifiers: DigitalLinkQualifiers } | { ok: false; problem: DigitalLinkProblem };

/**
 * A resolver base is an http(s) address, optionally with a path of its own (`https://example.com/products`),
 * and nothing a key could not follow: no query, no fragment.
 */
export function isDigitalLinkBase(value: string): boolean {
  return /^https?:\/\/[^/?#\s@]+(\/[^?#\s]*)?$/i.test(value);
}

/**
 * The item's GS1 Digital Link URI, `{base}/01/{gtin14}`, with the key qualifiers the item has (a trade item in
 * the catalog has none: a lot or serial names one batch or one unit). Null for a value that is not a GTIN.
 */
export function digitalLinkUri(
  item: { gtin: string } & DigitalLinkQualifiers,
  base: string = DIGITAL_LINK_DEFAULT_BASE,
): string | null {
  const parsed = parseGtin(item.gtin);
  if (!parsed.ok) return null;
  const qualifiers = GTIN_QUALIFIERS.flatMap(({ ai, name }) => {
    const value = item[name];
    return value ? [`/${ai}/${encodeURIComponent(value)}`] : [];
  });
  return `${base.replace(/\/+$/, '')}/01/${parsed.gtin}${qualifiers.join('')}`;
}

/**
 * Reads a GS1 Digital Link URI back to its GTIN (14 digits) and key qualifiers. Any host, any path prefix
 * before `/01/` (a brand's own domain and path), a GTIN-8, -12, -13 or -14, and any query string (data
 * attributes such as `?17=261231`) or fragment, which do not change the key. Anything else is refused: another
 * primary key (an SSCC's `/00/`), qualifiers out of order or unknown, a compressed URI, a wrong check digit.
 */
export function parseDigitalLink(input: string): DigitalLinkParse {
  const located = locateGtin(input);
  if (!located) return { ok: false, problem: 'notDigitalLink' };
  const gtin = parseGtin(located.gtin);
  if (!gtin.ok) return gtin;
  return { ok: true, gtin: gtin.gtin, qualifiers: located.qualifiers };
}

/**
 * Where a field takes a GTIN, a Digital Link URI stands for its GTIN: the GTIN as the URI writes it (so that
 * the field's own check reports a wrong check digit as it would for typed digits); anything else unchanged.
 */
export function gtinOfDigitalLinkOrSelf(input: string): string {
  return locateGtin(input)?.gtin ?? input;
}

function locateGtin(input: string): { gtin: string; qualifiers: DigitalLinkQualifiers } | null {
  const match = /^https?:\/\/[^/?#\s@]+((?:\/[^/?#\s]*)*)(?:[?#]\S*)?$/i.exec(input.trim());
  if (!match) return null;
  const segments = (match[1] ?? '').split('/').slice(1);
  // A path prefix may itself hold a "01": the key is the first "01" that the rest of the path completes.
  for (let i = 0; i < segments.length; i++) {
    if (segments[i] !== '01') continue;
    const gtin = segments[i + 1];
    if (gtin === undefined || !/^\d+$/.test(gtin)) continue;
    const qualifiers = readQualifiers(segments.slice(i + 2));
    if (qualifiers) return { gtin, qualifiers };
  }
  return null;
}

function readQualifiers(segments: string[]): DigitalLinkQualifiers | null {
  if (segments.length % 2 !== 0) return null;
  const qualifiers: DigitalLinkQualifiers = {};
  let next = 0;
  for (let i = 0; i < segments.length; i += 2) {
    const at = GTIN_QUALIFIERS.findIndex(({ ai }) => ai === segments[i]);
    if (at < next) return null;
    const value = decode(segments[i + 1] ?? '');
    if (!value || value.length > QUALIFIER_MAX_LENGTH) return null;
    qualifiers[GTIN_QUALIFIERS[at]!.name] = value;
    next = at + 1;
  }
  return qualifiers;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
