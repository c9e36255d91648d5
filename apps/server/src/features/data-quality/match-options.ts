import { matchKeysInUse, parseMatchCriteria, type MatchCriteria } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { DEFAULT_MATCH_OPTIONS, type MatchOptions } from '../matching/match-buyer-item.js';

/**
 * The engine's options under a company's DQ Match Criteria: the confidence from which the best match is
 * proposed alone, how many candidates are listed otherwise, the keys whose evidence counts (GTIN always). A
 * candidate is listed from the engine's threshold, or from the confidence when the company set it lower: a
 * match it asked to see alone is never dropped as too weak to list. No criteria: the engine's defaults.
 */
export function matchOptionsOf(criteria: MatchCriteria | null): MatchOptions {
  if (!criteria) return DEFAULT_MATCH_OPTIONS;
  return {
    ...DEFAULT_MATCH_OPTIONS,
    threshold: Math.min(DEFAULT_MATCH_OPTIONS.threshold, criteria.minimumScore),
    confident: criteria.minimumScore,
    maxPossible: criteria.candidates,
    keys: matchKeysInUse(criteria.keys),
  };
}

/** The company's stored criteria (null when it has none, or they no longer read as criteria). */
export async function companyMatchCriteria(db: Db, companyId: number): Promise<MatchCriteria | null> {
  const row = await db.selectFrom('company').select('match_criteria').where('id', '=', companyId).executeTakeFirst();
  return parseMatchCriteria(row?.match_criteria ?? null);
}
