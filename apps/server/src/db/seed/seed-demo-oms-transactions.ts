import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { OmsTransactionTable } from '../schema/oms-transaction.js';

/** Harbor East's distribution centres, taking the weekly orders in turn. */
const DISTRIBUTION_CENTRES = ['Boston DC', 'Hartford DC', 'Providence DC'] as const;

/** Half a year of weekly orders. */
const WEEKS = 26;

const DAY_MS = 86_400_000;

/** What a unit of each level costs at the cheapest, in cents; an item costs one to four times that. */
const PRICE_FROM_CENTS: Record<string, number> = { PALLET: 120_000, CASE: 1_500, PACK_OR_INNER_PACK: 600 };
const EACH_FROM_CENTS = 120;

/** A stable number per item, so each item keeps its price and rhythm from one seeding to the next. */
function itemSeed(gtin: string): number {
  let hash = 7;
  for (const digit of gtin) hash = (hash * 31 + digit.charCodeAt(0)) % 1_000_003;
  return hash;
}

/** The order system's description: upper case and cut to its 40 characters, as such systems keep it. */
const orderSystemText = (description: string) => description.toUpperCase().slice(0, 40);

/**
 * Harbor East's order system history: a weekly order from one of its distribution centres over the last half
 * year, each item it keys by GTIN (those it buys from Northwind) on every second to fifth order, a few units
 * at a time (a pallet or two), its price rising a little over the months. Dated back from today, so the demo reads as recent.
 */
export async function seedDemoOmsTransactions(db: Db, companyId: number): Promise<void> {
  const ordered = await db
    .selectFrom('received_item as r')
    .innerJoin('subscriber_item as s', (join) =>
      join.onRef('s.company_id', '=', 'r.company_id').onRef('s.gtin', '=', 'r.gtin'),
    )
    .select(['r.info_provider_gln', 'r.gtin', 's.description', 's.unit_descriptor'])
    .where('r.company_id', '=', companyId)
    .where('r.withdrawn', '=', 0)
    .orderBy('r.id')
    .execute();
  const today = Date.now();
  const created = new Date(today).toISOString();
  const lines: Insertable<OmsTransactionTable>[] = [];
  for (let week = 0; week < WEEKS; week++) {
    const orderDate = new Date(today - (week * 7 + 2) * DAY_MS).toISOString().slice(0, 10);
    for (const item of ordered) {
      const seed = itemSeed(item.gtin);
      if ((week + seed) % (2 + (seed % 4)) !== 0) continue;
      const pallet = item.unit_descriptor === 'PALLET';
      const basePrice = (PRICE_FROM_CENTS[item.unit_descriptor ?? ''] ?? EACH_FROM_CENTS) * (1 + (seed % 300) / 100);
      lines.push({
        company_id: companyId,
        publisher_gln: item.info_provider_gln,
        gtin: item.gtin,
        order_number: `PO-${String(260_000 + WEEKS - week)}`,
        order_date: orderDate,
        supc: item.unit_descriptor,
        descr: item.description === null ? null : orderSystemText(item.description),
        quantity: pallet ? 1 + ((seed + week) % 2) : 2 + ((seed + week * 7) % 23),
        // About 1 % dearer every five weeks, to the cent.
        unit_price_cents: Math.round((basePrice * (1 + (WEEKS - week) / 500)) / 5) * 5,
        currency_code: 'USD',
        distribution_centre: DISTRIBUTION_CENTRES[week % DISTRIBUTION_CENTRES.length]!,
        created_time: created,
      });
    }
  }
  for (let i = 0; i < lines.length; i += 200)
    await db
      .insertInto('oms_transaction')
      .values(lines.slice(i, i + 200))
      .execute();
}
