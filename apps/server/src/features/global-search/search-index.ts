import type { CicState } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { annotateCopies } from '../../received-copies/annotate-copies.js';
import { termsOf } from './search-terms.js';

/** The fields whose words the global search indexes: a typed word is looked for in one of them. */
export const SEARCH_FIELDS = ['description', 'brand'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Rows per statement. */
const CHUNK = 500;

interface Described {
  company_id: number;
  description: string | null;
  brand_name: string | null;
}

const termKey = (companyId: number, field: SearchField, term: string) => `${companyId}|${field}|${term}`;

function fieldTerms(copy: Described): { field: SearchField; term: string }[] {
  return [
    ...termsOf(copy.description).map((term) => ({ field: 'description' as const, term })),
    ...termsOf(copy.brand_name).map((term) => ({ field: 'brand' as const, term })),
  ];
}

/**
 * The ids of these copies' words in their buyers' vocabularies (`received_term`), adding the words not there
 * yet: as the `search_terms` each copy stores (JSON), in the copies' order. A buyer's vocabulary is what the
 * spell check reads: a typed word is compared with these few thousand words, never with the items.
 */
export async function searchTermsOf(db: Db, copies: readonly Described[]): Promise<string[]> {
  const wanted = new Map<string, { company_id: number; field: SearchField; term: string }>();
  for (const copy of copies) {
    for (const { field, term } of fieldTerms(copy)) {
      wanted.set(termKey(copy.company_id, field, term), { company_id: copy.company_id, field, term });
    }
  }
  const ids = new Map<string, number>();
  const rows = [...wanted.values()];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    // By buyer and field, the word index's whole prefix: by buyer alone SQLite (no statistics, no skip-scan)
    // read the buyer's every word for each chunk (9 % of a delivery's CPU at 20,000 copies; 4 % so).
    const known = async () => {
      for (const companyId of new Set(chunk.map((r) => r.company_id))) {
        for (const field of SEARCH_FIELDS) {
          const terms = chunk.filter((r) => r.company_id === companyId && r.field === field).map((r) => r.term);
          if (terms.length === 0) continue;
          const found = await db
            .selectFrom('received_term')
            .select(['id', 'term'])
            .where('company_id', '=', companyId)
            .where('field', '=', field)
            .where('term', 'in', terms)
            .execute();
          for (const row of found) ids.set(termKey(companyId, field, row.term), row.id);
        }
      }
    };
    await known();
    const fresh = chunk.filter((r) => !ids.has(termKey(r.company_id, r.field, r.term)));
    if (fresh.length === 0) continue;
    await db
      .insertInto('received_term')
      .values(fresh)
      .onConflict((oc) => oc.columns(['company_id', 'field', 'term']).doNothing())
      .execute();
    await known();
  }
  return copies.map((copy) =>
    JSON.stringify(fieldTerms(copy).map(({ field, term }) => ids.get(termKey(copy.company_id, field, term))!)),
  );
}

const parsedIds = (text: string | null): number[] => (text ? (JSON.parse(text) as number[]) : []);

/**
 * The CIC states as the word index's postings carry them (`cic_code`, migration 0024, which writes them out
 * in its trigger): a number, so a posting stays short.
 */
export const POSTING_STATE_CODES: Readonly<Record<CicState, number>> = {
  RECEIVED: 1,
  REVIEW: 2,
  SYNCHRONISED: 3,
  REJECTED: 4,
};
/** No CIC yet. */
export const NO_STATE_CODE = 0;

const codeOf = (state: string | null) => POSTING_STATE_CODES[state as CicState] ?? NO_STATE_CODE;

/** The CIC state each copy's postings carry: a trigger keeps them as the copy's changes. */
async function statesOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const states = new Map<number, number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('received_item')
      .select(['id', 'cic_status'])
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) states.set(row.id, codeOf(row.cic_status));
  }
  return states;
}

/**
 * Brings the word index (`received_item_term`, a word's live copies) in line with copies just stored: each
 * copy's words now (its `search_terms`) against those it was indexed under before (none for a new copy, or
 * one that was withdrawn).
 */
export async function reindexCopies(
  db: Db,
  copies: readonly { id: number; search_terms: string | null }[],
  before: ReadonlyMap<number, string | null>,
): Promise<void> {
  const added: { term_id: number; received_item_id: number }[] = [];
  const removed: [number, number][] = [];
  for (const copy of copies) {
    const now = new Set(parsedIds(copy.search_terms));
    const then = new Set(parsedIds(before.get(copy.id) ?? null));
    for (const id of now) if (!then.has(id)) added.push({ term_id: id, received_item_id: copy.id });
    for (const id of then) if (!now.has(id)) removed.push([id, copy.id]);
  }
  await removePostings(db, removed);
  const states = await statesOf(db, [...new Set(added.map((a) => a.received_item_id))]);
  for (let i = 0; i < added.length; i += CHUNK) {
    await db
      .insertInto('received_item_term')
      .values(
        added.slice(i, i + CHUNK).map((a) => ({ ...a, cic_code: states.get(a.received_item_id) ?? NO_STATE_CODE })),
      )
      .onConflict((oc) => oc.columns(['term_id', 'received_item_id']).doNothing())
      .execute();
  }
}

async function removePostings(db: Db, pairs: readonly [number, number][]): Promise<void> {
  for (let i = 0; i < pairs.length; i += CHUNK) {
    await db
      .deleteFrom('received_item_term')
      .where((eb) =>
        eb(
          eb.refTuple('term_id', 'received_item_id'),
          'in',
          pairs.slice(i, i + CHUNK).map(([term, item]) => eb.tuple(term, item)),
        ),
      )
      .execute();
  }
}

/** Withdrawn copies leave the word index: the search finds live copies only. */
export async function unindexCopies(
  db: Db,
  copies: readonly { id: number; search_terms: string | null }[],
): Promise<void> {
  await removePostings(
    db,
    copies.flatMap((c) => parsedIds(c.search_terms).map((term): [number, number] => [term, c.id])),
  );
  for (let i = 0; i < copies.length; i += CHUNK) {
    await annotateCopies(db, { search_terms: '[]' })
      .where(
        'id',
        'in',
        copies.slice(i, i + CHUNK).map((c) => c.id),
      )
      .execute();
  }
}

/**
 * Copies received before the global search (migration 0019 leaves `search_terms` null) are indexed on the
 * company's next matching run; a delivery indexes each copy it stores from then on.
 */
export async function fillMissingSearchTerms(db: Db, companyId: number): Promise<void> {
  for (;;) {
    const rows = await db
      .selectFrom('received_item')
      .select(['id', 'company_id', 'description', 'brand_name', 'withdrawn'])
      .where('company_id', '=', companyId)
      .where('search_terms', 'is', null)
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    await db.transaction().execute(async (trx) => {
      const live = rows.filter((r) => r.withdrawn === 0);
      const terms = await searchTermsOf(trx, live);
      const indexed: { id: number; search_terms: string }[] = [];
      for (const [i, row] of live.entries()) {
        // A delivery may have stored (and indexed) a newer copy meanwhile.
        const { numUpdatedRows } = await annotateCopies(trx, { search_terms: terms[i]! })
          .where('id', '=', row.id)
          .where('search_terms', 'is', null)
          .executeTakeFirst();
        if (Number(numUpdatedRows) === 1) indexed.push({ id: row.id, search_terms: terms[i]! });
      }
      await reindexCopies(trx, indexed, new Map());
      const withdrawn = rows.filter((r) => r.withdrawn === 1).map((r) => r.id);
      if (withdrawn.length) {
        await annotateCopies(trx, { search_terms: '[]' })
          .where('id', 'in', withdrawn)
          .where('search_terms', 'is', null)
          .execute();
      }
    });
    if (rows.length < CHUNK) return;
  }
}
