// Measures the global search and the score card (issue 16, Performance): the global search answers in
// under 100 ms p95 over HTTP at 1,000,000 received items with 10 concurrent users, a misspelt brand or
// description included. On a database of its own:
//   - the built server (no job worker); 10 buyer companies and 20 publisher companies created through the API;
//   - 100,000 received copies per buyer (1,000,000 `received_item` rows), written through the delivery's own
//     functions from apps/server/dist: the copy's score card columns (`scoredCopyColumns`, from the demo
//     catalog's Open Food Facts documents and their exceptions), its words (`searchTermsOf`: the buyer's
//     vocabulary), the word index (`reindexCopies`) and the score card's tallies (`TallyChange`), 500 copies a
//     statement as a delivery batch writes them. Each copy has a publisher, a CIC state (40 % none, 25 %
//     synchronised …), a date over the last 120 days; the stored document is the compact one (its keys), the
//     scores are computed from the whole document;
//   - each call driven with autocannon as one buyer's admin (100,000 copies): 5 s with 1 connection, 5 s with
//     10; p50/p95/p99 from every response time.
//
//   npm run build && node bench/global-search.mjs            # SQLite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/global-search.mjs
//   BENCH_ITEMS=2000 BENCH_SECONDS=1 node bench/global-search.mjs   # a quick run (copies per buyer)
//   BENCH_BUYERS=1 BENCH_ITEMS=1000000 …                              # one buyer holding all of them
//   BENCH_KEEP=1 … keeps the database (its path or URL printed) to EXPLAIN the queries
import { gs1CheckDigit } from '@tradepool/domain';
import { openDatabase } from '../apps/server/dist/db/database.js';
import { searchText } from '../apps/server/dist/db/text-search.js';
import { exceptionAttributes } from '../apps/server/dist/features/data-quality/item-exceptions.js';
import { reindexCopies, searchTermsOf } from '../apps/server/dist/features/global-search/search-index.js';
import { COUNTED_COLUMNS, scoredCopyColumns, TallyChange } from '../apps/server/dist/features/scorecard/tally.js';
import { databaseName, elapsed, loadAverage } from './bench-format.mjs';
import { compactDocument, offTemplates, variantDescription } from './bench-items.mjs';
import { createBuyers, createCompanies, measureCalls, signIn, startOwnServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8299);
const buyers = Number(process.env.BENCH_BUYERS ?? 10);
const perBuyer = Number(process.env.BENCH_ITEMS ?? 100_000);
const publishers = Number(process.env.BENCH_PUBLISHERS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** Copies per statement (a delivery batch's) and per transaction. */
const CHUNK = 500;
const PER_TRANSACTION = 10;
const DAY_SECONDS = 86_400;

const withCheckDigit = (body) => `${body}${gs1CheckDigit(body)}`;
const publisherGln = (k) => withCheckDigit(`07${30000 + k}00000`);
/** Copy `j` of a buyer: item `j` of publisher `j % publishers`, a GTIN under that publisher's prefix. */
const gtinOf = (k, j) => `0${withCheckDigit(`7${30000 + k}${String(j).padStart(6, '0')}`)}`;
const CIC_STATES = [null, null, null, null, 'SYNCHRONISED', 'SYNCHRONISED', 'RECEIVED', 'REVIEW', 'REJECTED', null];

/** The demo documents with what the delivery computes of each once: its exceptions and score card columns. */
function scoredTemplates() {
  return offTemplates({ gln: publisherGln(0), name: 'Bench Publisher 0' }, (d) => Boolean(d.Coding1C)).map(
    (template) => {
      const exceptions = exceptionAttributes({ attributes: template.document, children: [] });
      return { ...template, exceptions, score: scoredCopyColumns(template.document, exceptions, false) };
    },
  );
}

/** Buyer `b`'s copy `j`, as the delivery stores it (less the words, which `searchTermsOf` adds). */
function copyOf(all, companies, sources, b, j, now) {
  const template = all[(j * 31 + b) % all.length];
  const k = j % sources.length;
  const gtin = gtinOf(k, j);
  const description = variantDescription(template, j);
  const productCode = `BP${k}-${String(j).padStart(6, '0')}`;
  const brand = template.columns.brand_name;
  const time = new Date(now - ((j * 104_729 + b * 7) % (120 * DAY_SECONDS)) * 1000).toISOString();
  const gln = sources[k].gln;
  return {
    company_id: companies[b].id,
    subscriber_gln: companies[b].gln,
    publisher_company_id: sources[k].id,
    info_provider_gln: gln,
    source_item_id: null,
    gtin,
    target_market: '840',
    root_gtin: gtin,
    unit_descriptor: template.columns.unit_descriptor,
    description,
    brand_name: brand,
    product_code: productCode,
    gpc_code: template.columns.gpc_code,
    search_text: searchText(gtin, productCode, description, brand),
    has_allergens: template.columns.has_allergens,
    has_nutrients: template.columns.has_nutrients,
    has_marketing: template.columns.has_marketing,
    children: '[]',
    attributes: JSON.stringify(compactDocument(template, { gtin, productCode, description, gln })),
    version: 1,
    withdrawn: 0,
    cic_status: CIC_STATES[(j * 7 + b) % CIC_STATES.length],
    exception_attributes: JSON.stringify(template.exceptions),
    exception_count: template.exceptions.length,
    ...template.score,
    received_time: time,
    modified_time: time,
  };
}

/** Every buyer's copies, through the delivery's functions: words, copies, word index, tallies. */
async function loadCopies(db, all, companies, sources) {
  const now = Date.now();
  const started = performance.now();
  for (let b = 0; b < companies.length; b++) {
    for (let start = 0; start < perBuyer; start += CHUNK * PER_TRANSACTION) {
      await db.transaction().execute(async (trx) => {
        for (let i = start; i < Math.min(perBuyer, start + CHUNK * PER_TRANSACTION); i += CHUNK) {
          const chunk = [];
          for (let j = i; j < Math.min(perBuyer, i + CHUNK); j++)
            chunk.push(copyOf(all, companies, sources, b, j, now));
          const terms = await searchTermsOf(trx, chunk);
          chunk.forEach((copy, n) => (copy.search_terms = terms[n]));
          const stored = await trx
            .insertInto('received_item')
            .values(chunk)
            .returning(['id', 'search_terms', ...COUNTED_COLUMNS])
            .execute();
          await reindexCopies(trx, stored, new Map());
          const tally = new TallyChange();
          for (const copy of stored) tally.count(copy, 1);
          await tally.apply(trx);
        }
      });
    }
    console.log(`buyer ${b}: ${perBuyer.toLocaleString('en-US')} copies, ${elapsed(started).toFixed(0)} s so far`);
  }
  return elapsed(started);
}

const { base, connect, cleanUp, databaseUrl, sqliteFile } = await startOwnServer('globalsearch', port);
try {
  const db = await connect();
  const site = (await signIn(base, 'site.admin')).authToken.token;
  const companies = await createBuyers(base, site, db, buyers);
  const sources = await createCompanies(base, site, db, {
    label: 'Bench Publisher',
    count: publishers,
    gln: publisherGln,
    fields: { step: 'integrationsapplications', isGdsn: 1, rolePub: 1 },
    login: 'bench.pub',
    roleId: 4,
  });
  // The server's own code writes the copies, through a handle of the bench's on the same database.
  const handle = openDatabase({ databaseUrl: databaseUrl || null, sqliteFile });
  const all = scoredTemplates();
  const loadSeconds = await loadCopies(handle.db, all, companies, sources);
  await handle.destroy();
  if (db.dialect === 'postgres') await db.run('vacuum analyze');
  const [{ n: copies }] = await db.all('select count(*) as n from received_item');
  const [{ n: postings }] = await db.all('select count(*) as n from received_item_term');
  const [{ n: words }] = await db.all('select count(*) as n from received_term');
  await db.close();
  console.log(
    `${Number(copies).toLocaleString('en-US')} received items in ${loadSeconds.toFixed(0)} s ` +
      `(${Number(words).toLocaleString('en-US')} vocabulary words, ${Number(postings).toLocaleString('en-US')} postings)`,
  );

  // The first call after the long load may meet a kept-alive connection the server has closed: once more.
  const buyer = `bench.buyer${Math.min(3, buyers - 1)}`;
  const token = (await signIn(base, buyer).catch(() => signIn(base, buyer))).authToken.token;
  const search = 'catalogs/globalsearch/publisherItemsList';
  const some = 12_345 % perBuyer;
  const someGtin = gtinOf(some % publishers, some);
  const calls = [
    ['default page (GTIN descending)', search, {}],
    ['find by GTIN', search, { findBy: 'gtin', keyword: someGtin }],
    ['brand "Lindt"', search, { brandName: 'Lindt' }],
    ['brand "Lidnt", spell-checked', search, { brandName: 'Lidnt', brandSpellChk: true }],
    ['description "chocolate"', search, { description: 'chocolate' }],
    ['description "choclate", spell-checked', search, { description: 'choclate', descSpellCheck: true }],
    [
      'description "peppermnt trufles", spell-checked',
      search,
      { description: 'peppermnt trufles', descSpellCheck: true },
    ],
    ['description contains "choc"', search, { description: 'choc', searchCriteria: 'contains' }],
    ['brand "Lindt", status Sync\'d', search, { brandName: 'Lindt', dmsStatuses: [12] }],
    ['publisher name "Bench Publisher 7"', search, { publisherName: 'Bench Publisher 7' }],
    ['keyword "truffles" (any column)', search, { keyword: 'truffles' }],
    // What the screen's search box sends (issue 13): every column, the words spell-checked.
    [
      'keyword "choclate" (any column), spell-checked',
      search,
      { keyword: 'choclate', descSpellCheck: true, brandSpellChk: true },
    ],
    ['POST scorecard/subscriberScore', 'scorecard/subscriberScore', {}],
    ['GET scorecard/search?keyword=bench', 'scorecard/search?keyword=bench', null],
  ];
  const table = await measureCalls(base, token, calls, seconds);
  console.log(
    `database: ${databaseName()}, ${(perBuyer * buyers).toLocaleString('en-US')} received items ` +
      `(${perBuyer.toLocaleString('en-US')} per buyer × ${buyers} buyers, from ${publishers} publishers), one buyer's admin, ` +
      `${seconds} s per row; load average ${loadAverage()}`,
  );
  console.table(table);
} finally {
  await cleanUp();
}
