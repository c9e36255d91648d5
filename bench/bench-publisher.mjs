// What the publication and subscription benches share: Northwind's items under its GS1 prefix (the demo
// catalog's Open Food Facts documents), loaded straight into `catalog_item`; the subscribers' GLNs; the
// delivery jobs' progress; the server's memory.
import fs from 'node:fs';
import { gs1CheckDigit } from '@tradepool/domain';
import { withSectionValues } from '../apps/server/dist/gdsn/document/section-view.js';
import { insertRows } from './bench-db.mjs';
import {
  compactDocument,
  GLN as PUBLISHER_GLN,
  ITEM_ROW_COLUMNS,
  offTemplates,
  variantDescription,
} from './bench-items.mjs';

export { PUBLISHER_GLN };
export const DAY_SECONDS = 86_400;
const withCheckDigit = (body) => `${body}${gs1CheckDigit(body)}`;

/** Northwind's GS1 company prefix (its GLN's first 7 digits): the bench's GTINs are numbered under it. */
export const PREFIX = PUBLISHER_GLN.slice(0, 7);
export const gtinOf = (j) => `0${withCheckDigit(`${PREFIX}${String(j).padStart(5, '0')}`)}`;
/** Subscriber `k`'s GLN, under a prefix of its own. */
export const subscriberGln = (k) => withCheckDigit(`08${20000 + k}00000`);

/**
 * The demo catalog's base documents for Northwind (information provider and brand owner) that a CIN can carry
 * (a few Open Food Facts products have no GPC brick), with their promoted columns.
 */
export const templates = () =>
  offTemplates({ gln: PUBLISHER_GLN, name: 'Northwind Foods' }, (d) => Boolean(d.Coding1C));

/**
 * Item `j`: a demo document under Northwind's prefix, its own GTIN, product code and description; `full`
 * keeps the whole document (the CIN carries it), else only the keys (the read part lists columns only).
 */
export function itemOf(all, j, full) {
  const template = all[(j * 31) % all.length];
  const reference = String(j).padStart(5, '0');
  const gtin = gtinOf(j);
  const description = variantDescription(template, j);
  const productCode = `NW-B${reference}`;
  const document = full
    ? { ...template.document, Coding1A: gtin, Coding1B: productCode, Descriptions1E: description }
    : compactDocument(template, { gtin, productCode, description, gln: PUBLISHER_GLN });
  // The item's whole tradeItem as the demo's (the CIN carries it): the template's, with the item's own values.
  const tree = full ? withSectionValues(template.tree, document) : null;
  return { template, gtin, productCode, description, document, tree };
}

/** Item `j` as a `catalog_item` row: Validated (5) and Registered, changed at some moment of the last 120 days. */
function itemRow(item, publisher, j, now) {
  const modified = new Date(now - ((j * 7919) % (120 * DAY_SECONDS)) * 1000).toISOString();
  const { template } = item;
  return [
    publisher.companyId,
    PUBLISHER_GLN,
    item.gtin,
    '840',
    template.columns.unit_descriptor,
    item.productCode,
    item.description,
    template.columns.brand_name,
    template.columns.gpc_code,
    5,
    'Registered',
    template.columns.missing_count,
    template.columns.has_allergens,
    template.columns.has_nutrients,
    template.columns.has_marketing,
    0,
    JSON.stringify(item.document),
    1,
    publisher.userId,
    modified,
    publisher.userId,
    modified,
    0,
    null,
    null,
    item.tree && JSON.stringify(item.tree),
  ];
}

export async function loadItems(db, publisher, count, full) {
  const all = templates();
  const now = Date.now();
  const seconds = await insertRows(db, 'catalog_item', [...ITEM_ROW_COLUMNS, 'gdsn_document'], count, (j) =>
    itemRow(itemOf(all, j, full), publisher, j, now),
  );
  const ids = (
    await db.all(`select id from catalog_item where company_id = ? and gtin like ? order by id`, [
      publisher.companyId,
      `0${PREFIX}%`,
    ])
  ).map((r) => Number(r.id));
  if (ids.length !== count) throw new Error(`${ids.length} items loaded, ${count} expected`);
  return { ids, seconds };
}

/** Northwind's company and pub.admin. */
export async function publisherOf(db) {
  const [row] = await db.all(
    `select c.id as company_id, u.id as user_id from company c join company_gln g on g.company_id = c.id
     join app_user u on u.company_id = c.id and u.login = 'pub.admin' where g.gln = ?`,
    [PUBLISHER_GLN],
  );
  return { companyId: Number(row.company_id), userId: Number(row.user_id) };
}

/** The server process's resident set and its peak (kB), from /proc. */
export function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** The delivery jobs by state: how many, and the last one's change. */
export async function deliveryJobs(db) {
  const rows = await db.all(
    `select status, count(*) as n, max(modified_time) as last from job
     where type = 'gdsn.publication.deliver' group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, { n: Number(r.n), last: r.last }]));
}

export const PUBLICATION_COLUMNS = [
  'company_id',
  'catalog_item_id',
  'subscriber_gln',
  'subscriber_company_id',
  'active',
  'cic_status',
  'published_time',
  'modified_time',
  'root_item_id',
  'delivery_status',
  'delivered_version',
  'delivered_time',
  'cic_status_time',
];

/**
 * Publication `i` (item i / subscribers, subscriber i % subscribers): mostly delivered and answered (received
 * 40 %, synchronised 25 %, review 5 %, rejected 3 %, no CIC yet the rest), 5 % waiting for a subscription,
 * 1 % failed; 2 % withdrawn (inactive). Published at some moment of the last 120 days, answered a day later.
 */
export function publicationRow(ids, companies, publisher, now, i) {
  const j = Math.floor(i / companies.length);
  const k = i % companies.length;
  // A multiplicative hash of the row number, so every subscriber gets every state in these shares.
  const spread = (Math.imul(i, 2_654_435_761) >>> 0) % 100;
  const published = new Date(now - ((j * 104_729 + k * 7) % (120 * DAY_SECONDS)) * 1000).toISOString();
  const answered = new Date(Date.parse(published) + DAY_SECONDS * 1000).toISOString();
  const delivery = spread < 5 ? 'waiting' : spread < 6 ? 'failed' : 'delivered';
  const cic =
    delivery !== 'delivered'
      ? null
      : spread < 46
        ? 'RECEIVED'
        : spread < 71
          ? 'SYNCHRONISED'
          : spread < 76
            ? 'REVIEW'
            : spread < 79
              ? 'REJECTED'
              : null;
  const active = (i * 31) % 50 === 7 ? 0 : 1;
  return [
    publisher.companyId,
    ids[j],
    companies[k].gln,
    companies[k].id,
    active,
    cic,
    published,
    cic ? answered : published,
    ids[j],
    delivery,
    delivery === 'delivered' ? 1 : null,
    delivery === 'delivered' ? published : null,
    cic ? answered : published,
  ];
}
