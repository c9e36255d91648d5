import type { ItemAttributes } from '@tradepool/domain';
import type { CopiesListener } from '../../received-copies/listener.js';
import {
  COUNTED_COLUMNS,
  fillMissingScores,
  forgetWithdrawnCopies,
  SCORE_COLUMNS,
  scoredCopyColumns,
  TallyChange,
  type ScoreColumns,
} from './tally.js';

/**
 * The score card scores each copy from its document and its exceptions (so it listens after data quality,
 * whose `enrich` adds them), and keeps the buyers' tallies of their live copies.
 */
export const scorecardListener: CopiesListener = {
  name: 'score card',
  reads: COUNTED_COLUMNS,
  enriches: SCORE_COLUMNS,
  async enrich(_db, drafts) {
    const scored = new Map<ItemAttributes, ScoreColumns>();
    return drafts.map(({ row, document, below }) => {
      if (row.exception_attributes === undefined) throw new Error('the score card listens after data quality');
      const columns =
        scored.get(document) ??
        scoredCopyColumns(document, JSON.parse(row.exception_attributes ?? '[]') as string[], below.length > 0);
      scored.set(document, columns);
      return columns;
    });
  },
  async stored(db, { replaced, stored }) {
    const tally = new TallyChange();
    for (const copy of replaced) tally.count(copy, -1);
    for (const copy of stored) tally.count(copy, 1);
    await tally.apply(db);
  },
  withdrawn: (db, { withdrawn }) => forgetWithdrawnCopies(db, withdrawn),
  complete: fillMissingScores,
};
