import { sql } from 'kysely';
import { SCORE_CATEGORIES, scoreItem, type ItemAttributes, type ScoreCategory } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { annotateCopies } from '../../received-copies/annotate-copies.js';
import { lockCopiesOf } from '../../received-copies/lock-copies.js';

/** A copy's score card columns (migration 0019), in category order. */
export const SCORE_COLUMNS = [
  'score_all_filled',
  'score_all_expected',
  'score_logistics_filled',
  'score_logistics_expected',
  'score_allergen_filled',
  'score_allergen_expected',
  'score_nutrient_filled',
  'score_nutrient_expected',
  'score_image_filled',
  'score_image_expected',
  'score_gaps',
] as const;
type ScoreColumn = (typeof SCORE_COLUMNS)[number];
export type ScoreColumns = { [C in ScoreColumn]: C extends 'score_gaps' ? string : number };

const filledColumn = (category: ScoreCategory) => `score_${category}_filled` as const;
const expectedColumn = (category: ScoreCategory) => `score_${category}_expected` as const;
const millionthsColumn = (category: ScoreCategory) => `${category}_millionths` as const;

interface Gaps {
  missing: string[];
  failing: string[];
}

/** The score card columns of a copy with this document and these exceptions, as the delivery stores them. */
export function scoredCopyColumns(
  attributes: ItemAttributes,
  exceptions: readonly string[],
  hasChildren: boolean,
): ScoreColumns {
  const score = scoreItem(attributes, exceptions, { hasChildren });
  const columns: Record<string, number | string> = {};
  for (const category of SCORE_CATEGORIES) {
    columns[filledColumn(category)] = score.counts[category].filled;
    columns[expectedColumn(category)] = score.counts[category].expected;
  }
  const gaps: Gaps = { missing: score.missing, failing: score.failing };
  columns.score_gaps = JSON.stringify(gaps);
  return columns as ScoreColumns;
}

/** A copy as the tallies count it: whose, which publisher's, and its score card columns (null: not scored). */
export type CountedCopy = { company_id: number; info_provider_gln: string } & {
  [C in ScoreColumn]: (C extends 'score_gaps' ? string : number) | null;
};

export const COUNTED_COLUMNS = ['company_id', 'info_provider_gln', ...SCORE_COLUMNS] as const;

/** Shares are kept in millionths: integers add up and cancel out exactly, however many copies come and go. */
const share = (filled: number, expected: number) => (expected > 0 ? Math.round((filled * 1_000_000) / expected) : 0);

interface PublisherChange {
  company_id: number;
  info_provider_gln: string;
  items: number;
  millionths: Record<ScoreCategory, number>;
}

interface GapChange {
  company_id: number;
  info_provider_gln: string;
  attribute_code: string;
  missing: number;
  failing: number;
}

/**
 * What copies add to the tallies (stored, or scored for the first time) or take from them (replaced by a
 * newer CIN, or withdrawn): gathered in memory, then written as one upsert per table with the sums, so a
 * delivery of 500 copies writes a few dozen tally rows, not thousands.
 */
export class TallyChange {
  private readonly publishers = new Map<string, PublisherChange>();
  private readonly gaps = new Map<string, GapChange>();

  count(copy: CountedCopy, sign: 1 | -1): void {
    if (copy.score_all_expected === null || copy.score_gaps === null) return;
    const key = `${copy.company_id}|${copy.info_provider_gln}`;
    const publisher = this.publishers.get(key) ?? {
      company_id: copy.company_id,
      info_provider_gln: copy.info_provider_gln,
      items: 0,
      millionths: Object.fromEntries(SCORE_CATEGORIES.map((c) => [c, 0])) as Record<ScoreCategory, number>,
    };
    publisher.items += sign;
    for (const category of SCORE_CATEGORIES) {
      publisher.millionths[category] +=
        sign * share(copy[filledColumn(category)] ?? 0, copy[expectedColumn(category)] ?? 0);
    }
    this.publishers.set(key, publisher);
    const gaps = JSON.parse(copy.score_gaps) as Gaps;
    for (const [kind, codes] of [
      ['missing', gaps.missing],
      ['failing', gaps.failing],
    ] as const) {
      for (const code of codes) {
        const gapKey = `${key}|${code}`;
        const gap = this.gaps.get(gapKey) ?? {
          company_id: copy.company_id,
          info_provider_gln: copy.info_provider_gln,
          attribute_code: code,
          missing: 0,
          failing: 0,
        };
        gap[kind] += sign;
        this.gaps.set(gapKey, gap);
      }
    }
  }

  /** Adds the changes to the tallies; in key order, so two writers touching the same rows lock them alike. */
  async apply(db: Db): Promise<void> {
    const publishers = [...this.publishers.entries()]
      .filter(([, p]) => p.items !== 0 || SCORE_CATEGORIES.some((c) => p.millionths[c] !== 0))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, p]) => ({
        company_id: p.company_id,
        info_provider_gln: p.info_provider_gln,
        items: p.items,
        ...(Object.fromEntries(SCORE_CATEGORIES.map((c) => [millionthsColumn(c), p.millionths[c]])) as Record<
          `${ScoreCategory}_millionths`,
          number
        >),
      }));
    for (let i = 0; i < publishers.length; i += CHUNK) {
      await db
        .insertInto('scorecard_tally')
        .values(publishers.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(['company_id', 'info_provider_gln']).doUpdateSet({
            items: sql`scorecard_tally.items + excluded.items`,
            all_millionths: sql`scorecard_tally.all_millionths + excluded.all_millionths`,
            logistics_millionths: sql`scorecard_tally.logistics_millionths + excluded.logistics_millionths`,
            allergen_millionths: sql`scorecard_tally.allergen_millionths + excluded.allergen_millionths`,
            nutrient_millionths: sql`scorecard_tally.nutrient_millionths + excluded.nutrient_millionths`,
            image_millionths: sql`scorecard_tally.image_millionths + excluded.image_millionths`,
          }),
        )
        .execute();
    }
    const gaps = [...this.gaps.entries()]
      .filter(([, g]) => g.missing !== 0 || g.failing !== 0)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, g]) => g);
    for (let i = 0; i < gaps.length; i += CHUNK) {
      await db
        .insertInto('scorecard_gap')
        .values(gaps.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(['company_id', 'info_provider_gln', 'attribute_code']).doUpdateSet({
            missing: sql`scorecard_gap.missing + excluded.missing`,
            failing: sql`scorecard_gap.failing + excluded.failing`,
          }),
        )
        .execute();
    }
  }
}

/** Tally rows per statement. */
const CHUNK = 500;

/** Ids per `in (…)` list. */
const KEYS = 500;

/** Takes withdrawn copies (live until now) out of their buyer's tallies. */
export async function forgetWithdrawnCopies(db: Db, copies: readonly CountedCopy[]): Promise<void> {
  const change = new TallyChange();
  for (const copy of copies) change.count(copy, -1);
  await change.apply(db);
}

function parsedList(text: string | null): string[] {
  try {
    return text ? (JSON.parse(text) as string[]) : [];
  } catch {
    return [];
  }
}

/**
 * Copies received before the score card (migration 0019 leaves them null) are scored on the company's next
 * matching run, after their exceptions; a delivery scores each copy it stores from then on.
 */
export async function fillMissingScores(db: Db, companyId: number): Promise<void> {
  for (;;) {
    const rows = await db
      .selectFrom('received_item')
      .select(['id', 'attributes', 'exception_attributes', 'children', 'withdrawn', 'info_provider_gln'])
      .where('company_id', '=', companyId)
      .where('score_all_expected', 'is', null)
      .orderBy('id')
      .limit(KEYS)
      .execute();
    await db.transaction().execute(async (trx) => {
      await lockCopiesOf(trx, [companyId]);
      const change = new TallyChange();
      for (const row of rows) {
        const columns = scoredCopyColumns(
          JSON.parse(row.attributes) as ItemAttributes,
          parsedList(row.exception_attributes),
          parsedList(row.children).length > 0,
        );
        const { numUpdatedRows } = await annotateCopies(trx, columns)
          .where('id', '=', row.id)
          .where('score_all_expected', 'is', null)
          .executeTakeFirst();
        // A delivery may have stored (and counted) a newer copy meanwhile.
        if (Number(numUpdatedRows) === 1 && row.withdrawn === 0) {
          change.count({ company_id: companyId, info_provider_gln: row.info_provider_gln, ...columns }, 1);
        }
      }
      await change.apply(trx);
    });
    if (rows.length < KEYS) return;
  }
}

/**
 * The buyer's live copies (of these publishers' GLNs, or all), counted from the tallies instead of the
 * copies: the scored ones are the tallies' items, and the few not scored yet (received before the score card,
 * until the next matching run) are read through their partial index.
 */
export async function liveCopyCount(db: Db, companyId: number, glns: readonly string[] | null = null): Promise<number> {
  if (glns?.length === 0) return 0;
  const [scored, unscored] = await Promise.all([
    db
      .selectFrom('scorecard_tally')
      .select((eb) => eb.fn.sum<number>('items').as('n'))
      .where('company_id', '=', companyId)
      .$if(glns !== null, (qb) => qb.where('info_provider_gln', 'in', glns!))
      .executeTakeFirstOrThrow(),
    unscoredCopies(db, companyId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$if(glns !== null, (qb) => qb.where('info_provider_gln', 'in', glns!))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(scored.n ?? 0) + Number(unscored.n);
}

/**
 * The buyer's live copies not scored yet, read through `received_item_score_todo_idx`. `+withdrawn` keeps
 * SQLite, which has no statistics, from choosing an index on (company, withdrawn) and reading every copy of
 * the company instead (265 ms at 100,000 copies, against nothing).
 */
export const unscoredCopies = (db: Db, companyId: number) =>
  db
    .selectFrom('received_item')
    .where('company_id', '=', companyId)
    .where('score_all_expected', 'is', null)
    .where(sql`+withdrawn`, '=', 0);
