import type { ItemFeatures } from './item-features.js';
import { sameAmount } from './net-content.js';
import { codeStrength, tokenKind, type TokenKind } from './text-tokens.js';

/** Features with the weight of each token: rare words say more about which product is meant. */
export interface WeightedFeatures extends ItemFeatures {
  tokenWeights: readonly number[];
  brandWeights: readonly number[];
}

/** The buyer item's side: also which of its identifiers is the buyer's own numbering (`ownCode`). */
export interface BuyerFeatures extends WeightedFeatures {
  ownCode: string | null;
}

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
 * The score card (docs/MATCHING.md explains each weight). The description sets the base; codes lift it
 * (`lift`: a share of what is left to 1), brand and net content confirm it (`confirm`: most in the middle,
 * little near 0 or 1), and conflicts scale it down (`keep`).
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
  brandConfirm: 0.7,
  brandConflictKeep: 0.85,
  modelCodeLift: 0.4,
  /** A code with a colour or region letter more or less ("dscw120" / "dscw120b"). */
  codeVariantCredit: 0.75,
  modelCodeConflictKeep: 0.7,
  identifierLift: 0.8,
  numberConflictKeep: 0.7,
  unitDescriptorConflictKeep: 0.75,
  netContentConfirm: 0.3,
  netContentConflictKeep: 0.6,
} as const;

const lift = (score: number, share: number) => score + (1 - score) * share;
/** Evidence that only confirms what the description says: it moves a middling score most and a weak one little. */
const confirm = (score: number, strength: number) => score + strength * score * (1 - score);

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

/**
 * The model codes and identifiers the two sides share. Two long codes of one shape and nothing in common
 * ("kdl40v4100" / "kdl46v4100") are two products, whatever their descriptions share; a GTIN printed in a
 * title is no model code to compare. The buyer's own numbering ("he1004") is compared for equality only:
 * the same code is the supplier's the buyer recorded, and any other is a code from another numbering,
 * which neither conflicts with the publisher's nor comes close to it but by chance.
 */
function codeEvidence(
  buyer: BuyerFeatures,
  received: ItemFeatures,
): { identifiers: string[]; shared: string[]; strength: number; conflict: [string, string] | null } {
  if (buyer.codes.length === 0 && buyer.identifiers.length === 0) {
    return { identifiers: [], shared: [], strength: 0, conflict: null };
  }
  const theirs = [...received.codes, ...received.identifiers];
  const identifiers = buyer.identifiers.filter((id) => theirs.includes(id));
  const shared: string[] = [];
  let strength = 0;
  for (const code of [...buyer.codes, ...buyer.identifiers]) {
    const exact = theirs.includes(code);
    const variant = !exact && code !== buyer.ownCode && theirs.some((other) => codeVariant(code, other));
    if (!exact && !variant) continue;
    shared.push(code);
    strength = Math.max(strength, codeStrength(code) * (exact ? 1 : SCORE_CARD.codeVariantCredit));
  }
  let conflict: [string, string] | null = null;
  if (shared.length === 0) {
    const strong = (list: string[]) => list.filter((c) => codeStrength(c) === 1 && codeShape(c) !== 'gtin');
    const ours = strong([...buyer.codes, ...buyer.identifiers].filter((c) => c !== buyer.ownCode));
    const other = strong(theirs);
    for (const a of ours) {
      const b = other.find((c) => codeShape(c) === codeShape(a));
      if (b) {
        conflict = [a, b];
        break;
      }
    }
  }
  return { identifiers, shared, strength, conflict };
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
 * How likely the received item is the buyer's item, 0–100, and why. Not symmetric: the buyer's words
 * count more than the publisher's (see the card).
 */
export function scorePair(buyer: BuyerFeatures, received: WeightedFeatures, explain = true): PairScore {
  const card = SCORE_CARD;
  // Reasons are words put together; a catalog-wide run scores millions of pairs and explains a few.
  const reasons: MatchReason[] = [];
  const because = (factor: ReasonFactor, effect: MatchReason['effect'], detail: () => string) => {
    if (explain) reasons.push({ factor, effect, detail: detail() });
  };
  // One retailer writes the brand into the title and the other does not; the brand rule judges the brand.
  const brandWord = (token: string) => buyer.brand.includes(token) || received.brand.includes(token);
  const ours = side(buyer, brandWord, true);
  const theirs = side(received, brandWord);
  matchTokens(ours, theirs);
  const buyerCoverage = coverage(ours, 1);
  const receivedCoverage = coverage(theirs, card.unmatchedReceivedCodeWeight);
  let score =
    buyerCoverage > 0 && receivedCoverage > 0
      ? 1 / (card.buyerCoverageShare / buyerCoverage + (1 - card.buyerCoverageShare) / receivedCoverage)
      : 0;
  if (score > 0) {
    const base = Math.round(score * 100);
    because('description', 'for', () => {
      const missing = words(ours, false);
      return `${base}: ${words(ours, true)}${missing ? ` (not: ${missing})` : ''}`;
    });
  }

  const codes = codeEvidence(buyer, received);
  if (codes.identifiers.length > 0) {
    score = lift(score, card.identifierLift);
    because('identifier', 'for', () => codes.identifiers.join(' '));
  } else if (codes.strength > 0) {
    score = lift(score, codes.strength * card.modelCodeLift);
    because('modelCode', 'for', () => codes.shared.join(' '));
  } else if (codes.conflict) {
    score *= card.modelCodeConflictKeep;
    const [ours, theirs] = codes.conflict;
    because('modelCode', 'against', () => `${ours} / ${theirs}`);
  }

  if (numbersConflict(ours, theirs)) {
    score *= card.numberConflictKeep;
    because('numbers', 'against', () => 'no version, year or count in common');
  }

  const brand = brandScore(buyer, received);
  if (brand.agrees) {
    score = confirm(score, card.brandConfirm);
    because('brand', 'for', () => buyer.brand.join(' ') || received.brand.join(' '));
  } else if (brand.conflicts) {
    score *= card.brandConflictKeep;
    because('brand', 'against', () => `${buyer.brand.join(' ')} / ${received.brand.join(' ')}`);
  }

  if (buyer.unitDescriptor && received.unitDescriptor && buyer.unitDescriptor !== received.unitDescriptor) {
    score *= card.unitDescriptorConflictKeep;
    because('unitDescriptor', 'against', () => `${buyer.unitDescriptor} / ${received.unitDescriptor}`);
  }

  const a = buyer.netContent;
  const b = received.netContent;
  if (a && b && a.dimension === b.dimension) {
    const same = sameAmount(a, b);
    score = same ? confirm(score, card.netContentConfirm) : score * card.netContentConflictKeep;
    because('netContent', same ? 'for' : 'against', () => `${a.amount} / ${b.amount} (${a.dimension})`);
  }
  return { score: Math.round(score * 1000) / 10, reasons };
}
