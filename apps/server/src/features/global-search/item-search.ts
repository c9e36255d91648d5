import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import {
  CIC_STATES,
  dmsStatusOf,
  globalSearchFilterSchema,
  parseGtin,
  type CicState,
  type GlobalSearchFilter,
  type GlobalSearchPage,
  type UserType,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema/index.js';
import { containsPattern, likePattern } from '../../db/text-search.js';
import { dateWindow } from '../../db/time.js';
import { NOTIFICATION_CONDITIONS } from '../../received-copies/notification-conditions.js';
import { partyNames } from '../../parties/party-names.js';
import { liveCopyCount } from '../scorecard/service.js';
import { NO_STATE_CODE, POSTING_STATE_CODES, type SearchField } from './search-index.js';
import { termsOf } from './search-terms.js';
import { termsForWord, type WordTerms } from './term-lookup.js';

type Eb = ExpressionBuilder<Database & { r: Database['received_item'] }, 'r'>;
type Filter = ReturnType<typeof globalSearchFilterSchema.parse>;

/**
 * A filter on the copies. `walk`: the page is read in its order's index, so the filter must not pick an index
 * of its own (its column is wrapped in an expression no index holds); otherwise it may drive the query.
 * `indexed`: an index holds what it asks, so the copies it keeps are found without reading them.
 */
interface Condition {
  where: (eb: Eb, walk: boolean) => Expression<SqlBool>;
  indexed: boolean;
}
const indexed = (where: Condition['where']): Condition => ({ where, indexed: true });

/**
 * Found copies this few are read through their filters and sorted; more are read in the page's order, the
 * filters checked copy by copy, until the page is full. Either way a page reads about as many copies as it
 * shows or finds, not the buyer's whole catalog.
 */
const FEW = 1_000;
/** A word holding at most this many copies drives a count with other filters: its copies are read by id. */
const DRIVE_MAX = 5_000;

const SORT_COLUMNS = {
  gtin: sql`r.gtin`,
  publisherGln: sql`r.info_provider_gln`,
  productCode: sql`lower(r.product_code)`,
  description: sql`lower(r.description)`,
  brandName: sql`lower(r.brand_name)`,
  datePublished: sql`r.modified_time`,
  status: sql`coalesce(r.cic_status, '')`,
} as const;

/**
 * Sort keys whose column is never empty. The others sort an empty value after every other one, in the sort's
 * direction (last ascending, first descending), as their indexes hold them: a page is then read in the index,
 * either way, instead of sorting the buyer's copies.
 */
const NEVER_EMPTY_SORTS: ReadonlySet<keyof typeof SORT_COLUMNS> = new Set([
  'gtin',
  'publisherGln',
  'datePublished',
  'status',
]);

/** A text expression as no index holds it: the same value, which the planner cannot seek or order by. */
const unindexed = (expression: RawBuilder<unknown>) => sql`(${expression} || '')`;
const column = (name: string, walk: boolean) => (walk ? unindexed(sql.ref(name)) : sql.ref(name));

/** The DMS status codes' CIC states (point 4): New is no CIC yet, or only RECEIVED. */
const statesOf = (code: number) => CIC_STATES.filter((state) => dmsStatusOf(state) === code);

interface SizedWord extends WordTerms {
  /** Its postings: at least as many as the copies holding it. */
  size: number;
}

/** The words typed into a field, each found among the buyer's words (spell-checked where asked). */
async function fieldWords(
  db: Db,
  companyId: number,
  field: SearchField,
  text: string | null | undefined,
  filter: Filter,
  spellCheck: boolean,
): Promise<WordTerms[]> {
  return Promise.all(
    termsOf(text).map((word) =>
      termsForWord(db, companyId, field, word, { criteria: filter.searchCriteria, spellCheck }),
    ),
  );
}

/** A word's copies in the word index, those in one of `states` only where given (the postings' key holds it). */
const postingsOf = (db: Db, word: WordTerms, states: number[] | null) => {
  const postings = db.selectFrom('received_item_term').select('received_item_id').where('term_id', 'in', word.ids);
  return states ? postings.where('cic_code', 'in', states) : postings;
};

/** How many copies each word's terms index (a count of index ranges, no copy read). */
async function sized(db: Db, words: WordTerms[]): Promise<SizedWord[]> {
  return Promise.all(
    words.map(async (word) => {
      const row = await db
        .selectFrom('received_item_term')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('term_id', 'in', word.ids)
        .executeTakeFirstOrThrow();
      return { ...word, size: Number(row.n) };
    }),
  );
}

/**
 * A word as a filter: the copies its postings list (`drive`: read from the word index, the copies looked up
 * by id), or a probe of the word index for each copy read otherwise. Walking a page's order, the probe is
 * fenced (`offset 0`): PostgreSQL would otherwise turn it into a join over all the word's postings and sort
 * them (17 ms for a brand on 20,000 copies), where probing the copies walked until the page is full takes 0.4.
 */
const wordCondition = (word: WordTerms, drive: boolean): Condition =>
  indexed((eb, walk) => {
    if (drive) {
      return eb(
        'r.id',
        'in',
        eb.selectFrom('received_item_term').select('received_item_id').where('term_id', 'in', word.ids),
      );
    }
    const probe = eb
      .selectFrom('received_item_term as t')
      .select('t.term_id')
      .where('t.term_id', 'in', word.ids)
      .whereRef('t.received_item_id', '=', 'r.id');
    return eb.exists(walk ? probe.limit(1).offset(0) : probe);
  });

/** A GTIN as typed: exact is the whole GTIN (any of its lengths), contains a run of its digits. */
function gtinCondition(digits: string, criteria: Filter['searchCriteria']): Condition {
  if (criteria === 'contains') return indexed((eb) => likePattern(eb.ref('r.gtin'), containsPattern(digits)));
  const parsed = parseGtin(digits);
  return indexed((eb) => eb('r.gtin', '=', parsed.ok ? parsed.gtin : digits));
}

/** A product code as typed: exact is the whole code (any case), contains a run of it. */
function productCodeCondition(code: string, criteria: Filter['searchCriteria']): Condition {
  // A product code found is not empty: said so, the lookup seeks `received_item_product_code_idx`.
  return indexed((eb) =>
    eb.and([
      eb(sql`(case when lower(r.product_code) is null then 1 else 0 end)`, '=', 0),
      criteria === 'exact'
        ? eb(sql`lower(r.product_code)`, '=', code.toLowerCase())
        : likePattern(sql`lower(r.product_code)`, containsPattern(code)),
    ]),
  );
}

/**
 * Each word of a keyword as the buyer's description and brand words it finds, each field spell-checked as its
 * own flag says (the screen's search box sends both on: a misspelt word still finds its items).
 */
async function anyFieldWords(db: Db, companyId: number, keyword: string, filter: Filter): Promise<WordTerms[]> {
  const criteria = filter.searchCriteria;
  return Promise.all(
    termsOf(keyword).map(async (word) => {
      const [description, brand] = await Promise.all([
        termsForWord(db, companyId, 'description', word, { criteria, spellCheck: filter.descSpellCheck }),
        termsForWord(db, companyId, 'brand', word, { criteria, spellCheck: filter.brandSpellChk }),
      ]);
      return {
        typed: word,
        ids: [...description.ids, ...brand.ids],
        readAs: [...new Set([...description.readAs, ...brand.readAs])].sort(),
      };
    }),
  );
}

/** How many rows a query of copy ids answers. */
async function countOf(db: Db, ids: SelectQueryBuilder<Database, never, unknown>): Promise<number> {
  const row = await db
    .selectFrom(ids.as('f'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many copies hold one of a word's terms (in one of `states`, where given). */
async function distinctCopies(db: Db, word: WordTerms, states: number[] | null): Promise<number> {
  let query = db
    .selectFrom('received_item_term')
    .select((eb) => eb.fn.count<number>('received_item_id').distinct().as('n'))
    .where('term_id', 'in', word.ids);
  if (states) query = query.where('cic_code', 'in', states);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The copies holding every word: their postings intersected. */
function holdingEvery(db: Db, words: WordTerms[], states: number[] | null) {
  const sets = words.map((word) => postingsOf(db, word, states));
  return sets.slice(1).reduce((found, set) => found.intersect(set), sets[0]!.distinct());
}

/**
 * A keyword with no *Find by* looks in every column: a copy is found whose GTIN or product code is the keyword
 * (or holds it, with the contains criteria), or whose description and brand hold its every word (whole words,
 * or words holding them). Each part through its own index, never a scan of the buyer's copies: the copies
 * found are the union of the three (`ids`), or, walking a page's order, each copy walked is tested against the
 * three (its words probed in the word index).
 */
function anyColumnCondition(
  db: Db,
  companyId: number,
  keyword: string,
  filter: Filter,
  words: WordTerms[],
  status: Condition | null,
) {
  // Only digits can be (part of) a GTIN: a word is not looked for in them.
  const gtin = /^\d+$/.test(keyword) ? gtinCondition(keyword, filter.searchCriteria) : null;
  const code = productCodeCondition(keyword, filter.searchCriteria);
  const worded = words.length > 0 && words.every((w) => w.ids.length > 0);
  const live = (part: Condition) =>
    db
      .selectFrom('received_item as r')
      .select('r.id')
      .where('r.company_id', '=', companyId)
      .where('r.withdrawn', '=', 0)
      .where((eb) => eb.and([part.where(eb, false), ...(status ? [status.where(eb, false)] : [])]));
  const byColumns = gtin ? live(code).union(live(gtin)) : live(code);
  // With a status, `idsInStatus` are those of the copies found in it: the postings carry the state.
  const withWords = (states: number[] | null) =>
    worded
      ? byColumns.union(db.selectFrom(holdingEvery(db, words, states).as('w')).select('w.received_item_id as id'))
      : byColumns;
  const ids = withWords(null);
  const idsInStatus = withWords(postingStates(filter));
  const condition: Condition = indexed((eb, walk) =>
    walk
      ? eb.or([
          ...(gtin ? [gtin.where(eb, walk)] : []),
          ...(worded ? [eb.and(words.map((word) => wordCondition(word, false).where(eb, walk)))] : []),
          code.where(eb, walk),
        ])
      : eb('r.id', 'in', ids),
  );
  return { condition, idsInStatus };
}

/** The information provider GLNs of companies whose name holds the text. */
async function glnsNamed(db: Db, name: string): Promise<string[]> {
  const rows = await db
    .selectFrom('company as c')
    .innerJoin('company_gln as g', 'g.company_id', 'c.id')
    .select('g.gln')
    .where(likePattern(sql`lower(c.name)`, containsPattern(name)))
    .execute();
  return rows.map((r) => r.gln);
}

/** The filters other than words and publishers. */
function otherConditions(filter: Filter): Condition[] {
  const conditions: Condition[] = [];
  const keyword = filter.keyword;
  const findBy = keyword ? filter.findBy : null;
  if (filter.gtin) conditions.push(gtinCondition(filter.gtin, filter.searchCriteria));
  if (keyword && findBy === 'gtin') conditions.push(gtinCondition(keyword, filter.searchCriteria));
  if (keyword && findBy === 'productCode') conditions.push(productCodeCondition(keyword, filter.searchCriteria));
  if (filter.subscriberGln) {
    const gln = filter.subscriberGln;
    conditions.push(indexed((eb, walk) => eb(column('r.subscriber_gln', walk), '=', gln)));
  }
  const { since, until } = dateWindow(filter);
  if (since) conditions.push(indexed((eb, walk) => eb(column('r.modified_time', walk), '>=', since)));
  if (until) conditions.push(indexed((eb, walk) => eb(column('r.modified_time', walk), '<', until)));
  const notifications = filter.notifications;
  if (notifications?.length) {
    conditions.push({
      where: (eb) => eb.or(notifications.map((n) => NOTIFICATION_CONDITIONS[n](eb))),
      indexed: false,
    });
  }
  return conditions;
}

/** The CIC states the DMS statuses asked for keep, as the word index's postings number them. */
function postingStates(filter: Filter): number[] | null {
  const statuses = filter.dmsStatuses;
  if (!statuses?.length) return null;
  return [
    ...statuses.flatMap(statesOf).map((state) => POSTING_STATE_CODES[state]),
    ...(statuses.includes(11) ? [NO_STATE_CODE] : []),
  ];
}

/**
 * The DMS status filter. One state read in GTIN order is a range of `received_item_status_gtin_idx` (migration
 * 0024), walked as it stands: only copies in that state are read, however many of the others come first.
 */
function statusCondition(filter: Filter): Condition | null {
  const statuses = filter.dmsStatuses;
  if (!statuses?.length) return null;
  const states = statuses.flatMap(statesOf);
  const withNone = statuses.includes(11);
  const ownWalk = !withNone && states.length === 1 && filter.sortBy === 'gtin';
  return indexed((eb, walk) => {
    const state = column('r.cic_status', walk && !ownWalk);
    return withNone ? eb.or([eb(state, 'is', null), eb(state, 'in', states)]) : eb(state, 'in', states);
  });
}

/**
 * `POST catalogs/globalsearch/publisherItemsList`: the buyer's live received items from all its publishers.
 * Descriptions and brands are found through the word index, each typed word by the buyer's words it stands
 * for (with the spell check, its misspellings too). The count reads no copy where it need not: none, or only
 * publishers, asked for, the score card's tallies; only words, the word index. The page then either reads the
 * few copies found and sorts them, or walks its order's index until it is full (docs/PERFORMANCE.md, "Global
 * search"). OMS-only users get the rows without the columns from GTIN through the date published (point 2).
 */
export async function globalSearch(
  db: Db,
  caller: { companyId: number; userType: UserType },
  input: GlobalSearchFilter,
): Promise<GlobalSearchPage> {
  const filter = globalSearchFilterSchema.parse(input);
  const { companyId } = caller;
  const byDescription = filter.keyword && filter.findBy === 'description' ? filter.keyword : null;
  const anyColumn = filter.keyword && !filter.findBy ? filter.keyword : null;
  const [descriptionWords, brandWords, namedGlns, anyColumnWords] = await Promise.all([
    fieldWords(
      db,
      companyId,
      'description',
      [filter.description, byDescription].filter(Boolean).join(' '),
      filter,
      filter.descSpellCheck,
    ),
    fieldWords(db, companyId, 'brand', filter.brandName, filter, filter.brandSpellChk),
    filter.publisherName ? glnsNamed(db, filter.publisherName) : null,
    anyColumn ? anyFieldWords(db, companyId, anyColumn, filter) : [],
  ]);
  const typed = [...descriptionWords, ...brandWords];
  const spellings = [...typed, ...anyColumnWords]
    .filter((w) => w.readAs.length > 0)
    .map(({ typed: word, readAs }) => ({ typed: word, readAs }));
  const empty = { totalRows: 0, results: [], spellings };
  if (typed.some((w) => w.ids.length === 0)) return empty;
  const glns = [filter.publisherGln ? [filter.publisherGln] : null, namedGlns].reduce<string[] | null>(
    (both, list) => (list === null ? both : both === null ? list : both.filter((g) => list.includes(g))),
    null,
  );
  if (glns?.length === 0) return empty;
  const status = statusCondition(filter);
  const keyword = anyColumn ? anyColumnCondition(db, companyId, anyColumn, filter, anyColumnWords, status) : null;
  const others = [...otherConditions(filter), ...(status ? [status] : []), ...(keyword ? [keyword.condition] : [])];
  // A lone word of several terms that nothing else filters needs no size: its distinct copies are the count,
  // and it drives a page of a few whatever its size.
  const lone = typed.length === 1 && typed[0]!.ids.length > 1 && glns === null && others.length === 0;
  const words = lone
    ? [{ ...typed[0]!, size: Number.POSITIVE_INFINITY }]
    : (await sized(db, typed)).sort((a, b) => a.size - b.size);
  // Always through its index: a publisher's GTINs share its GS1 prefix, a run of the GTIN order.
  const publishers: Condition[] = glns ? [indexed((eb) => eb('r.info_provider_gln', 'in', glns))] : [];

  // How the copies are reached: `drive`, from the rarest word's postings (the company's columns then name no
  // index, or SQLite, without statistics, reads all the company's copies and tests each against the postings);
  // `walk`, in the page's order; otherwise through the filters' own indexes.
  const found = (conditions: Condition[], how: { drive: boolean; walk: boolean }) =>
    db
      .selectFrom('received_item as r')
      .where(how.drive ? sql`+r.company_id` : sql.ref('r.company_id'), '=', companyId)
      .where(how.drive ? sql`+r.withdrawn` : sql.ref('r.withdrawn'), '=', 0)
      .where((eb) =>
        eb.and([
          ...words.map((word, i) => wordCondition(word, how.drive && i === 0).where(eb, how.walk)),
          ...conditions.map((condition) => condition.where(eb, how.walk)),
        ]),
      );

  // Another filter an index answers finds the copies through that index, each probed in the word index (no
  // copy read), unless the rarest word holds few enough copies to read them by id.
  const otherIndexed = [...publishers, ...others].some((c) => c.indexed);
  // A keyword in any column with no word typed elsewhere: from the copies its three indexes find.
  const drive = words.length > 0 ? words[0]!.size <= DRIVE_MAX || !otherIndexed : keyword !== null;
  let total: number;
  if (words.length === 0 && others.length === 0) total = await liveCopyCount(db, companyId, glns);
  // Only words (and perhaps a status, which their postings carry): the word index answers without a copy read.
  else if (words.length > 0 && glns === null && others.length === (status ? 1 : 0)) {
    const states = postingStates(filter);
    // One word of one term: a copy is in its postings once.
    const single = words.length === 1 && words[0]!.ids.length === 1;
    if (single && !states) total = words[0]!.size;
    else if (words.length === 1) total = await distinctCopies(db, words[0]!, states);
    else total = await countOf(db, holdingEvery(db, words, states));
  } else if (keyword && words.length === 0 && glns === null && others.length === (status ? 2 : 1)) {
    total = await countOf(db, keyword.idsInStatus);
  } else {
    const row = await found([...publishers, ...others], { drive, walk: false })
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    total = Number(row.n);
  }
  if (total === 0) return empty;

  const few = total <= FEW;
  const direction = filter.sortDesc ? 'desc' : 'asc';
  const order = few ? unindexed(SORT_COLUMNS[filter.sortBy]) : SORT_COLUMNS[filter.sortBy];
  let page = found([...publishers, ...others], { drive: few && drive, walk: !few });
  if (!NEVER_EMPTY_SORTS.has(filter.sortBy)) {
    page = page.orderBy(sql`case when ${order} is null then 1 else 0 end`, direction);
  }
  const rows = await page
    .select([
      'r.id',
      'r.info_provider_gln',
      'r.gtin',
      'r.product_code',
      'r.description',
      'r.brand_name',
      'r.unit_descriptor',
      'r.target_market',
      'r.modified_time',
      'r.cic_status',
      'r.changed',
      'r.on_hold',
      'r.exception_count',
      'r.matched_count',
    ])
    .orderBy(order, direction)
    .orderBy('r.id', direction)
    .limit(filter.rowCount)
    .offset((filter.pageNumber - 1) * filter.rowCount)
    .execute();
  const names = await partyNames(
    db,
    rows.map((r) => r.info_provider_gln),
  );
  const omsOnly = caller.userType === 'OMS_ONLY';
  return {
    totalRows: total,
    results: rows.map((r) => ({
      catalogItemId: r.id,
      publisherName: names.get(r.info_provider_gln)!.name,
      publisherGln: r.info_provider_gln,
      gtin: omsOnly ? null : r.gtin,
      productCode: omsOnly ? null : r.product_code,
      description: omsOnly ? null : r.description,
      brandName: omsOnly ? null : r.brand_name,
      unitDescriptor: omsOnly ? null : r.unit_descriptor,
      targetMarket: omsOnly ? null : r.target_market,
      datePublished: omsOnly ? null : r.modified_time,
      status: dmsStatusOf(r.cic_status),
      cicStatus: r.cic_status as CicState | null,
      changed: r.changed === 1,
      onHold: r.on_hold === 1,
      exceptionCount: r.exception_count,
      matchedCount: r.matched_count,
    })),
    spellings,
  };
}
