import {
  SCORE_FIELD_CATEGORY,
  SCORE_FIELDS,
  TYPEAHEAD_MAX_SUGGESTIONS,
  attributeLabel,
  scoreCategoriesOf,
  scorecardSearchSchema,
  type Page,
  type PublisherSuggestion,
  type ScoreField,
  type ScoreGap,
  type ScorecardRow,
  type ScorecardSearch,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { partyNames } from '../../parties/party-names.js';
import { unscoredCopies } from './tally.js';

/** The attributes each explanation names: the three that cost the score most often. */
const GAPS_SHOWN = 3;

interface Publisher {
  publisherName: string;
  publisherGln: string;
  publishedCount: number;
  synchCount: number;
}

/**
 * The buyer's publishers (information provider GLNs of its live copies) with their counts and names, never
 * counting the copies: how many each sent is its tally's items and its copies not scored yet, how many were
 * synchronised is read from `received_item_synch_idx`.
 */
async function publishersOf(db: Db, companyId: number): Promise<Publisher[]> {
  const [tallied, unscored, synchronised] = await Promise.all([
    db
      .selectFrom('scorecard_tally')
      .select(['info_provider_gln as gln', 'items as n'])
      .where('company_id', '=', companyId)
      .where('items', '>', 0)
      .execute(),
    unscoredCopies(db, companyId)
      .groupBy('info_provider_gln')
      .select((eb) => ['info_provider_gln as gln', eb.fn.countAll<number>().as('n')])
      .execute(),
    db
      .selectFrom('received_item')
      .where('company_id', '=', companyId)
      .where('withdrawn', '=', 0)
      .where('cic_status', '=', 'SYNCHRONISED')
      .groupBy('info_provider_gln')
      .select((eb) => ['info_provider_gln as gln', eb.fn.countAll<number>().as('n')])
      .execute(),
  ]);
  const published = new Map<string, number>();
  for (const row of [...tallied, ...unscored]) published.set(row.gln, (published.get(row.gln) ?? 0) + Number(row.n));
  const synch = new Map(synchronised.map((row) => [row.gln, Number(row.n)]));
  const names = await partyNames(db, published.keys());
  return [...published].map(([gln, count]) => ({
    publisherName: names.get(gln)!.name,
    publisherGln: gln,
    publishedCount: count,
    synchCount: synch.get(gln) ?? 0,
  }));
}

/** The average of the scored copies' shares, as a whole percentage. */
const percent = (millionths: number, items: number) => Math.round(Number(millionths) / Number(items) / 10_000);

/**
 * `POST scorecard/subscriberScore`: each publisher's scores from the tallies the deliveries keep (never the
 * copies themselves), filtered by publisher, sorted (unscored publishers last) and paged; each score with the
 * attributes that cost it most often.
 */
export async function subscriberScores(db: Db, companyId: number, input: ScorecardSearch): Promise<Page<ScorecardRow>> {
  const search = scorecardSearchSchema.parse(input);
  const [publishers, tallies] = await Promise.all([
    publishersOf(db, companyId),
    db.selectFrom('scorecard_tally').selectAll().where('company_id', '=', companyId).where('items', '>', 0).execute(),
  ]);
  const tallyOf = new Map(tallies.map((t) => [t.info_provider_gln, t]));
  const name = search.publisherName?.toLowerCase();
  const rows = publishers
    .filter(
      (p) =>
        (!search.publisherGln || p.publisherGln === search.publisherGln) &&
        (!name || p.publisherName.toLowerCase().includes(name)),
    )
    .map((p) => {
      const tally = tallyOf.get(p.publisherGln);
      const score = (millionths: number | undefined) =>
        tally && millionths !== undefined ? percent(millionths, tally.items) : null;
      return {
        ...p,
        scoredCount: tally ? Number(tally.items) : 0,
        allAttribute: score(tally?.all_millionths),
        logisticsScore: score(tally?.logistics_millionths),
        allergenScore: score(tally?.allergen_millionths),
        nutrientsSocre: score(tally?.nutrient_millionths),
        imageScore: score(tally?.image_millionths),
      };
    });
  const key = search.sortBy;
  const direction = search.sortDesc ? -1 : 1;
  const byName = (a: Publisher, b: Publisher) =>
    a.publisherName.localeCompare(b.publisherName) || a.publisherGln.localeCompare(b.publisherGln);
  rows.sort((a, b) => {
    if (key === 'publisherName') return byName(a, b) * direction;
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return (x - y) * direction || byName(a, b);
  });
  const start = (search.pageNumber - 1) * search.rowCount;
  const page = rows.slice(start, start + search.rowCount);
  const gaps = await gapsOf(
    db,
    companyId,
    page.map((r) => r.publisherGln),
  );
  return {
    totalRows: rows.length,
    results: page.map((row) => ({
      ...row,
      explanations: Object.fromEntries(
        SCORE_FIELDS.map((field) => [field, { gaps: topGaps(gaps.get(row.publisherGln) ?? [], field) }]),
      ) as ScorecardRow['explanations'],
    })),
  };
}

/** The attributes missing or failing on at least one live copy, per publisher. */
async function gapsOf(db: Db, companyId: number, glns: string[]): Promise<Map<string, ScoreGap[]>> {
  const found = new Map<string, ScoreGap[]>();
  if (glns.length === 0) return found;
  const rows = await db
    .selectFrom('scorecard_gap')
    .select(['info_provider_gln', 'attribute_code', 'missing', 'failing'])
    .where('company_id', '=', companyId)
    .where('info_provider_gln', 'in', glns)
    .where((eb) => eb.or([eb('missing', '>', 0), eb('failing', '>', 0)]))
    .execute();
  for (const row of rows) {
    const gap = {
      code: row.attribute_code,
      label: attributeLabel(row.attribute_code),
      missing: Number(row.missing),
      failing: Number(row.failing),
    };
    found.set(row.info_provider_gln, [...(found.get(row.info_provider_gln) ?? []), gap]);
  }
  return found;
}

/** A score's explanation: the attributes of its category lacking on most copies, most first. */
function topGaps(gaps: readonly ScoreGap[], field: ScoreField): ScoreGap[] {
  const category = SCORE_FIELD_CATEGORY[field];
  return gaps
    .filter((gap) => scoreCategoriesOf(gap.code).includes(category))
    .sort((a, b) => b.missing + b.failing - (a.missing + a.failing) || a.code.localeCompare(b.code))
    .slice(0, GAPS_SHOWN);
}

/** `GET scorecard/search?keyword`: the buyer's publishers whose name holds the keyword (or GLN starts with it). */
export async function publisherSuggestions(db: Db, companyId: number, keyword: string): Promise<PublisherSuggestion[]> {
  const typed = keyword.toLowerCase();
  return (await publishersOf(db, companyId))
    .filter((p) => p.publisherName.toLowerCase().includes(typed) || p.publisherGln.startsWith(typed))
    .sort((a, b) => a.publisherName.localeCompare(b.publisherName))
    .slice(0, TYPEAHEAD_MAX_SUGGESTIONS)
    .map((p) => ({ value: p.publisherGln, name: p.publisherName }));
}
