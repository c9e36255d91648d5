// Measures matching as a buyer meets it (issue 18, "Measured through the product"): the shared benchmark
// Amazon-GoogleProducts (bench/fixtures/amazon-google, see its NOTICE.md) through the real services of the
// built server, the HTTP calls the screens make, on a database of the bench's own (bench/bench-server.mjs):
//   1. pub.admin (Northwind Foods, the demo publisher) uploads Google's 3,226 items in the GTIN template
//      (`POST gdsn/upload`, written here with exceljs in the domain's layout) and the bench polls the upload
//      until every item is validated: title → Trade Item Description, manufacturer → Brand Name, price
//      nowhere; each item a GTIN-14 of its own (bench/bench-items.mjs), product code NW-100000 …, net content
//      1 piece (H87: required, and no mass or volume a title could contradict), the rest of a complete base
//      unit. 2,870 Google items have no manufacturer, while the template requires a brand: those get
//      MATCHING_NO_BRAND ("-" by default, which the engine reads as no brand, as bench/matching-quality.mjs
//      has none; "Unbranded", as GS1 data often says, shows what a placeholder brand costs);
//   2. registers them (`POST gdsn/tradeitems/registration/register`, the ids from the registration list) and
//      waits until the built-in Global Registry has registered every one (`GET …/registration/totals`);
//   3. a buyer company made through the API (bench.buyer0, a subscriber admin) subscribes to Northwind's GLN
//      (`POST gdsn/subscriptions`), and pub.admin publishes the items to it (`POST
//      gdsn/publications/subscribers/publish`, as the wizard does); the bench waits for the deliveries;
//   4. the buyer uploads Amazon's 1,363 items as its cross-reference file (`POST
//      admin/upload/{company}/crossreffile`): product code HE-100000 …, description (title), brand name
//      (manufacturer); no GTIN (a buyer item with one would be matched by it) and no MPC (tableA has no model
//      number column); then polls `GET dms/matching` as the data quality screen does until the run the file
//      queued is done;
//   5. reads every buyer item and its proposals as the data quality screens do, 500 rows a page: the unmatched
//      items (`POST dms/subscriber/unmatched/items/search`, each with its `matchDecision` and `proposals` once
//      lane match-criteria adds them) and, while the rows carry no proposals, Northwind's possible matches
//      (`POST dms/subscriber/possible/matched/items`).
//
// The buyer item's decision is the row's `matchDecision` when the API gives one; until then it is inferred
// as the engine decides (apps/server/src/features/matching/match-buyer-item.ts): exactly one proposal
// scoring at least DEFAULT_MATCH_OPTIONS.confident is confident, any other proposals are candidates, none is
// none. Product codes HE-… and NW-… are the numbering of `MATCHING_PRODUCT_CODES=1 node
// bench/matching-quality.mjs`; its figures through the job (line "as matching-quality.mjs") are these but for
// two things the product does: it cuts the 4 Google titles longer than 200 characters (the template's limit),
// and it stores the received copies in the order the deliveries write them, not tableB's, which moves the
// tie-breaks between equal scores (docs/MATCHING.md, "Through the product").
//
//   npm run build && node bench/matching-services.mjs                      # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/matching-services.mjs
//   MATCHING_NO_BRAND=Unbranded node bench/matching-services.mjs          # a placeholder brand as GS1 data has
//   MATCHING_FIXTURE=path/to/dir node bench/matching-services.mjs         # another pair laid out the same way
//   BENCH_KEEP=1 …  keeps the database (its path or URL printed)
//
// The figures (gold.csv: the true pairs; a buyer item "with a counterpart" has at least one):
//   confident: precision = confident proposals that are gold pairs / confident proposals; recall = the same /
//     buyer items with a counterpart; F1 their harmonic mean
//   recall@1, recall@5: share of the buyer items with a counterpart whose first (first 5) proposals, as the
//     screens list them (score descending), hold a gold pair
//   no counterpart: share of the buyer items without one that still get a confident proposal (any proposal)
//   proposals per buyer item: every proposal listed / buyer items
//   timings: each step from its request to the state the bench polls for, seconds
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import {
  CATALOG_COLUMNS,
  CATALOG_FIRST_DATA_ROW,
  CATALOG_SHEET_NAME,
  catalogColumnHeader,
  catalogRowCells,
} from '@tradepool/domain';
import { DEFAULT_MATCH_OPTIONS } from '../apps/server/dist/features/matching/match-buyer-item.js';
import { databaseName, elapsed, loadAverage, sleep } from './bench-format.mjs';
import { baseUnitAttributesOf, gtinOf } from './bench-items.mjs';
import { deliveryJobs, PUBLISHER_GLN } from './bench-publisher.mjs';
import { createBuyers, postJson, signIn, startOwnServer } from './bench-server.mjs';
import { matchingFigures } from './matching-figures.mjs';
import { DEFAULT_FIXTURE, readFixture } from './matching-fixture.mjs';

const port = Number(process.env.BENCH_PORT ?? 8303);
const fixture = process.env.MATCHING_FIXTURE ?? DEFAULT_FIXTURE;
const noBrand = process.env.MATCHING_NO_BRAND ?? '-';
const POLL_MS = 250;
const PAGE = 500;
const TIMEOUT_S = 1800;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-bench-matching-'));

const buyerCode = (i) => `HE-${100000 + i}`;
const publisherCode = (j) => `NW-${100000 + j}`;

/** A GET of the API; answers its `data`. */
async function getJson(base, token, apiPath) {
  const response = await fetch(`${base}/${apiPath}`, { headers: { authorization: `Bearer ${token}` } });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${apiPath}: ${response.status} ${answer.error?.message}`);
  return answer.data;
}

/** A file posted as the screens post one (a multipart form, field `file`); answers the `data`. */
async function postFile(base, token, apiPath, file) {
  const form = new FormData();
  form.append('file', await fs.openAsBlob(file), path.basename(file));
  const response = await fetch(`${base}/${apiPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${apiPath}: ${response.status} ${answer.error?.message}`);
  return answer.data;
}

/** Asks `poll` every 250 ms until it answers something; answers that. */
async function until(what, poll) {
  const started = performance.now();
  for (;;) {
    const done = await poll();
    if (done) return done;
    if (elapsed(started) > TIMEOUT_S) throw new Error(`${what}: not done in ${TIMEOUT_S} s`);
    await sleep(POLL_MS);
  }
}

/** Every page of a paged search (`{ totalRows, results }`), 500 rows a page. */
async function allPages(base, token, apiPath, body) {
  const rows = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await postJson(base, token, apiPath, { ...body, rowCount: PAGE, pageNumber });
    rows.push(...page.results);
    if (page.results.length < PAGE || rows.length >= page.totalRows) return rows;
  }
}

/** An .xlsx of one sheet: `header` rows, then `rows` (arrays of cells). */
async function writeWorkbook(file, sheetName, header, rows) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of [...header, ...rows]) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
}

/** Google's item `j` as a complete, valid base unit of the GTIN template (see the header). */
function templateAttributes(item, j) {
  const description = item.description.slice(0, 200);
  return {
    ...baseUnitAttributesOf(j, gtinOf(j)),
    Coding1B: publisherCode(j),
    Descriptions1E: description,
    Descriptions1A: item.brandName ?? noBrand,
    Descriptions1B: 'Product',
    Descriptions1C: description.slice(0, 35),
    Descriptions1H: description,
    Measure1D: { value: '1', unit: 'H87' },
    ...(item.mpc ? { Coding1K: item.mpc } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The steps

const timings = [];
/** Runs a step and keeps its time; answers what it answers. */
async function step(name, run) {
  const started = performance.now();
  const answer = await run();
  timings.push({ step: name, s: Number(elapsed(started).toFixed(1)) });
  return answer;
}

/** 1. The GTIN template uploaded and validated; answers the upload's summary. */
async function uploadCatalog(base, token, published) {
  const file = path.join(workDir, 'gtin-template.xlsx');
  // Labels, then codes, then the items: the domain's layout, whose items start in CATALOG_FIRST_DATA_ROW.
  const header = [CATALOG_COLUMNS.map(catalogColumnHeader), CATALOG_COLUMNS.map((column) => column.key)];
  if (header.length + 1 !== CATALOG_FIRST_DATA_ROW) throw new Error(`items start in row ${CATALOG_FIRST_DATA_ROW}`);
  await step('write the GTIN template', () =>
    writeWorkbook(
      file,
      CATALOG_SHEET_NAME,
      header,
      published.map((item, j) => catalogRowCells(templateAttributes(item, j))),
    ),
  );
  return step('upload and validate (gdsn/upload, until done)', async () => {
    const { uploadId } = await postFile(base, token, 'gdsn/upload', file);
    return until('upload', async () => {
      const summary = await getJson(base, token, `gdsn/upload/${uploadId}`);
      if (summary.status === 'failed') throw new Error(`upload failed: ${summary.failureMessage}`);
      return summary.status === 'done' && summary;
    });
  });
}

/** 2. Every Ready item registered; answers the registered items (catalog id, GTIN). */
async function register(base, token, count) {
  const ready = await allPages(base, token, 'gdsn/tradeitems/registration', { status: 1, lastDays: 0 });
  if (ready.length !== count) throw new Error(`${ready.length} items ready to register, ${count} uploaded`);
  await step('register (…/registration/register, until Registered)', async () => {
    for (let i = 0; i < ready.length; i += 5000) {
      const ids = ready.slice(i, i + 5000).map((row) => row.catalogItemId);
      await postJson(base, token, 'gdsn/tradeitems/registration/register', { catalogItemIds: ids });
    }
    await until('registration', async () => {
      const totals = await getJson(base, token, 'gdsn/tradeitems/registration/totals');
      if (totals.rejected) throw new Error(`${totals.rejected} items rejected by the registry`);
      return totals.registered === count;
    });
  });
  return ready;
}

/** 3. The buyer subscribed, the items published to it and delivered. */
async function publishToBuyer(base, db, publisherToken, buyerToken, buyer, items) {
  await step('subscribe (gdsn/subscriptions)', async () => {
    const subscribed = await postJson(base, buyerToken, 'gdsn/subscriptions', {
      subscriberGLN: buyer.gln,
      publisherGLN: PUBLISHER_GLN,
      tms: ['840'],
    });
    if (subscribed.errorCount) throw new Error(`subscription refused: ${subscribed.results[0].error}`);
  });
  await step('publish and deliver (…/subscribers/publish, until delivered)', async () => {
    const answer = await postJson(base, publisherToken, 'gdsn/publications/subscribers/publish', {
      catalogItemId: items.map((row) => row.catalogItemId),
      gln: [buyer.gln],
      load: true,
    });
    if (answer.error_count) throw new Error(`${answer.error_count} publish errors`);
    const jobs = await until('delivery', async () => {
      const found = await deliveryJobs(db);
      return !found.queued && !found.running && found.done && found;
    });
    if (jobs.failed) throw new Error(`${jobs.failed.n} delivery jobs failed`);
  });
  const [{ n }] = await db.all(`select count(*) as n from received_item where company_id = ?`, [buyer.id]);
  if (Number(n) !== items.length) throw new Error(`${n} received copies, ${items.length} published`);
}

/** The buyer's latest matching run once none is waiting or running, as the data quality screen polls it. */
const settledRun = (base, token) =>
  until('matching', async () => {
    const run = await getJson(base, token, 'dms/matching');
    if (run.status === 'failed') throw new Error(`matching run ${run.jobId} failed`);
    return (run.status === 'done' || run.status === 'none') && run;
  });

/** 4. The buyer's item master uploaded and matched. */
async function uploadItemMaster(base, token, companyId, buyers) {
  const file = path.join(workDir, 'cross-reference.xlsx');
  await step('write the cross-reference file', () =>
    writeWorkbook(
      file,
      'Items',
      [['GTIN', 'Product Code', 'Description', 'Brand Name', 'MPC', 'Unit Descriptor']],
      buyers.map((item, i) => [null, buyerCode(i), item.description, item.brandName, item.mpc, null]),
    ),
  );
  // The delivery queued a run of its own: the one to wait for is the one the file queues.
  const before = await settledRun(base, token);
  const stored = await step('cross-reference upload (…/crossreffile)', () =>
    postFile(base, token, `admin/upload/${companyId}/crossreffile`, file),
  );
  if (stored.file.storedCount !== buyers.length) throw new Error(`${stored.file.storedCount} buyer items stored`);
  return step('matching run (dms/matching, until done)', () =>
    until('matching', async () => {
      const run = await settledRun(base, token);
      return run.jobId !== before.jobId && run;
    }),
  );
}

/**
 * 5. Every buyer item's decision and proposals, as the data quality screens list them: the proposals the
 * unmatched item row carries once lane match-criteria adds them, else the publisher's possible matches.
 */
async function readDecisions(base, token, buyerIdOf, publishedIdOf) {
  return step('read decisions and proposals (unmatched items, possible matches)', async () => {
    const items = await allPages(base, token, 'dms/subscriber/unmatched/items/search', { sortBy: 'productCode' });
    const proposalsOf = new Map(items.map((row) => [row.id, row.proposals ?? []]));
    if (items.some((row) => !row.proposals)) {
      const pairs = await allPages(base, token, 'dms/subscriber/possible/matched/items', {
        publisherGln: PUBLISHER_GLN,
        sortBy: 'score',
        sortDesc: true,
      });
      for (const pair of pairs)
        proposalsOf.get(pair.subCatalogItemId)?.push({ ...pair, gtin: pair.publisherItem.gtin });
    }
    return items.map((row) => {
      // Best first, ties to the lower received id, as the run ranks them.
      const listed = proposalsOf.get(row.id).sort((a, b) => b.score - a.score || a.catalogItemId - b.catalogItemId);
      const inferred =
        listed.length === 0
          ? 'none'
          : listed.length === 1 && listed[0].score >= DEFAULT_MATCH_OPTIONS.confident
            ? 'confident'
            : 'candidates';
      return {
        buyerId: buyerIdOf.get(row.productCode),
        decision: row.matchDecision ?? inferred,
        fromApi: row.matchDecision !== undefined,
        proposals: listed.map((proposal) => publishedIdOf.get(proposal.gtin)),
      };
    });
  });
}

// ---------------------------------------------------------------------------------------------------------

const { buyers, published, gold } = await readFixture(fixture);
const buyerIdOf = new Map(buyers.map((item, i) => [buyerCode(i), item.id]));
const publishedIdOf = new Map(published.map((item, j) => [gtinOf(j), item.id]));

const server = await startOwnServer('matching', port, { worker: true });
const { base } = server;
let results;
try {
  const db = await server.connect();
  const site = (await signIn(base, 'site.admin')).authToken.token;
  const [buyer] = await createBuyers(base, site, db, 1);
  const publisherToken = (await signIn(base, 'pub.admin')).authToken.token;
  const buyerAuth = await signIn(base, 'bench.buyer0');
  const buyerToken = buyerAuth.authToken.token;

  const upload = await uploadCatalog(base, publisherToken, published);
  if (upload.validatedCount !== published.length) {
    throw new Error(
      `${upload.validatedCount} of ${published.length} items validated (failed ${upload.failedCount}, ` +
        `not ready ${upload.notReadyCount}, rows failed ${upload.failureCount})`,
    );
  }
  const items = await register(base, publisherToken, published.length);
  await publishToBuyer(base, db, publisherToken, buyerToken, buyer, items);
  await db.close();
  await uploadItemMaster(base, buyerToken, buyerAuth.currentCompanyId, buyers);
  results = await readDecisions(base, buyerToken, buyerIdOf, publishedIdOf);
} finally {
  await server.cleanUp();
  fs.rmSync(workDir, { recursive: true, force: true });
}

if (results.length !== buyers.length) throw new Error(`${results.length} buyer items read, ${buyers.length} uploaded`);
const f = matchingFigures(results, gold);
const pct = (x) => x.toFixed(3);
const share = (x) => `${(100 * x).toFixed(1)} %`;
const fromApi = results.every((r) => r.fromApi);
console.log(`Matching through the product: ${path.relative(process.cwd(), fixture) || fixture}, ${databaseName()}`);
console.log(
  `  buyer items ${f.buyerItems} (${f.withCounterpart} with a counterpart, ${f.without} without), publisher items ` +
    `${published.length}, gold pairs ${gold.length}; brand where the fixture has none: "${noBrand}"`,
);
console.log(
  `  decisions ${fromApi ? 'read from matchDecision' : `inferred (no matchDecision in the API; confident = one proposal ≥ ${DEFAULT_MATCH_OPTIONS.confident})`}: ` +
    Object.entries(f.decisions)
      .map(([k, v]) => `${k} ${v}`)
      .join(', '),
);
console.table(timings);
console.table([
  {
    'confident P': pct(f.precision),
    'confident R': pct(f.recall),
    'confident F1': pct(f.f1),
    confident: `${f.confidentRight} right of ${f.confident}`,
    'recall@1': pct(f.recallAt1),
    'recall@5': pct(f.recallAt5),
    'no counterpart: confident': share(f.withoutConfident),
    'no counterpart: any proposal': share(f.withoutProposal),
    'proposals / buyer item': f.proposalsPerItem.toFixed(2),
  },
]);
const j = f.asJob;
console.log(
  `  as matching-quality.mjs: predicted ${j.predicted}, correct ${j.correct}; precision ${pct(j.precision)}, ` +
    `recall ${pct(j.recall)}, F1 ${pct(j.f1)}, recall@5 ${pct(j.recallAt5)}`,
);
console.log(`  load average ${loadAverage()}`);
