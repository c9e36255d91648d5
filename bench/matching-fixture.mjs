// A product-matching benchmark laid out as bench/fixtures/amazon-google is: tableA.csv (the buyer's items),
// tableB.csv (the publisher's) and gold.csv (tableA_id, tableB_id: the true pairs), read as plain rows.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvRecords } from '../apps/server/dist/files/csv.js';

export const DEFAULT_FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/amazon-google');

/** A CSV file of the fixture as objects keyed by its header; blank lines left out. */
async function readTable(fixture, file) {
  const records = [];
  for await (const record of csvRecords(fs.createReadStream(path.join(fixture, file), 'utf8'))) records.push(record);
  const [header, ...rows] = records;
  return rows.filter((r) => r.length > 1).map((r) => Object.fromEntries(header.map((h, i) => [h.trim(), r[i] ?? ''])));
}

/** The first of `names` the row fills, or null. */
export const firstOf = (row, ...names) => names.map((n) => row[n]).find((v) => v !== undefined && v !== '') ?? null;

/**
 * The fixture's three tables: `buyers` (tableA) and `published` (tableB) as `{ id, description, brandName,
 * mpc }` (the description from `title` or `name`, the brand from `manufacturer` or `brand`, the part number
 * from `modelno` or `mpc` where the table has one), and `gold` as `{ buyerId, publishedId }`.
 */
export async function readFixture(fixture = DEFAULT_FIXTURE) {
  const [tableA, tableB, gold] = await Promise.all(
    ['tableA.csv', 'tableB.csv', 'gold.csv'].map((file) => readTable(fixture, file)),
  );
  const item = (row) => ({
    id: row.id,
    description: firstOf(row, 'title', 'name'),
    brandName: firstOf(row, 'manufacturer', 'brand'),
    mpc: firstOf(row, 'modelno', 'mpc'),
  });
  return {
    buyers: tableA.map(item),
    published: tableB.map(item),
    gold: gold.map((g) => ({ buyerId: g.tableA_id, publishedId: g.tableB_id })),
  };
}
