import {
  CATALOG_STATUS,
  validateAttributes,
  validateTradeItem,
  type GdsnElement,
  type ItemAttributes,
  type RuleItem,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { nextTurn } from '../../jobs/in-turns.js';
import { enqueueJob } from '../../jobs/queue.js';
import { codeLabel, hasCode } from '../metadata/code-lists.js';
import { cinGaps, rowReasons } from './cin-items.js';
import { KEY_CODES } from './item-document.js';
import { treeFailures } from './tree-failures.js';
import { childrenOf, companyGlns } from './repo.js';
import { parseAttributes } from './visible-item.js';
import { VALIDATION_JOB } from '../../jobs/job-names.js';

export type ValidationJob = { itemIds: number[] } | { uploadId: number };

/**
 * Items one transaction validates: the errors and statuses of a batch are written together. Checking 500 took
 * 30–60 ms of the event loop on this 2-core machine, its write as much again; 100 keeps a stretch short.
 */
const BATCH = 100;

export async function enqueueValidation(db: Db, companyId: number, job: ValidationJob): Promise<void> {
  await enqueueJob(db, VALIDATION_JOB, job, { companyId });
}

/** The statuses an item is validated in: Ready (2) against every rule; Not Ready (1) and a non-GDSN user's
 * Validated (5) for what they hold, the code lists and value formats (readiness is not yet their question),
 * unless a CIN delivered them (cin-items.ts). */
const CHECKED = [CATALOG_STATUS.ready, CATALOG_STATUS.notReady, CATALOG_STATUS.validated] as const;

const acceptAnyCode = () => true;

export interface ItemFailure {
  ruleId: number | null;
  attribute: string | null;
  message: string;
}

/**
 * What is wrong with one item: the value formats of the dictionary (a stored upload may hold what a save would
 * refuse; code lists are the GDSN rules' part, so the format check accepts any code), its information provider
 * being one of the owner's GLNs, and the GDSN rules (all of them for a Ready item or one a CIN delivered, with
 * what such an item must carry besides; the code-list rules for the others).
 */
export function itemFailures(
  attributes: ItemAttributes,
  children: RuleItem['children'],
  status: number,
  fromCin: boolean,
  ownGlns: readonly string[],
  today: Date,
): ItemFailure[] {
  const failures: ItemFailure[] = validateAttributes(attributes, acceptAnyCode).map((p) => ({
    ruleId: null,
    attribute: p.code,
    message: p.message,
  }));
  const provider = attributes[KEY_CODES.infoProviderGln];
  if (typeof provider === 'string' && !ownGlns.includes(provider)) {
    failures.push({
      ruleId: null,
      attribute: KEY_CODES.infoProviderGln,
      message: `Information Provider GLN ${provider} is not one of your company's GLNs.`,
    });
  }
  const rules = validateTradeItem(
    { attributes, children },
    {
      today,
      hasCode,
      countryName: (code) => codeLabel('COUNTRY', code),
      categories: status === CATALOG_STATUS.ready || fromCin ? undefined : ['code list'],
    },
  );
  const gaps = fromCin ? cinGaps(attributes).map((gap) => ({ ruleId: null, ...gap })) : [];
  return [...failures, ...gaps, ...rules];
}

/**
 * Validates these items and writes the outcome, with the errors kept per item (replacing the last run's): a
 * Ready item becomes Validated (5) or Failed (9); any other item checked fails (9) when something it holds
 * is wrong, else keeps its status. An item saved again meanwhile (its version moved on, or its status) is left
 * for the validation its own save asked for. Answers the counts.
 */
export async function validateItems(
  db: Db,
  ids: readonly number[],
  today = new Date(),
  uploadId?: number,
): Promise<{ validated: number; failed: number }> {
  let validated = 0;
  let failed = 0;
  const glnsOf = new Map<number, readonly string[]>();
  for (let start = 0; start < ids.length; start += BATCH) {
    await nextTurn();
    const batch = ids.slice(start, start + BATCH);
    const items = await db
      .selectFrom('catalog_item as i')
      .leftJoin('catalog_upload as u', 'u.id', 'i.upload_id')
      .select([
        'i.id',
        'i.company_id',
        'i.attributes',
        'i.gdsn_document',
        'i.version',
        'i.status',
        'i.upload_id',
        'i.upload_row',
        'u.format',
      ])
      .where('i.id', 'in', batch)
      .where('i.status', 'in', CHECKED)
      .where('i.deleted', '=', 0)
      .execute();
    if (items.length === 0) {
      if (uploadId !== undefined) await advanceUploadValidation(db, uploadId, batch);
      continue;
    }
    for (const companyId of new Set(items.map((i) => i.company_id))) {
      if (!glnsOf.has(companyId)) glnsOf.set(companyId, await companyGlns(db, companyId));
    }
    const children = await childrenOf(
      db,
      items.map((i) => i.id),
    );
    const fromCin = items.filter((i) => i.format === 'xml');
    const reasons = await rowReasons(db, fromCin);
    const now = nowIso();
    const outcomes = items.map((item) => {
      const failures = [
        ...itemFailures(
          parseAttributes(item.attributes),
          children
            .filter((c) => c.parent_id === item.id)
            .map((c) => ({ attributes: parseAttributes(c.attributes), quantity: c.quantity })),
          item.status,
          item.format === 'xml',
          glnsOf.get(item.company_id)!,
          today,
        ),
        ...(reasons.get(item.id) ?? []).map((reason) => ({ ruleId: null, ...reason })),
        ...(item.gdsn_document ? treeFailures(JSON.parse(item.gdsn_document) as GdsnElement) : []).map((message) => ({
          ruleId: null,
          attribute: null,
          message,
        })),
      ];
      const next = failures.length
        ? CATALOG_STATUS.failed
        : item.status === CATALOG_STATUS.ready
          ? CATALOG_STATUS.validated
          : item.status;
      return { item, failures, next };
    });
    await nextTurn();
    await inTransaction(db, async (trx) => {
      await trx
        .deleteFrom('catalog_item_error')
        .where(
          'catalog_item_id',
          'in',
          items.map((i) => i.id),
        )
        .where('source', '=', 'validation')
        .execute();
      const errors = outcomes.flatMap(({ item, failures }) =>
        failures.map((f) => ({
          company_id: item.company_id,
          catalog_item_id: item.id,
          source: 'validation' as const,
          rule_id: f.ruleId === null ? null : String(f.ruleId),
          attribute: f.attribute,
          message: f.message,
          row_number: item.upload_row ?? null,
          created_time: now,
        })),
      );
      for (let i = 0; i < errors.length; i += 500) {
        await trx
          .insertInto('catalog_item_error')
          .values(errors.slice(i, i + 500))
          .execute();
      }
      // One statement per (status read, status written, version) keeps a batch to a few round trips.
      const groups = new Map<string, { from: number; to: number; version: number; ids: number[] }>();
      for (const { item, next } of outcomes) {
        if (next === item.status) continue;
        const key = `${item.status}/${next}/${item.version}`;
        const group = groups.get(key) ?? { from: item.status, to: next, version: item.version, ids: [] };
        group.ids.push(item.id);
        groups.set(key, group);
      }
      for (const group of groups.values()) {
        const result = await trx
          .updateTable('catalog_item')
          .set({ status: group.to })
          .where('id', 'in', group.ids)
          .where('version', '=', group.version)
          .where('status', '=', group.from)
          .executeTakeFirst();
        const changed = Number(result.numUpdatedRows);
        if (group.to === CATALOG_STATUS.validated) validated += changed;
        else failed += changed;
      }
      if (uploadId !== undefined) await advanceUploadValidation(trx, uploadId, batch);
    });
  }
  return { validated, failed };
}

/** An upload's validation has judged these items (ids ascending): its cursor moves past them, with the outcome. */
async function advanceUploadValidation(db: Db, uploadId: number, batch: readonly number[]): Promise<void> {
  await db
    .updateTable('catalog_upload')
    .set((eb) => ({
      validation_cursor: batch[batch.length - 1]!,
      validated_count: eb('validated_count', '+', batch.length),
    }))
    .where('id', '=', uploadId)
    .execute();
}

/** The upload is done: every item it stored has its validation outcome. */
export async function finishUploadValidation(db: Db, uploadId: number): Promise<void> {
  await db
    .updateTable('catalog_upload')
    .set({ status: 'done', completed_time: nowIso() })
    .where('id', '=', uploadId)
    .where('status', '=', 'validating')
    .execute();
}

/**
 * The items an upload wrote that validation looks at and has not judged yet (after its cursor), in id order
 * (what its validation job works through, resuming where a stopped run committed last).
 */
export async function checkedItemsOfUpload(db: Db, uploadId: number): Promise<number[]> {
  const upload = await db
    .selectFrom('catalog_upload')
    .select('validation_cursor')
    .where('id', '=', uploadId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('catalog_item')
    .select('id')
    .where('upload_id', '=', uploadId)
    .where('id', '>', upload?.validation_cursor ?? 0)
    .where('status', 'in', CHECKED)
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
