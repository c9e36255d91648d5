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
 * A document's scores, by the document object and the exceptions they count: one item's copies to ten buyers
 * share the object (the delivery parses it once per job), so it is scored once.
 */
const scored = new WeakMap<ItemAttributes, { exceptions: string | null; columns: ScoreColumns }>();

/**
 * The score card scores each copy from its document and its exceptions (so it listens after data quality,
 * whose `enrich` adds them), and keeps the buyers' tallies of their live copies.
 */
export const scorecardListener: CopiesListener = {
  name: 'score card',
  reads: COUNTED_COLUMNS,
  enriches: SCORE_COLUMNS,
  async enrich(_db, drafts) {
    return drafts.map(({ row, document, below }) => {
      if (row.exception_attributes === undefined) throw new Error('the score card listens after data quality');
      const kept = scored.get(document);
      if (kept?.exceptions === row.exception_attributes) return kept.columns;
      const exceptions = JSON.parse(row.exception_attributes ?? '[]') as string[];
      const columns = scoredCopyColumns(document, exceptions, below.length > 0);
      scored.set(document, { exceptions: row.exception_attributes, columns });
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
