import { MATCH_KEYS, type MatchKey } from '@tradepool/domain';
import type { ItemFeatures } from './item-features.js';
import { MATCH_MODEL } from './match-model.js';
import { sameAmount } from './net-content.js';
import { codeStrength, tokenKind, type TokenKind } from './text-tokens.js';
import { sizeDimension } from './variant-text.js';

/** Features with the weight of each token: rare words say more about which product is meant. */
export interface WeightedFeatures extends ItemFeatures {
  tokenWeights: readonly number[];
  brandWeights: readonly number[];
}

/** The buyer item's side (weighted against the received items' index, as the received side is). */
export type BuyerFeatures = WeightedFeatures;

export type ReasonFactor =
  | 'description'
  | 'brand'
  | 'modelCode'
  | 'identifier'
  | 'numbers'
  | 'unitDescriptor'
  | 'netContent'
  | 'competition'
  | 'confirmed';

export interface MatchReason {
  factor: ReasonFactor;
  effect: 'for' | 'against';
  detail: string;
}

export interface PairScore {
  /** 0–100. */
  score: number;
  reasons: MatchReason[];
}

/**
 * How the description is read (docs/MATCHING.md): the buyer's coverage weighs more in the base, and partial
 * matches of words count as a share of a word. What the evidence weighs is the model's (`match-model.ts`).
 */
export const SCORE_CARD = {
  /** The buyer's description is the one the buyer wrote to find its item again: its coverage counts more. */
  buyerCoverageShare: 0.6,
  /**
   * A prefix ("prem" / "premier"), an abbreviation keeping the word's letters in order ("dlx" / "deluxe",
   * "mngmt" / "management"), a one-letter slip ("elminator") or an acronym ("sbe" / "small business
   * edition") counts as this share of a word.
   */
  prefixCredit: 0.6,
  abbreviationCredit: 0.5,
  typoCredit: 0.8,
  acronymCredit: 0.8,
  /** Publishers append part numbers and catalog codes that buyers rarely copy. */
  unmatchedReceivedCodeWeight: 0.3,
  /** A code with a colour or region letter more or less ("dscw120" / "dscw120b") matches its words so much. */
  codeVariantCredit: 0.75,
} as const;

/** An item's distinct tokens with their kinds and weights: the same for every pair the item is in. */
interface Tokens {
  tokens: string[];
  kinds: TokenKind[];
  weights: number[];
  /** Every token in reading order, repeats kept. */
  sequence: readonly string[];
}

interface Side extends Tokens {
  /** The share (0–1) of each token the other side matched. */
  matched: number[];
  /** Brand words: counted when the other side has them too, not missed when it does not (see `scorePair`). */
  optional: (token: string) => boolean;
}

/** A buyer item is scored against two dozen candidates: its tokens are sorted out once. */
const tokensOfFeatures = new WeakMap<WeightedFeatures, Tokens>();

function distinctTokens(features: WeightedFeatures, keep: boolean): Tokens {
  const known = keep ? tokensOfFeatures.get(features) : undefined;
  if (known) return known;
  const tokens: string[] = [];
  const kinds: TokenKind[] = [];
  const weights: number[] = [];
  const all = features.tokens;
  for (let i = 0; i < all.length; i++) {
    const token = all[i]!;
    if (tokens.includes(token)) continue;
    tokens.push(token);
    kinds.push(tokenKind(token));
    weights.push(features.tokenWeights[i] ?? 0);
  }
  const result = { tokens, kinds, weights, sequence: all };
  if (keep) tokensOfFeatures.set(features, result);
  return result;
}

function side(features: WeightedFeatures, optional: (token: string) => boolean, keep = false): Side {
  const { tokens, kinds, weights, sequence } = distinctTokens(features, keep);
  const matched: number[] = [];
  for (let i = 0; i < tokens.length; i++) matched.push(0);
  return { tokens, kinds, weights, sequence, matched, optional };
}

/** True when a and b differ by one inserted, deleted, replaced or swapped letter. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * "print shop" on one side and "printshop" on the other, "10 4 7" and "10.4.7": two or three neighbours
 * written together on the other side match it, and it matches them.
 */
function matchCompounds(from: Side, to: Side): void {
  // Only a token the other side left unmatched can be a compound; most pairs have none long enough.
  let longest = 0;
  for (let j = 0; j < to.tokens.length; j++) if (to.matched[j] === 0) longest = Math.max(longest, to.tokens[j]!.length);
  const seq = from.sequence;
  for (let i = 0; i + 1 < seq.length; i++) {
    let joined = seq[i]!;
    let numbers = tokenKind(joined) === 'number';
    for (let length = 2; length <= 3 && i + length <= seq.length; length++) {
      const next = seq[i + length - 1]!;
      numbers = numbers && tokenKind(next) === 'number';
      joined = numbers ? `${joined}.${next}` : `${joined}${next}`;
      if (joined.length > longest) break;
      const at = to.tokens.indexOf(joined);
      if (at < 0 || to.matched[at] === 1) continue;
      to.matched[at] = 1;
      for (let k = i; k < i + length; k++) from.matched[from.tokens.indexOf(seq[k]!)] = 1;
    }
  }
}

/** The letters of `short` appear in `long` in order: how people shorten a word ("qckbks", "whlesle"). */
function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (let j = 0; j < long.length && i < short.length; j++) if (long[j] === short[i]) i++;
  return i === short.length;
}

function fuzzyCredit(a: string, aKind: TokenKind, b: string, bKind: TokenKind): number {
  if (aKind !== bKind) return 0;
  if (aKind === 'number') {
    return numberClass(a, aKind) === 'small' && numberClass(b, bKind) === 'small' && sameMajorVersion(a, b)
      ? SCORE_CARD.prefixCredit
      : 0;
  }
  if (aKind === 'code') return codeVariant(a, b) ? SCORE_CARD.codeVariantCredit : 0;
  if (a[0] !== b[0]) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 3) return 0;
  if (long.startsWith(short)) return SCORE_CARD.prefixCredit;
  if (short.length >= 5 && oneEditApart(a, b)) return SCORE_CARD.typoCredit;
  if (long.length >= short.length + 2 && isSubsequence(short, long)) return SCORE_CARD.abbreviationCredit;
  return 0;
}

/** An unmatched token spelling the initials of unmatched neighbours on the other side: "sbe" / "small business edition". */
function matchAcronyms(from: Side, to: Side): void {
  const seq = to.sequence;
  from.tokens.forEach((token, i) => {
    if (from.matched[i]! > 0 || from.kinds[i] !== 'word' || token.length < 2 || token.length > 5) return;
    for (let start = 0; start + token.length <= seq.length; start++) {
      let spelled = true;
      for (let k = 0; k < token.length && spelled; k++) spelled = seq[start + k]![0] === token[k];
      if (!spelled) continue;
      const places = seq.slice(start, start + token.length).map((w) => to.tokens.indexOf(w));
      if (places.some((p) => to.matched[p]! > 0 || to.kinds[p] !== 'word')) continue;
      from.matched[i] = SCORE_CARD.acronymCredit;
      for (const p of places) to.matched[p] = SCORE_CARD.acronymCredit;
      return;
    }
  });
}

function matchTokens(buyer: Side, received: Side): void {
  buyer.tokens.forEach((token, i) => {
    const at = received.tokens.indexOf(token);
    if (at >= 0) {
      buyer.matched[i] = 1;
      received.matched[at] = 1;
    }
  });
  matchCompounds(buyer, received);
  matchCompounds(received, buyer);
  matchAcronyms(buyer, received);
  matchAcronyms(received, buyer);
  buyer.tokens.forEach((token, i) => {
    if (buyer.matched[i]! > 0) return;
    for (let j = 0; j < received.tokens.length; j++) {
      if (received.matched[j]! > 0) continue;
      const credit = fuzzyCredit(token, buyer.kinds[i]!, received.tokens[j]!, received.kinds[j]!);
      if (credit > 0) {
        buyer.matched[i] = credit;
        received.matched[j] = credit;
        return;
      }
    }
  });
}

function coverage(s: Side, unmatchedCodeWeight: number): number {
  let total = 0;
  let matched = 0;
  s.tokens.forEach((token, i) => {
    const share = s.matched[i]!;
    if (share === 0 && s.optional(token)) return;
    const weight = share === 0 && s.kinds[i] === 'code' ? s.weights[i]! * unmatchedCodeWeight : s.weights[i]!;
    total += weight;
    matched += weight * share;
  });
  return total === 0 ? 0 : matched / total;
}

function words(s: Side, matched: boolean): string {
  return s.tokens.filter((_, i) => s.matched[i]! > 0 === matched).join(' ');
}

/** Years and the small numbers of versions, sequels and counts; longer digit runs are codes. */
function numberClass(token: string, kind: TokenKind): 'year' | 'small' | null {
  if (kind !== 'number') return null;
  if (/^(?:19|20)\d\d$/.test(token)) return 'year';
  return /^\d{1,3}(?:\.\d+)*$/.test(token) ? 'small' : null;
}

/** "11.2" and "11": one side gives the minor version, the other does not. */
function sameMajorVersion(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.startsWith(`${short}.`);
}

/** A short name with its generation: "cs3", "x3", "r11" → "cs". */
function generationName(token: string): string | null {
  return /^([a-z]{1,3})\d{1,2}$/.exec(token)?.[1] ?? null;
}

/**
 * Versions, years and counts on both sides with none in common, or one name's two generations ("cs2" /
 * "cs3"): two editions of a product.
 */
function numbersConflict(buyer: Side, received: Side): boolean {
  let ours = false;
  let oursMatched = false;
  buyer.tokens.forEach((t, i) => {
    if (numberClass(t, buyer.kinds[i]!) === null) return;
    ours = true;
    if (buyer.matched[i]! > 0) oursMatched = true;
  });
  const theirs = received.tokens.some((t, j) => numberClass(t, received.kinds[j]!) !== null);
  if (ours && theirs && !oursMatched) return true;
  return buyer.tokens.some((t, i) => {
    const name = buyer.kinds[i] === 'code' && buyer.matched[i] === 0 ? generationName(t) : null;
    return (
      name !== null &&
      received.tokens.some(
        (u, j) => received.kinds[j] === 'code' && received.matched[j] === 0 && generationName(u) === name,
      )
    );
  });
}

/** "dscw120" and "dscw120b": one code with a colour or region letter added. */
function codeVariant(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.length - short.length <= 2 && long.startsWith(short);
}

const codeShape = (code: string) => (/^\d+$/.test(code) ? (code.length >= 12 ? 'gtin' : 'digits') : 'mixed');

/** A part number of four or five digits standing alone ("13791"): a code, weaker than a long one. */
const isShortNumber = (code: string) => /^\d{4,5}$/.test(code);

interface CodeEvidence {
  /** The buyer's identifiers (mpc, product code) the received item carries. */
  identifiers: string[];
  /** The codes both carry, exactly or but for a colour or region letter. */
  shared: string[];
  /** How strongly the exactly shared long codes say "same product" (0, 0.5, 1). */
  strength: number;
  /** A code of one side is another's with a suffix more ("dscw120" / "dscw120b"), none the same. */
  variant: boolean;
  /** Two long codes of one shape and nothing in common ("kdl40v4100" / "kdl46v4100"). */
  conflict: [string, string] | null;
  /** A short numeric part number both carry. */
  partNumber: string | null;
  /** Both carry short numeric part numbers, none the same, and no other code is shared. */
  partNumberConflict: [string, string] | null;
}

const NO_CODES: CodeEvidence = {
  identifiers: [],
  shared: [],
  strength: 0,
  variant: false,
  conflict: null,
  partNumber: null,
  partNumberConflict: null,
};

/**
 * The model codes and identifiers the two sides share, and those that disagree. A GTIN printed in a title is
 * no model code to compare. Each side's own numbering (its holder's product code: the buyer's "he1004", a
 * distributor's "nw10016") is compared for equality only: the same code is the supplier's the buyer
 * recorded, and any other is a code from another numbering, which neither conflicts with the other side's
 * codes nor comes close to them but by chance.
 */
function codeEvidence(buyer: BuyerFeatures, received: ItemFeatures): CodeEvidence {
  if (buyer.codes.length === 0 && buyer.identifiers.length === 0) return NO_CODES;
  const theirs = [...received.codes, ...received.identifiers];
  const identifiers = buyer.identifiers.filter((id) => theirs.includes(id));
  const shared: string[] = [];
  let strength = 0;
  let variant = false;
  let partNumber: string | null = null;
  const own = (code: string, side: ItemFeatures) => code === side.ownCode;
  for (const code of [...buyer.codes, ...buyer.identifiers]) {
    if (theirs.includes(code)) {
      shared.push(code);
      if (isShortNumber(code)) partNumber = code;
      else strength = Math.max(strength, codeStrength(code));
    } else if (
      !own(code, buyer) &&
      theirs.some((other) => !own(other, received) && codeVariant(code, other)) &&
      codeStrength(code) > 0
    ) {
      shared.push(code);
      variant = true;
    }
  }
  let conflict: [string, string] | null = null;
  let partNumberConflict: [string, string] | null = null;
  if (shared.length === 0) {
    const comparable = (list: string[], side: ItemFeatures) => list.filter((c) => !own(c, side));
    const ours = comparable([...buyer.codes, ...buyer.identifiers], buyer);
    const other = comparable(theirs, received);
    const strong = (list: string[]) => list.filter((c) => codeStrength(c) === 1 && codeShape(c) !== 'gtin');
    for (const a of strong(ours)) {
      const b = strong(other).find((c) => codeShape(c) === codeShape(a));
      if (b) {
        conflict = [a, b];
        break;
      }
    }
    const a = ours.find(isShortNumber);
    const b = other.find(isShortNumber);
    if (a && b) partNumberConflict = [a, b];
  }
  return { identifiers, shared, strength, variant, conflict, partNumber, partNumberConflict };
}

/**
 * The weight of the brand's strongest word the other side has, over that of its strongest word: "sony
 * media software" meets "sony" fully, and "adobe software" hardly (only its common word is shared).
 */
function brandFound(brand: string[], weights: readonly number[], other: WeightedFeatures): number {
  let best = 0;
  let found = 0;
  brand.forEach((token, i) => {
    const weight = weights[i] ?? 0;
    best = Math.max(best, weight);
    if (other.brand.includes(token) || other.tokens.includes(token)) found = Math.max(found, weight);
  });
  return best === 0 ? 0 : found / best;
}

function brandScore(buyer: WeightedFeatures, received: WeightedFeatures): { agrees: boolean; conflicts: boolean } {
  const ours = buyer.brand.length > 0 ? brandFound(buyer.brand, buyer.brandWeights, received) : 0;
  const theirs = received.brand.length > 0 ? brandFound(received.brand, received.brandWeights, buyer) : 0;
  const agrees = Math.max(ours, theirs) >= 0.5;
  return {
    agrees,
    conflicts: !agrees && buyer.brand.length > 0 && received.brand.length > 0 && ours === 0 && theirs === 0,
  };
}

/**
 * A third party's listing against the original: one side says it is compatible, remanufactured or a
 * replacement and the other does not, or one side is "for" the other's brand while carrying a brand of its
 * own ("Ink cartridge for HP 302", brand Generic, beside HP's own "HP 302 ink cartridge").
 */
function thirdPartyListing(buyer: ItemFeatures, received: ItemFeatures): boolean {
  if (buyer.thirdParty !== received.thirdParty) return true;
  const forOther = (side: ItemFeatures, other: ItemFeatures) =>
    side.brand.length > 0 && other.brand.some((word) => side.forWords.includes(word) && !side.brand.includes(word));
  return forOther(buyer, received) || forOther(received, buyer);
}

/** Sizes of one dimension on both sides: the same (a size in common), or different (none in common). */
function sizeEvidence(
  a: readonly string[],
  b: readonly string[],
): { same: string | null; differ: [string, string] | null } {
  let same: string | null = null;
  let differ: [string, string] | null = null;
  for (const size of a) {
    if (b.includes(size)) same ??= size;
    else {
      const other = b.find((s) => sizeDimension(s) === sizeDimension(size));
      if (other && !a.includes(other)) differ ??= [size, other];
    }
  }
  return { same, differ: same ? null : differ };
}

/** What a pair shows, before it is weighed: the model's features and the details the reasons name. */
interface PairEvidence {
  buyerCoverage: number;
  receivedCoverage: number;
  base: number;
  ours: Side;
  codes: CodeEvidence;
  numbersConflict: boolean;
  brand: { agrees: boolean; conflicts: boolean };
  thirdParty: boolean;
  unitDescriptorConflict: boolean;
  netContent: 'same' | 'differ' | null;
  size: { same: string | null; differ: [string, string] | null };
  packConflict: boolean;
}

/**
 * The features the model weighs (`MATCH_MODEL`), each 0 when the pair shows nothing of it, so that evidence
 * a buyer's criteria leave out (a key) neither lifts nor lowers the score. The description's coverages are
 * counted from 0.5 for the same reason: with the description left out, the pair is as if half covered.
 */
export const MATCH_FEATURES = [
  'buyerCoverage',
  'receivedCoverage',
  'base',
  'identifier',
  'modelCode',
  'modelCodeVariant',
  'modelCodeConflict',
  'partNumber',
  'partNumberConflict',
  'numbersConflict',
  'brandAgrees',
  'brandConflicts',
  'thirdParty',
  'unitDescriptorConflict',
  'netContentSame',
  'netContentConflict',
  'sizeSame',
  'sizeConflict',
  'packConflict',
] as const;

export type MatchFeature = (typeof MATCH_FEATURES)[number];

const ALL_KEYS: readonly MatchKey[] = MATCH_KEYS;

/** The codes and identifiers a buyer's keys let count: product codes (the own numbering), mpcs and model codes. */
function keyed<T extends ItemFeatures>(features: T, keys: readonly MatchKey[]): T {
  if (keys === ALL_KEYS || (keys.includes('MPC') && keys.includes('PRODUCT_CODE'))) return features;
  const ownCounts = keys.includes('PRODUCT_CODE');
  const others = keys.includes('MPC');
  return {
    ...features,
    codes: others ? features.codes : [],
    identifiers: features.identifiers.filter((id) => (id === features.ownCode ? ownCounts : others)),
    ownCode: ownCounts ? features.ownCode : null,
  };
}

function pairEvidence(buyer: BuyerFeatures, received: WeightedFeatures, keys: readonly MatchKey[]): PairEvidence {
  const card = SCORE_CARD;
  // One retailer writes the brand into the title and the other does not; the brand rule judges the brand.
  const brandWord = (token: string) => buyer.brand.includes(token) || received.brand.includes(token);
  const ours = side(buyer, brandWord, true);
  const theirs = side(received, brandWord);
  matchTokens(ours, theirs);
  const buyerCoverage = coverage(ours, 1);
  const receivedCoverage = coverage(theirs, card.unmatchedReceivedCodeWeight);
  const base =
    buyerCoverage > 0 && receivedCoverage > 0
      ? 1 / (card.buyerCoverageShare / buyerCoverage + (1 - card.buyerCoverageShare) / receivedCoverage)
      : 0;
  const a = buyer.netContent;
  const b = received.netContent;
  const netKnown = keys.includes('NET_CONTENT') && a && b && a.dimension === b.dimension;
  const sizes = keys.includes('NET_CONTENT');
  return {
    buyerCoverage,
    receivedCoverage,
    base,
    ours,
    codes: codeEvidence(keyed(buyer, keys), keyed(received, keys)),
    numbersConflict: keys.includes('DESCRIPTION') && numbersConflict(ours, theirs),
    brand: keys.includes('BRAND') ? brandScore(buyer, received) : { agrees: false, conflicts: false },
    thirdParty: keys.includes('BRAND') && thirdPartyListing(buyer, received),
    unitDescriptorConflict:
      buyer.unitDescriptor !== null &&
      received.unitDescriptor !== null &&
      buyer.unitDescriptor !== received.unitDescriptor,
    netContent: netKnown ? (sameAmount(a, b) ? 'same' : 'differ') : null,
    size: sizes ? sizeEvidence(buyer.sizes, received.sizes) : { same: null, differ: null },
    packConflict: sizes && buyer.pack !== null && received.pack !== null && buyer.pack !== received.pack,
  };
}

/** Coverage is weighed by its logarithm (a share of the words missing scales the odds), kept off minus infinity. */
const COVERAGE_FLOOR = 0.01;

function featureValues(e: PairEvidence, keys: readonly MatchKey[]): Record<MatchFeature, number> {
  const description = keys.includes('DESCRIPTION');
  const flag = (on: boolean) => (on ? 1 : 0);
  return {
    buyerCoverage: description ? Math.log(Math.max(COVERAGE_FLOOR, e.buyerCoverage)) : 0,
    receivedCoverage: description ? Math.log(Math.max(COVERAGE_FLOOR, e.receivedCoverage)) : 0,
    base: description ? Math.log(Math.max(COVERAGE_FLOOR, e.base)) : 0,
    identifier: flag(e.codes.identifiers.length > 0),
    modelCode: e.codes.identifiers.length > 0 ? 0 : e.codes.strength,
    modelCodeVariant: flag(e.codes.variant && e.codes.strength === 0 && e.codes.identifiers.length === 0),
    modelCodeConflict: flag(e.codes.conflict !== null),
    partNumber: flag(e.codes.partNumber !== null),
    partNumberConflict: flag(e.codes.partNumberConflict !== null),
    numbersConflict: flag(e.numbersConflict),
    brandAgrees: flag(e.brand.agrees),
    brandConflicts: flag(e.brand.conflicts),
    thirdParty: flag(e.thirdParty),
    unitDescriptorConflict: flag(e.unitDescriptorConflict),
    netContentSame: flag(e.netContent === 'same'),
    netContentConflict: flag(e.netContent === 'differ'),
    sizeSame: flag(e.size.same !== null),
    sizeConflict: flag(e.size.differ !== null),
    packConflict: flag(e.packConflict),
  };
}

/** A pair's features, by name: what `scripts/train-match-model.mjs` fits the model on. */
export function pairFeatures(
  buyer: BuyerFeatures,
  received: WeightedFeatures,
  keys: readonly MatchKey[] = ALL_KEYS,
): Record<MatchFeature, number> {
  return featureValues(pairEvidence(buyer, received, keys), keys);
}

/** The model's log-odds of a pair: its intercept and each feature times its weight. */
export function pairLogOdds(
  buyer: BuyerFeatures,
  received: WeightedFeatures,
  keys: readonly MatchKey[] = ALL_KEYS,
): number {
  return logOdds(featureValues(pairEvidence(buyer, received, keys), keys));
}

function logOdds(features: Record<MatchFeature, number>): number {
  let z = MATCH_MODEL.intercept;
  for (const name of MATCH_FEATURES) z += MATCH_MODEL.weights[name] * features[name];
  return z;
}

/** The lead (log-odds over the best other candidate) counts within this much either way. */
const LEAD_LIMIT = 4;

/**
 * The candidates of one buyer item, their pair log-odds given: each moves by the model's `lead` weight times
 * its lead over the best other candidate (a pair far ahead of every other is likelier the one; two near
 * twins share the doubt). Answers each candidate's probability in percent.
 */
export function inList(logOdds: readonly number[]): number[] {
  let best = -Infinity;
  let second = -Infinity;
  for (const z of logOdds) {
    if (z > best) [best, second] = [z, best];
    else if (z > second) second = z;
  }
  return logOdds.map((z) => {
    const other = z === best ? second : best;
    const lead = other === -Infinity ? LEAD_LIMIT : Math.max(-LEAD_LIMIT, Math.min(LEAD_LIMIT, z - other));
    return percentOf(z + MATCH_MODEL.lead * lead);
  });
}

/** A probability in percent, to a tenth, from log-odds. */
export function percentOf(z: number): number {
  return Math.round(1000 / (1 + Math.exp(-z))) / 10;
}

/** The log-odds of a probability in percent (the inverse of `percentOf`, kept off 0 and 100). */
export function logOddsOf(percent: number): number {
  const p = Math.min(0.9995, Math.max(0.0005, percent / 100));
  return Math.log(p / (1 - p));
}

/**
 * How likely the received item is the buyer's item, in percent: the calibrated probability the model
 * (`match-model.ts`, trained by `scripts/train-match-model.mjs`) gives the pair's evidence, on its own (the
 * engine then weighs it against the buyer item's other candidates, `inList`); and why. Not
 * symmetric: the buyer's words count more than the publisher's. `keys` are the evidence the buyer's
 * criteria let count.
 */
export function scorePair(
  buyer: BuyerFeatures,
  received: WeightedFeatures,
  explain = true,
  keys: readonly MatchKey[] = ALL_KEYS,
): PairScore {
  const e = pairEvidence(buyer, received, keys);
  const score = percentOf(logOdds(featureValues(e, keys)));
  if (!explain) return { score, reasons: [] };
  const reasons: MatchReason[] = [];
  const because = (factor: ReasonFactor, effect: MatchReason['effect'], detail: string) =>
    reasons.push({ factor, effect, detail });
  if (e.base > 0 && keys.includes('DESCRIPTION')) {
    const missing = words(e.ours, false);
    because(
      'description',
      'for',
      `${Math.round(e.base * 100)}: ${words(e.ours, true)}${missing ? ` (not: ${missing})` : ''}`,
    );
  }
  const { codes } = e;
  if (codes.identifiers.length > 0) because('identifier', 'for', codes.identifiers.join(' '));
  else if (codes.shared.length > 0) because('modelCode', 'for', codes.shared.join(' '));
  if (codes.conflict) because('modelCode', 'against', codes.conflict.join(' / '));
  if (codes.partNumberConflict) because('modelCode', 'against', codes.partNumberConflict.join(' / '));
  if (e.numbersConflict) because('numbers', 'against', 'no version, year or count in common');
  if (e.brand.agrees) because('brand', 'for', buyer.brand.join(' ') || received.brand.join(' '));
  else if (e.brand.conflicts) because('brand', 'against', `${buyer.brand.join(' ')} / ${received.brand.join(' ')}`);
  if (e.thirdParty)
    because('brand', 'against', "one is a third party's listing (compatible, replacement) for the other");
  if (e.unitDescriptorConflict) {
    because('unitDescriptor', 'against', `${buyer.unitDescriptor} / ${received.unitDescriptor}`);
  }
  if (e.netContent) {
    const [a, b] = [buyer.netContent!, received.netContent!];
    because('netContent', e.netContent === 'same' ? 'for' : 'against', `${a.amount} / ${b.amount} (${a.dimension})`);
  }
  if (e.size.same) because('netContent', 'for', e.size.same);
  if (e.size.differ) because('netContent', 'against', e.size.differ.join(' / '));
  if (e.packConflict) because('netContent', 'against', `pack of ${buyer.pack} / pack of ${received.pack}`);
  return { score, reasons };
}
