// The matching job as the data pool runs it, for the benches: a scratch database with the demo companies,
// the publisher's items stored as Harbor East's received copies (as a delivery leaves them) and the buyer's
// items as its item master (as a cross-reference file leaves them), then `dms.match` runs, and the possible
// matches read back from `dms_match`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ATTRIBUTES } from '@tradepool/domain';
import { prepareDatabase } from '../apps/server/dist/boot.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { searchText } from '../apps/server/dist/db/text-search.js';
import { createReceivedCopies } from '../apps/server/dist/composition/received-copies.js';
import { runMatching } from '../apps/server/dist/features/data-quality/matching-run.js';
import { pgAdmin } from './bench-db.mjs';

const HARBOR_EAST_GLN = '0843912000016';
const PUBLISHER_GLN = '0761305000019';
const CHUNK = 200;
const codeOf = (gdsn) => ATTRIBUTES.find((a) => a.gdsn === gdsn).code;
const PART_NUMBER = codeOf('manufacturerPartNumber');
const NET_CONTENT = codeOf('netContent');

/**
 * A scratch data pool: a SQLite file in a temporary folder, or with `DATABASE_URL` a scratch PostgreSQL
 * database on that server; migrated, with the demo companies. Answers its handle and Harbor East's id.
 */
export async function openScratchPool() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-matching-'));
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? `tradepool_matching_${process.pid}` : null;
  if (scratch) await pgAdmin(serverUrl, `create database ${scratch}`);
  const databaseUrl = scratch ? Object.assign(new URL(serverUrl), { pathname: `/${scratch}` }).href : null;
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', SEED_DEMO_CATALOG: 'false' }),
    databaseUrl,
  };
  const { handle } = await prepareDatabase(config);
  const { company_id: companyId } = await handle.db
    .selectFrom('company_gln')
    .select('company_id')
    .where('gln', '=', HARBOR_EAST_GLN)
    .executeTakeFirstOrThrow();
  return {
    db: handle.db,
    companyId,
    async close() {
      await handle.destroy();
      if (scratch) await pgAdmin(serverUrl, `drop database ${scratch}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Stores items as the company's received copies (as a delivery leaves them); answers the row ids in order. */
export async function storeReceived(db, companyId, items) {
  const now = new Date().toISOString();
  const ids = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = items.slice(i, i + CHUNK).map((item, k) => {
      const gtin = item.gtin ?? String(10_000_000 + i + k).padStart(14, '0');
      const attributes = {
        ...(item.mpc ? { [PART_NUMBER]: item.mpc } : {}),
        ...(item.netContent
          ? { [NET_CONTENT]: { value: String(item.netContent.value), unit: item.netContent.unit } }
          : {}),
      };
      return {
        company_id: companyId,
        subscriber_gln: HARBOR_EAST_GLN,
        publisher_company_id: null,
        info_provider_gln: PUBLISHER_GLN,
        source_item_id: null,
        gtin,
        target_market: '840',
        root_gtin: gtin,
        unit_descriptor: item.unitDescriptor ?? null,
        description: item.description,
        brand_name: item.brandName,
        product_code: item.productCode ?? null,
        gpc_code: null,
        search_text: searchText(gtin, item.productCode, item.description, item.brandName),
        children: '[]',
        attributes: JSON.stringify(attributes),
        version: 1,
        withdrawn: 0,
        cin_message_id: null,
        // The delivery checks each copy as it stores it; the matching run only fills older copies' exceptions.
        exception_attributes: '[]',
        received_time: now,
        modified_time: now,
      };
    });
    const inserted = await db.insertInto('received_item').values(rows).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Stores items as the company's item master (as a cross-reference file leaves it); answers the row ids. */
export async function storeBuyers(db, companyId, items) {
  const now = new Date().toISOString();
  const ids = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = items.slice(i, i + CHUNK).map((item, k) => ({
      company_id: companyId,
      product_code: item.productCode ?? `B-${i + k}`,
      gtin: item.gtin ?? null,
      description: item.description,
      brand_name: item.brandName,
      mpc: item.mpc,
      unit_descriptor: item.unitDescriptor ?? null,
      source_file_id: null,
      last_updated: now,
    }));
    const inserted = await db.insertInto('subscriber_item').values(rows).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/**
 * Matches `buyers` against `published` (plain rows: id, description, brandName, mpc, productCode, gtin)
 * through the tables and the job; answers, per buyer item, its possible matches best first (the ids given)
 * and the run's own figures.
 */
export async function matchThroughJob(buyers, published) {
  const pool = await openScratchPool();
  const { db, companyId } = pool;
  try {
    const receivedIds = new Map((await storeReceived(db, companyId, published)).map((id, i) => [id, published[i].id]));
    const buyerIds = new Map((await storeBuyers(db, companyId, buyers)).map((id, i) => [id, buyers[i].id]));
    const started = performance.now();
    const run = await runMatching(db, createReceivedCopies(), companyId);
    const runMs = performance.now() - started;
    const rows = await db
      .selectFrom('dms_match')
      .select(['subscriber_item_id', 'received_item_id', 'score', 'rank'])
      .where('kind', '=', 'possible')
      .orderBy('subscriber_item_id')
      .orderBy('rank')
      .execute();
    const byBuyer = new Map([...buyerIds.values()].map((id) => [id, []]));
    for (const row of rows) {
      byBuyer.get(buyerIds.get(row.subscriber_item_id)).push({
        receivedId: receivedIds.get(row.received_item_id),
        score: row.score,
      });
    }
    return { results: [...byBuyer].map(([buyerId, possible]) => ({ buyerId, possible })), run, runMs };
  } finally {
    await pool.close();
  }
}
