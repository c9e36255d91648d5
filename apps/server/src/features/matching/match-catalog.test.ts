import { describe, expect, it } from 'vitest';
import { CandidateIndex } from './candidate-index.js';
import { RivalBoard } from './competition.js';
import { matchBuyerItem, possibleMatches, scoreBuyerItem } from './match-buyer-item.js';
import { matchCatalog } from './match-catalog.js';
import type { MatchItem } from './match-item.js';

const received: MatchItem[] = [
  { id: 'organic', description: 'Acme tomato soup organic' },
  { id: 'classic', description: 'Acme tomato soup classic' },
];
const buyers: MatchItem[] = [
  { id: 'plain', description: 'Acme tomato soup' },
  { id: 'the-organic-one', description: 'Acme organic tomato soup' },
];

describe('matchCatalog', () => {
  it('lets a received item go to the buyer item it fits best', () => {
    const index = CandidateIndex.build(received);
    // Alone, the plain soup's two candidates tie and the first id leads.
    expect(matchBuyerItem(index, buyers[0]!).possible.map((m) => m.receivedId)).toEqual(['classic', 'organic']);
    const [plain, organic] = [...matchCatalog(index, buyers)];
    expect(organic!.possible[0]).toMatchObject({ receivedId: 'organic' });
    const organicScore = organic!.possible[0]!.score;
    // With the whole item master in view, the organic soup belongs to the organic buyer item.
    expect(plain!.possible[0]!.receivedId).toBe('classic');
    const given = plain!.possible.find((m) => m.receivedId === 'organic')!;
    expect(given.reasons).toContainEqual({
      factor: 'competition',
      effect: 'against',
      detail: `buyer item the-organic-one scores ${organicScore}`,
    });
  });

  it('answers the same every time', () => {
    const index = CandidateIndex.build(received);
    expect([...matchCatalog(index, buyers)]).toEqual([...matchCatalog(index, buyers)]);
  });
});

describe('RivalBoard', () => {
  it('keeps the two best buyer items of each received item', () => {
    const board = new RivalBoard();
    board.offer('r', 'a', 40);
    board.offer('r', 'b', 90);
    board.offer('r', 'c', 60);
    expect(board.rivalOf('r', 'b')).toEqual({ buyerId: 'c', score: 60 });
    expect(board.rivalOf('r', 'a')).toEqual({ buyerId: 'b', score: 90 });
    expect(board.rivalOf('other', 'a')).toBeUndefined();
  });
});

describe('possible matches kept across changes', () => {
  it('drops a received item withdrawn since its score was kept', () => {
    const index = CandidateIndex.build(received);
    const scored = scoreBuyerItem(index, buyers[1]!);
    index.remove('organic');
    expect(possibleMatches(index, buyers[1]!, scored).possible.map((m) => m.receivedId)).toEqual(['classic']);
  });
});
