import { foldText } from './text-tokens.js';

/**
 * What tells the variants of one product apart in a title, where the words are all shared: a capacity or a
 * size with its unit ("256 MB" / "512 MB", "17 in."), the dimensions ("36 x 60 in." / "36 x 144 in."), a
 * pack or licence count ("3-pack", "pack of 10", "5 user"); and whether the listing is a third party's
 * ("compatible", "remanufactured", "replacement for …") rather than the original. Mass and volume are net
 * content (`net-content.ts`), read there.
 */
export interface VariantText {
  /** Each size as `dimension:amount` in the dimension's base unit ("data:268435456", "length:431.8", "dims:914.4x1524"). */
  sizes: string[];
  /** The count of a pack or of licences, when the title states one. */
  pack: number | null;
  /** A third party's listing: it says so ("remanufactured", "replacement", "compatible with …", "generic"). */
  thirdParty: boolean;
  /** The words a listing says it is for ("for hp", "fits canon", "compatible with epson"). */
  forWords: string[];
}

/** Units of size, as a dimension and the factor to its base unit (bytes, millimetres, hertz, watts, mAh). */
const SIZE_UNITS: Readonly<Record<string, readonly [string, number]>> = {
  kb: ['data', 2 ** 10],
  mb: ['data', 2 ** 20],
  gb: ['data', 2 ** 30],
  tb: ['data', 2 ** 40],
  mm: ['length', 1],
  cm: ['length', 10],
  in: ['length', 25.4],
  inch: ['length', 25.4],
  inches: ['length', 25.4],
  '"': ['length', 25.4],
  ft: ['length', 304.8],
  feet: ['length', 304.8],
  mhz: ['frequency', 1e6],
  ghz: ['frequency', 1e9],
  w: ['power', 1],
  watt: ['power', 1],
  watts: ['power', 1],
  mah: ['charge', 1],
};

const UNIT = 'kb|mb|gb|tb|mm|cm|inches|inch|in|"|ft|feet|mhz|ghz|watts|watt|w|mah';
const NUMBER = '(\\d+(?:\\.\\d+)?)';
/** "36 x 60 in.", "36x144"", "10 x 12 x 3 cm": two or three numbers with one unit after the last. */
const DIMENSIONS = new RegExp(
  `${NUMBER}\\s*(?:x|\\*)\\s*${NUMBER}(?:\\s*(?:x|\\*)\\s*${NUMBER})?\\s*(${UNIT})(?![a-z0-9])`,
  'g',
);
const SIZE = new RegExp(`(?<![a-z0-9.])${NUMBER}\\s*-?\\s*(${UNIT})(?![a-z0-9])`, 'g');
const PACK =
  /(?<![a-z0-9.])(\d{1,4})\s*-?\s*(?:pack|pk|pcs|pieces|count|ct|users?|clients?|seats?|licen[cs]es?)(?![a-z])|\bpack of (\d{1,4})\b/g;
/** "XP compatible" and "CD-compatible modules" say what the product works with, not that it copies one. */
const PACK_WORD = /pack|pk|pcs|pieces|count|ct|user|client|seat|licen/;
const THIRD_PARTY =
  /\b(?:remanufactured|reman|replacement|generic|aftermarket|non-oem|compatible (?:with|for))\b|^compatible\b/;
const FOR_WORDS = /\b(?:for|fits|compatible with|replacement for|works with)\s+([a-z0-9]+)/g;

const amount = (value: string, factor: number) => Math.round(Number(value) * factor * 10) / 10;

export function variantText(text: string | null | undefined): VariantText {
  const result: VariantText = { sizes: [], pack: null, thirdParty: false, forWords: [] };
  if (!text) return result;
  const folded = foldText(text);
  // Most titles state no amount and name no other product: a million of them pass here when a catalog is indexed.
  if (/\d/.test(folded)) readAmounts(folded, result);
  result.thirdParty = THIRD_PARTY.test(folded);
  if (/\b(?:for|fits|with) /.test(folded)) {
    for (const [, word] of folded.matchAll(FOR_WORDS))
      if (!result.forWords.includes(word!)) result.forWords.push(word!);
  }
  return result;
}

function readAmounts(folded: string, result: VariantText): void {
  const add = (size: string) => {
    if (!result.sizes.includes(size)) result.sizes.push(size);
  };
  let rest = folded;
  for (const match of /\d\s*[x*]\s*\d/.test(folded) ? folded.matchAll(DIMENSIONS) : []) {
    const [whole, a, b, c, unit] = match;
    const [, factor] = SIZE_UNITS[unit!]!;
    add(
      `dims:${[a, b, c]
        .filter((n) => n !== undefined)
        .map((n) => amount(n!, factor))
        .join('x')}`,
    );
    rest = rest.replace(whole, ' ');
  }
  for (const [, value, unit] of rest.matchAll(SIZE)) {
    const [dimension, factor] = SIZE_UNITS[unit!]!;
    // A bare "in" or "w" after a number is as often a word ("2 in 1", "4 w/ case") as a unit.
    if ((unit === 'in' || unit === 'w') && Number(value) < 5) continue;
    add(`${dimension}:${amount(value!, factor)}`);
  }
  if (!PACK_WORD.test(folded)) return;
  for (const [, count, packOf] of folded.matchAll(PACK)) {
    const n = Number(count ?? packOf);
    if (n > 1) result.pack = n;
  }
}

/** The dimension of a size key: sizes of one dimension are compared, others say nothing of each other. */
export const sizeDimension = (size: string) => size.slice(0, size.indexOf(':'));
