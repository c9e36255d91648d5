import type { ItemAttributes } from '@tradepool/domain';
import type { CopiesListener } from '../../received-copies/listener.js';
import { exceptionAttributes, fillMissingExceptions } from './item-exceptions.js';
import { queueMatching } from './matching-queue.js';

/**
 * A document's exceptions, by the document object and the day (some rules compare dates with today): one
 * item's copies to ten buyers share the object (the delivery parses it once per job), so it is checked once.
 */
const checked = new WeakMap<ItemAttributes, { day: string; exceptions: string[] }>();

/**
 * Data quality keeps of each copy its exceptions, whether it changed since the buyer synchronised (and how
 * much, counted by the matching run) and that the matching run has to look at it again.
 */
export const dataQualityListener: CopiesListener = {
  name: 'data quality',
  reads: ['company_id'],
  enriches: ['exception_attributes', 'exception_count'],
  async enrich(_db, drafts) {
    const today = new Date();
    const day = today.toISOString().slice(0, 10);
    return drafts.map(({ document, below }) => {
      const kept = checked.get(document);
      const exceptions =
        kept?.day === day ? kept.exceptions : exceptionAttributes({ attributes: document, children: below }, today);
      checked.set(document, { day, exceptions });
      return { exception_attributes: JSON.stringify(exceptions), exception_count: exceptions.length };
    });
  },
  // After the buyer synchronised, a new version is a change the buyer has to look at.
  replacing: (eb, newVersion) => ({
    match_dirty: 1,
    changed: eb
      .case()
      .when(eb.and([eb('received_item.cic_status', '=', 'SYNCHRONISED'), newVersion]))
      .then(1)
      .else(eb.ref('received_item.changed'))
      .end(),
  }),
  async stored(db, { stored }) {
    for (const companyId of new Set(stored.map((copy) => copy.company_id))) await queueMatching(db, companyId);
  },
  withdrawing: { match_dirty: 1 },
  async withdrawn(db, { companyId }) {
    await queueMatching(db, companyId);
  },
  // A change the buyer was flagged for is seen.
  synchronising: { changed: 0, core_changes: 0, nutritional_changes: 0, marketing_changes: 0 },
  complete: fillMissingExceptions,
};
