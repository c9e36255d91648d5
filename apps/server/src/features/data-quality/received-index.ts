import type { Db } from '../../db/database.js';
import { CandidateIndex } from '../matching/candidate-index.js';
import type { MatchItem } from '../matching/match-item.js';
import { receivedMatchItem } from '../matching/row-items.js';
import { MATCHING_JOB } from '../../jobs/job-names.js';

/** The received copy's columns the engine reads (`receivedMatchItem`). */
export const RECEIVED_COLUMNS = [
  'id',
  'gtin',
  'description',
  'brand_name',
  'product_code',
  'unit_descriptor',
  'attributes',
] as const;

/** Rows read per statement while indexing. */
const CHUNK = 2000;

/** The company's live received items, read in id order a chunk at a time, into one index. */
export async function receivedIndex(db: Db, companyId: number): Promise<CandidateIndex> {
  const items: MatchItem[] = [];
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('received_item')
      .select(RECEIVED_COLUMNS)
      .where('company_id', '=', companyId)
      .where('withdrawn', '=', 0)
      .where('id', '>', after)
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    for (const row of rows) items.push(receivedMatchItem(row));
    if (rows.length < CHUNK) break;
    after = rows[rows.length - 1]!.id;
  }
  return CandidateIndex.build(items);
}

/** How many companies' indexes stay in memory: one is tens of megabytes at 100,000 received items. */
const CACHED_COMPANIES = 2;

interface CachedIndex {
  /** The company's latest finished matching run when the index was read. */
  run: number;
  index: Promise<CandidateIndex>;
  /** The copies changed since that run (`match_dirty`) as applied to the index: id → modified time, withdrawn. */
  applied: Map<number, string>;
}

/** Per database handle, so two apps in one process (the tests) never share one. Most recently used last. */
const caches = new WeakMap<Db, Map<number, CachedIndex>>();

/**
 * The index of a company's live received items for the screens' searches (the extrinsic matches of one buyer
 * item), kept between requests for the last few companies. Every change to a copy (a CIN, a withdrawal) sets
 * its `match_dirty` until a matching run has taken it in, and every such change queues that run. So an index
 * read after run N is current once the copies still dirty are applied to it, and is read again once a later
 * run has finished (it clears the flags it took in).
 */
export async function companyReceivedIndex(db: Db, companyId: number): Promise<CandidateIndex> {
  const run = await latestRun(db, companyId);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let entry = cache.get(companyId);
  if (!entry || entry.run !== run) {
    const fresh: CachedIndex = { run, index: receivedIndex(db, companyId), applied: new Map() };
    fresh.index.catch(() => {
      if (cache.get(companyId) === fresh) cache.delete(companyId);
    });
    entry = fresh;
  }
  cache.delete(companyId);
  cache.set(companyId, entry);
  for (const key of cache.keys()) {
    if (cache.size <= CACHED_COMPANIES) break;
    cache.delete(key);
  }
  const index = await entry.index;
  await applyChanges(db, companyId, index, entry.applied);
  return index;
}

/** A run that ends has cleared the flags the cache relied on: its index is read again on the next search. */
export function forgetReceivedIndex(db: Db, companyId: number): void {
  caches.get(db)?.delete(companyId);
}

async function latestRun(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('job')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('type', '=', MATCHING_JOB)
    .where('company_id', '=', companyId)
    .where('status', 'in', ['done', 'failed'])
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The copies changed since the run the index was read after; each applied once per version. */
async function applyChanges(
  db: Db,
  companyId: number,
  index: CandidateIndex,
  applied: Map<number, string>,
): Promise<void> {
  const rows = await db
    .selectFrom('received_item')
    .select([...RECEIVED_COLUMNS, 'withdrawn', 'modified_time'])
    .where('company_id', '=', companyId)
    .where('match_dirty', '>', 0)
    .execute();
  for (const row of rows) {
    const version = `${row.modified_time}|${row.withdrawn}`;
    if (applied.get(row.id) === version) continue;
    applied.set(row.id, version);
    if (row.withdrawn) index.remove(row.id);
    else index.add(receivedMatchItem(row));
  }
}
