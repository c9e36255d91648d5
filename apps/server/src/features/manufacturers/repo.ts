import { sql } from 'kysely';
import type { z } from 'zod';
import type { manufacturerEditSchema, ManufacturerSearch } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/text-search.js';
import type { CompanyScope } from '../../http/scope.js';

type SortKey = NonNullable<ManufacturerSearch['sortBy']>;

/** What each allow-listed sort key orders by; text columns case-insensitively. */
const SORT_COLUMNS: Record<SortKey, ReturnType<typeof sql>> = {
  manufacturerName: sql`lower(m.manufacturer_name)`,
  infoProviderGln: sql`m.info_provider_gln`,
  contactName: sql`lower(m.contact_name)`,
  email: sql`lower(m.email)`,
  contactNumber: sql`m.contact_number`,
  comments: sql`lower(m.comments)`,
  confirmed: sql`m.confirmed`,
};

export interface ManufacturerFilter {
  scope: CompanyScope;
  searchString: string | null;
  status: 0 | 1 | null;
}

function filtered(db: Db, filter: ManufacturerFilter) {
  let query = db.selectFrom('manufacturer as m');
  if (!filter.scope.all) query = query.where('m.company_id', '=', filter.scope.companyId);
  if (filter.status !== null) query = query.where('m.confirmed', '=', filter.status);
  const text = filter.searchString;
  if (text) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('m.manufacturer_name'), text),
        containsText(eb.ref('m.info_provider_gln'), text),
        containsText(eb.ref('m.contact_name'), text),
        containsText(eb.ref('m.email'), text),
      ]),
    );
  }
  return query;
}

/**
 * The manufacturer columns plus, through its info provider GLN, the setup profile of the Tradepool company
 * that GLN belongs to (company_gln.gln is unique, so the join never multiplies rows).
 */
function withLinkedCompany(query: ReturnType<typeof filtered>) {
  return query
    .leftJoin('company_gln as g', 'g.gln', 'm.info_provider_gln')
    .leftJoin('company as c', 'c.id', 'g.company_id')
    .selectAll('m')
    .select(['c.match_criteria as linked_match_criteria', 'c.output_profile as linked_output_profile']);
}

export type ManufacturerRow = NonNullable<Awaited<ReturnType<typeof findManufacturer>>>;
export type ManufacturerChanges = Omit<z.output<typeof manufacturerEditSchema>, 'manufacturerId'>;

export async function countManufacturers(db: Db, filter: ManufacturerFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function searchManufacturers(
  db: Db,
  filter: ManufacturerFilter,
  page: { sortBy: SortKey; sortDesc: boolean; rowCount: number; pageNumber: number },
) {
  const column = SORT_COLUMNS[page.sortBy];
  // Empty values last in both directions and on both databases (they disagree on where NULL sorts).
  return withLinkedCompany(filtered(db, filter))
    .orderBy(sql`case when ${column} is null then 1 else 0 end`)
    .orderBy(column, page.sortDesc ? 'desc' : 'asc')
    .orderBy('m.id')
    .limit(page.rowCount)
    .offset((page.pageNumber - 1) * page.rowCount)
    .execute();
}

export function findManufacturer(db: Db, id: number) {
  return withLinkedCompany(db.selectFrom('manufacturer as m')).where('m.id', '=', id).executeTakeFirst();
}

export async function updateManufacturer(db: Db, id: number, edit: ManufacturerChanges, now: string): Promise<void> {
  await db
    .updateTable('manufacturer')
    .set({
      info_provider_gln: edit.infoProviderGln,
      confirmed: edit.confirmed,
      contact_name: edit.contactName,
      email: edit.email,
      contact_number: edit.contactNumber,
      comments: edit.comments,
      modified_time: now,
    })
    .where('id', '=', id)
    .execute();
}
