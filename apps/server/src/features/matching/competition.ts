import type { ItemId } from './match-item.js';
import { MATCH_MODEL } from './match-model.js';
import { logOddsOf, percentOf } from './score-pair.js';

export interface Rival {
  buyerId: ItemId;
  score: number;
}

/**
 * For each received item, the two buyer items it scores best with (two, so each buyer item can see the
 * best other one). Keyed by the caller's ids, so a job can fill it from the scores it stored; held in
 * typed arrays, as a catalog-wide run offers it millions of pairs.
 */
export class RivalBoard {
  private readonly slots = new Map<ItemId, number>();
  private readonly buyers: ItemId[] = [];
  private readonly buyerSlots = new Map<ItemId, number>();
  private scores = new Float64Array(2048).fill(-1);
  private owners = new Int32Array(2048);

  offer(receivedId: ItemId, buyerId: ItemId, score: number): void {
    let slot = this.slots.get(receivedId);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(receivedId, slot);
      if (2 * slot + 2 > this.scores.length) this.grow();
    }
    let buyer = this.buyerSlots.get(buyerId);
    if (buyer === undefined) {
      buyer = this.buyers.push(buyerId) - 1;
      this.buyerSlots.set(buyerId, buyer);
    }
    const first = 2 * slot;
    if (score > this.scores[first]!) {
      this.scores[first + 1] = this.scores[first]!;
      this.owners[first + 1] = this.owners[first]!;
      this.scores[first] = score;
      this.owners[first] = buyer;
    } else if (score > this.scores[first + 1]!) {
      this.scores[first + 1] = score;
      this.owners[first + 1] = buyer;
    }
  }

  /** The best buyer item other than `buyerId` for the received item. */
  rivalOf(receivedId: ItemId, buyerId: ItemId): Rival | undefined {
    const slot = this.slots.get(receivedId);
    if (slot === undefined) return undefined;
    for (const place of [2 * slot, 2 * slot + 1]) {
      if (this.scores[place]! < 0) return undefined;
      const owner = this.buyers[this.owners[place]!]!;
      if (owner !== buyerId) return { buyerId: owner, score: this.scores[place]! };
    }
    return undefined;
  }

  private grow(): void {
    const scores = new Float64Array(this.scores.length * 2).fill(-1);
    scores.set(this.scores);
    const owners = new Int32Array(this.owners.length * 2);
    owners.set(this.owners);
    this.scores = scores;
    this.owners = owners;
  }
}

/**
 * A buyer's item master rarely holds one product twice, so a received item that fits another buyer item
 * better is less likely this one's: the odds of the pair move by the model's `competition` weight (learned
 * with the rest, `scripts/train-match-model.mjs`), and the rival is named.
 */
export function afterCompetition(score: number, rival: Rival | undefined): number {
  if (!rival || rival.score <= score) return score;
  return percentOf(logOddsOf(score) + MATCH_MODEL.competition);
}
