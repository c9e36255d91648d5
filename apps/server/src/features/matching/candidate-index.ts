import { parseGtin, UNIT_DIMENSIONS } from '@tradepool/domain';
import { itemFeatures, type ItemFeatures } from './item-features.js';
import type { ItemId, MatchItem } from './match-item.js';
import { SCORE_CARD, type BuyerFeatures, type WeightedFeatures } from './score-pair.js';
import type { VariantText } from './variant-text.js';

/**
 * The received items one buyer matches against, held for blocking: an inverted index from each normalised
 * term (description word, brand word, model code, identifier) to the items that have it, so a buyer item
 * reads the items that share its rarer terms and never the whole catalog.
 *
 * Built for a million items in a few hundred megabytes: terms are numbered once, and each item's terms,
 * amounts and flags live in typed arrays rather than one object per item. A bulk build lays every posting
 * list out in one array; items added later go to small lists beside it, and removed items are skipped
 * until `compact` (which `add` calls itself once the extra lists grow to half the main one) rebuilds it.
 */
export class CandidateIndex {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private df = new Int32Array(1024);

  private readonly ids: ItemId[] = [];
  private readonly ordinals = new Map<ItemId, number>();
  /** GTIN → the last item indexed with it; `sameGtin` links to the one before (several target markets). */
  private readonly gtins = new Map<string, number>();
  private sameGtin = new Int32Array(1024).fill(-1);
  private alive = new Uint8Array(1024);
  private liveCount = 0;

  /** Item i's terms are pool[start[i] .. start[i + 1]): tokens, brand, codes, identifiers, in that order. */
  private start = new Int32Array(1025);
  private pool = new Int32Array(16_384);
  private tokenCount = new Uint16Array(1024);
  private brandCount = new Uint8Array(1024);
  private codeCount = new Uint8Array(1024);
  private netAmount = new Float64Array(1024);
  /** 0: none; else 1 + the dimension's place in UNIT_DIMENSIONS. */
  private netDimension = new Uint8Array(1024);
  private unitDescriptor = new Uint16Array(1024);
  /** The unit descriptors met, numbered from 1 (0: none); GS1 has seven. */
  private readonly unitDescriptors: string[] = [''];
  private readonly unitDescriptorIds = new Map<string, number>();
  /** 1 when the item's last identifier is its holder's own numbering (its product code), compared for equality only. */
  private ownCodeLast = new Uint8Array(1024);
  /** Sizes, packs and third-party marks, for the few items whose titles state any. */
  private readonly variants = new Map<number, VariantText>();

  private postingStart = new Int32Array(1);
  private postings = new Int32Array(0);
  private readonly extraPostings = new Map<number, number[]>();
  private extraCount = 0;

  private lastSeen = new Int32Array(1024).fill(-1);
  /** Per term: the weight computed at `generation` (every add or remove starts a new one). */
  private cachedWeight = new Float64Array(1024);
  private cachedAt = new Int32Array(1024).fill(-1);
  private generation = 0;
  /**
   * Per item, a 128-bit sketch of its terms (each term sets two bits) and the sum of its terms' weights
   * when it was indexed (or last compacted): what blocking weighs the items it found with. A sketch is one
   * read from memory where the item's terms would be several, and a million items do not fit in the
   * processor's cache.
   */
  private sketchCells = new Int32Array(SKETCH_STRIDE * 1024);
  private sketchWeights = new Float32Array(this.sketchCells.buffer);
  /** Items already met in this query's blocking, one bit each: a few kilobytes, always in cache. */
  private visited = new Uint32Array(32);
  private touched = new Int32Array(1024);

  /** Every item in one pass: the fastest way to load a publisher's whole catalog. */
  static build(items: Iterable<MatchItem>): CandidateIndex {
    const index = new CandidateIndex();
    for (const item of items) index.store(item);
    index.compact();
    return index;
  }

  get size(): number {
    return this.liveCount;
  }

  has(id: ItemId): boolean {
    return this.ordinals.has(id);
  }

  /** Adds an item, or replaces the one with its id (a new CIN for it). */
  add(item: MatchItem): void {
    this.remove(item.id);
    const ordinal = this.store(item);
    this.forEachDistinctTerm(ordinal, (term) => {
      let list = this.extraPostings.get(term);
      if (!list) this.extraPostings.set(term, (list = []));
      list.push(ordinal);
    });
    this.weighSketch(ordinal);
    this.extraCount += this.start[ordinal + 1]! - this.start[ordinal]!;
    if (this.extraCount > Math.max(65_536, this.postings.length / 2)) this.compact();
  }

  remove(id: ItemId): boolean {
    const ordinal = this.ordinals.get(id);
    if (ordinal === undefined) return false;
    this.ordinals.delete(id);
    this.alive[ordinal] = 0;
    this.variants.delete(ordinal);
    this.liveCount--;
    this.generation++;
    this.forEachDistinctTerm(ordinal, (term) => this.df[term]!--);
    return true;
  }

  /** Lays every live item's postings out in one array again, in item order. */
  compact(): void {
    const termCount = this.terms.length;
    const counts = new Int32Array(termCount + 1);
    for (let ordinal = 0; ordinal < this.ids.length; ordinal++) {
      if (this.alive[ordinal]) this.forEachDistinctTerm(ordinal, (term) => counts[term + 1]!++);
    }
    for (let t = 0; t < termCount; t++) counts[t + 1]! += counts[t]!;
    const postings = new Int32Array(counts[termCount]!);
    const fill = counts.slice(0, termCount);
    for (let ordinal = 0; ordinal < this.ids.length; ordinal++) {
      if (this.alive[ordinal]) this.forEachDistinctTerm(ordinal, (term) => (postings[fill[term]!++] = ordinal));
    }
    this.postingStart = counts;
    this.postings = postings;
    this.extraPostings.clear();
    this.extraCount = 0;
    for (let ordinal = 0; ordinal < this.ids.length; ordinal++) {
      if (this.alive[ordinal]) this.weighSketch(ordinal);
    }
  }

  /** The received items with this GTIN (any target market), by the caller's ids. */
  withGtin(gtin: string): ItemId[] {
    const key = gtinKey(gtin);
    const found: ItemId[] = [];
    for (let o = key ? (this.gtins.get(key) ?? -1) : -1; o >= 0; o = this.sameGtin[o]!) {
      if (this.alive[o]) found.unshift(this.ids[o]!);
    }
    return found;
  }

  /** How much a term says: the rarer among the received items, the more (squared inverse document frequency). */
  weightOf(term: string): number {
    const id = this.termIds.get(term);
    return id === undefined ? this.weight(0) : this.termWeight(id);
  }

  /**
   * The buyer item's features weighted against this index, the ids of its terms the index knows, and of
   * those the codes among them that few items carry (`strong`: blocking keeps every item holding one).
   */
  queryOf(item: MatchItem): { features: BuyerFeatures; terms: number[]; strong: number[] } {
    const features = itemFeatures(item);
    const terms: number[] = [];
    // A known token is swapped for the index's own copy of the string: comparing the two is then instant.
    const weigh = (tokens: string[]) =>
      tokens.map((token, i) => {
        const id = this.termIds.get(token);
        if (id === undefined) return this.weight(0);
        tokens[i] = this.terms[id]!;
        if (this.df[id]! > 0 && !terms.includes(id)) terms.push(id);
        return this.termWeight(id);
      });
    const tokenWeights = weigh(features.tokens);
    const brandWeights = weigh(features.brand);
    weigh(features.codes);
    weigh(features.identifiers);
    const strong: number[] = [];
    for (const code of [...features.codes, ...features.identifiers]) {
      const id = this.termIds.get(code);
      if (id !== undefined && this.df[id]! > 0 && this.df[id]! <= STRONG_TERM_ITEMS && !strong.includes(id))
        strong.push(id);
    }
    return { features: { ...features, tokenWeights, brandWeights }, terms, strong };
  }

  /**
   * Blocking, in two steps. First the items sharing the query's rarer terms: terms are read rarest first,
   * each term's list only while the lists read stay within `budget` postings, so a query of common words
   * ("soup", "software") costs at most `budget` steps, never the catalog (when even the rarest term is
   * that common, the first `budget` items holding it are read). Then each item found is weighed against
   * every term of the query, common ones too, and its own (the score card's weighted mean of both sides'
   * coverage, exact terms only, read from its sketch): the variant with the query's size and flavour words
   * wins over its siblings there. The best `limit` go on to the score card, and with them every item holding
   * one of the `strong` terms (a model code or part number few items carry), wherever its words rank it: a
   * code in common is the strongest evidence there is, and must reach the score card.
   */
  candidates(terms: readonly number[], limit: number, budget: number, strong: readonly number[] = []): number[] {
    const order = [...new Set(terms)].sort((a, b) => this.df[a]! - this.df[b]! || a - b);
    const { alive, postings, visited, touched } = this;
    let found = 0;
    let read = 0;
    for (const term of order) {
      const from = this.postingStart[term] ?? 0;
      const to = term + 1 < this.postingStart.length ? this.postingStart[term + 1]! : from;
      const extra = this.extraPostings.get(term);
      const length = to - from + (extra?.length ?? 0);
      if (read > 0 && read + length > budget) break;
      const lists = [postings.subarray(from, Math.min(to, from + budget))];
      if (extra) lists.push(Int32Array.from(extra.slice(0, Math.max(0, budget - lists[0]!.length))));
      for (const list of lists) {
        for (let p = 0; p < list.length; p++) {
          const ordinal = list[p]!;
          const bit = 1 << (ordinal & 31);
          if (visited[ordinal >>> 5]! & bit || !alive[ordinal]) continue;
          visited[ordinal >>> 5]! |= bit;
          touched[found++] = ordinal;
        }
      }
      read += length;
    }
    for (let i = 0; i < found; i++) visited[touched[i]! >>> 5] = 0;

    const words: number[] = [];
    const masks: number[] = [];
    const weights: number[] = [];
    let queryWeight = 0;
    for (const term of order) {
      const weight = this.termWeight(term);
      const first = firstSketchBit(term);
      const second = secondSketchBit(term);
      words.push(first >>> 5, second >>> 5);
      masks.push(1 << (first & 31), 1 << (second & 31));
      weights.push(weight);
      queryWeight += weight;
    }
    const { sketchCells, sketchWeights } = this;
    const share = SCORE_CARD.buyerCoverageShare;
    const closeness = new Float64Array(found);
    for (let i = 0; i < found; i++) {
      const at = SKETCH_STRIDE * touched[i]!;
      let shared = 0;
      for (let t = 0; t < weights.length; t++) {
        if (
          sketchCells[at + words[2 * t]!]! & masks[2 * t]! &&
          sketchCells[at + words[2 * t + 1]!]! & masks[2 * t + 1]!
        ) {
          shared += weights[t]!;
        }
      }
      // The score card's mean of the two sides' coverage, with exact terms only.
      closeness[i] = shared / (share * queryWeight + (1 - share) * sketchWeights[at + SKETCH_WEIGHT]!);
    }
    const best = topOrdinals(touched.subarray(0, found), closeness, limit);
    for (const term of strong)
      this.forEachHolder(term, (ordinal) => {
        if (!best.includes(ordinal)) best.push(ordinal);
      });
    return best;
  }

  /** Every live item holding the term. */
  private forEachHolder(term: number, visit: (ordinal: number) => void): void {
    const from = this.postingStart[term] ?? 0;
    const to = term + 1 < this.postingStart.length ? this.postingStart[term + 1]! : from;
    for (let p = from; p < to; p++) if (this.alive[this.postings[p]!]) visit(this.postings[p]!);
    for (const ordinal of this.extraPostings.get(term) ?? []) if (this.alive[ordinal]) visit(ordinal);
  }

  ordinalOf(id: ItemId): number | undefined {
    return this.ordinals.get(id);
  }

  idOf(ordinal: number): ItemId {
    return this.ids[ordinal]!;
  }

  /** A stored item's features with their weights, for the scorer. */
  featuresOf(ordinal: number): WeightedFeatures {
    let at = this.start[ordinal]!;
    const take = (count: number) => this.pool.subarray(at, (at += count));
    const tokenIds = take(this.tokenCount[ordinal]!);
    const brandIds = take(this.brandCount[ordinal]!);
    const codeIds = take(this.codeCount[ordinal]!);
    const identifierIds = take(this.start[ordinal + 1]! - at);
    const text = (ids: Int32Array) => {
      const out = new Array<string>(ids.length);
      for (let i = 0; i < ids.length; i++) out[i] = this.terms[ids[i]!]!;
      return out;
    };
    const weights = (ids: Int32Array) => {
      const out = new Array<number>(ids.length);
      for (let i = 0; i < ids.length; i++) out[i] = this.termWeight(ids[i]!);
      return out;
    };
    const dimension = this.netDimension[ordinal]!;
    return {
      tokens: text(tokenIds),
      brand: text(brandIds),
      codes: text(codeIds),
      identifiers: text(identifierIds),
      netContent:
        dimension === 0 ? null : { amount: this.netAmount[ordinal]!, dimension: UNIT_DIMENSIONS[dimension - 1]! },
      unitDescriptor: this.unitDescriptors[this.unitDescriptor[ordinal]!] || null,
      ownCode: this.ownCodeLast[ordinal] ? this.terms[identifierIds[identifierIds.length - 1]!]! : null,
      ...(this.variants.get(ordinal) ?? NO_VARIANTS),
      tokenWeights: weights(tokenIds),
      brandWeights: weights(brandIds),
    };
  }

  private weighSketch(ordinal: number): void {
    let total = 0;
    this.forEachDistinctTerm(ordinal, (term) => (total += this.termWeight(term)));
    this.sketchWeights[SKETCH_STRIDE * ordinal + SKETCH_WEIGHT] = total;
  }

  private termWeight(term: number): number {
    if (this.cachedAt[term] === this.generation) return this.cachedWeight[term]!;
    const weight = this.weight(this.df[term]!);
    this.cachedWeight[term] = weight;
    this.cachedAt[term] = this.generation;
    return weight;
  }

  private weight(df: number): number {
    const idf = Math.log((this.liveCount + 1) / (df + 1)) + 1;
    return idf * idf;
  }

  private store(item: MatchItem): number {
    const ordinal = this.ids.length;
    this.ensureItemCapacity(ordinal + 1);
    const all = itemFeatures(item);
    // The counts are kept in 16 and 8 bits; no product title comes near, a pasted text might.
    const features = {
      ...all,
      tokens: all.tokens.slice(0, 0xffff),
      brand: all.brand.slice(0, 0xff),
      codes: all.codes.slice(0, 0xff),
    };
    const termsOfItem = [...features.tokens, ...features.brand, ...features.codes, ...features.identifiers];
    this.ensurePoolCapacity(this.start[ordinal]! + termsOfItem.length);
    let at = this.start[ordinal]!;
    for (const term of termsOfItem) this.pool[at++] = this.termId(term);
    this.start[ordinal + 1] = at;
    this.tokenCount[ordinal] = features.tokens.length;
    this.brandCount[ordinal] = features.brand.length;
    this.codeCount[ordinal] = features.codes.length;
    this.storeAmounts(ordinal, features);
    this.ownCodeLast[ordinal] = features.ownCode !== null && features.identifiers.at(-1) === features.ownCode ? 1 : 0;
    const { sizes, pack, thirdParty, forWords } = features;
    if (sizes.length > 0 || pack !== null || thirdParty || forWords.length > 0) {
      this.variants.set(ordinal, { sizes, pack, thirdParty, forWords });
    }
    this.ids.push(item.id);
    this.ordinals.set(item.id, ordinal);
    this.alive[ordinal] = 1;
    this.liveCount++;
    this.generation++;
    this.forEachDistinctTerm(ordinal, (term) => {
      this.df[term]!++;
      const first = firstSketchBit(term);
      const second = secondSketchBit(term);
      this.sketchCells[SKETCH_STRIDE * ordinal + (first >>> 5)]! |= 1 << (first & 31);
      this.sketchCells[SKETCH_STRIDE * ordinal + (second >>> 5)]! |= 1 << (second & 31);
    });
    const gtin = item.gtin ? gtinKey(item.gtin) : null;
    if (gtin) {
      this.sameGtin[ordinal] = this.gtins.get(gtin) ?? -1;
      this.gtins.set(gtin, ordinal);
    }
    return ordinal;
  }

  private storeAmounts(ordinal: number, features: ItemFeatures): void {
    const net = features.netContent;
    this.netDimension[ordinal] = net ? UNIT_DIMENSIONS.indexOf(net.dimension) + 1 : 0;
    this.netAmount[ordinal] = net ? net.amount : 0;
    const descriptor = features.unitDescriptor;
    let id = descriptor ? this.unitDescriptorIds.get(descriptor) : 0;
    if (id === undefined && this.unitDescriptors.length <= 0xffff) {
      id = this.unitDescriptors.push(descriptor!) - 1;
      this.unitDescriptorIds.set(descriptor!, id);
    }
    this.unitDescriptor[ordinal] = id ?? 0;
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.termIds.set(term, id);
      this.terms.push(term);
      if (id >= this.df.length) {
        this.df = grow(this.df, id + 1);
        this.lastSeen = grow(this.lastSeen, id + 1, -1);
        this.cachedAt = grow(this.cachedAt, id + 1, -1);
        this.cachedWeight = grow(this.cachedWeight, id + 1);
      }
    }
    return id;
  }

  /** Each term of the item once (a code can be a token too; a word can repeat). */
  private forEachDistinctTerm(ordinal: number, visit: (term: number) => void): void {
    for (let p = this.start[ordinal]!; p < this.start[ordinal + 1]!; p++) {
      const term = this.pool[p]!;
      if (this.lastSeen[term] === ordinal) continue;
      this.lastSeen[term] = ordinal;
      visit(term);
    }
    // Leave no mark behind: the next pass over the same item must see its terms again.
    for (let p = this.start[ordinal]!; p < this.start[ordinal + 1]!; p++) this.lastSeen[this.pool[p]!] = -1;
  }

  private ensureItemCapacity(count: number): void {
    if (count <= this.alive.length) return;
    this.alive = grow(this.alive, count);
    this.start = grow(this.start, this.alive.length + 1);
    this.tokenCount = grow(this.tokenCount, count);
    this.brandCount = grow(this.brandCount, count);
    this.codeCount = grow(this.codeCount, count);
    this.netAmount = grow(this.netAmount, count);
    this.netDimension = grow(this.netDimension, count);
    this.unitDescriptor = grow(this.unitDescriptor, count);
    this.ownCodeLast = grow(this.ownCodeLast, count);
    this.sameGtin = grow(this.sameGtin, count, -1);
    this.sketchCells = grow(this.sketchCells, SKETCH_STRIDE * count);
    this.sketchWeights = new Float32Array(this.sketchCells.buffer);
    this.visited = grow(this.visited, Math.ceil(count / 32));
    this.touched = grow(this.touched, count);
  }

  private ensurePoolCapacity(size: number): void {
    if (size > this.pool.length) this.pool = grow(this.pool, size);
  }
}

const NO_VARIANTS: VariantText = { sizes: [], pack: null, thirdParty: false, forWords: [] };

/** A code at most this many items carry is strong: every one of them reaches the score card (`candidates`). */
const STRONG_TERM_ITEMS = 8;

type Growable = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;

/** A sketch: 128 bits (four 32-bit cells), then the item's total weight as a 32-bit float; 32 bytes in all. */
const SKETCH_STRIDE = 8;
const SKETCH_WEIGHT = 4;

/** The two bits (of 128) a term sets in a sketch, from two multiplicative hashes of its number. */
const firstSketchBit = (term: number) => Math.imul(term, 0x9e3779b1) >>> 25;
const secondSketchBit = (term: number) => Math.imul(term ^ 0x5bd1e995, 0x85ebca6b) >>> 25;

/** The array at least `size` long, doubled so a million appends copy a few times, not a million. */
function grow<T extends Growable>(array: T, size: number, fill = 0): T {
  let length = array.length;
  while (length < size) length *= 2;
  const bigger = new (array.constructor as new (n: number) => T)(length);
  if (fill !== 0) bigger.fill(fill, array.length);
  bigger.set(array);
  return bigger;
}

function gtinKey(gtin: string): string | null {
  const parsed = parseGtin(gtin);
  return parsed.ok ? parsed.gtin : null;
}

/**
 * The `limit` ordinals with the highest scores (`scores[i]` is `ordinals[i]`'s), best first, ties to the
 * lower ordinal: a min-heap of the best so far, so choosing 16 of 1,000 costs a few thousand steps.
 */
function topOrdinals(ordinals: Int32Array, scores: Float64Array, limit: number): number[] {
  const worse = (a: number, b: number) =>
    scores[a]! < scores[b]! || (scores[a] === scores[b] && ordinals[a]! > ordinals[b]!);
  const heap: number[] = [];
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < heap.length && worse(heap[left]!, heap[least]!)) least = left;
      if (right < heap.length && worse(heap[right]!, heap[least]!)) least = right;
      if (least === i) return;
      [heap[i], heap[least]] = [heap[least]!, heap[i]!];
      i = least;
    }
  };
  for (let place = 0; place < ordinals.length; place++) {
    if (heap.length < limit) {
      heap.push(place);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (limit > 0 && worse(heap[0]!, place)) {
      heap[0] = place;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0)).map((i) => ordinals[i]!);
}
