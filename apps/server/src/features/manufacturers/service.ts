import type { z } from 'zod';
import {
  isValidGln,
  matchCriteriaSchema,
  matchCriteriaText,
  outputProfileSchema,
  outputProfileText,
  SERVER_ERRORS,
  type Manufacturer,
  type manufacturerEditSchema,
  type manufacturerSearchSchema,
  type Page,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { badRequest, notFound } from '../../errors.js';
import { companyScope, inScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';
import {
  countManufacturers,
  findManufacturer,
  searchManufacturers,
  updateManufacturer,
  type ManufacturerRow,
} from './repo.js';

/** A stored profile rendered as text; a profile that no longer parses is shown as absent, not as an error. */
function profileText<T>(raw: string | null, schema: z.ZodType<T>, render: (value: T) => string): string | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? render(parsed.data) : null;
  } catch {
    return null;
  }
}

/**
 * Spec point 3, "Manufacturer". The match criteria and output profile texts are the manufacturer's own when
 * set; otherwise those of the Tradepool company its info provider GLN belongs to.
 */
function toManufacturer(row: ManufacturerRow): Manufacturer {
  return {
    manufacturerId: row.id,
    companyId: row.company_id,
    manufacturerName: row.manufacturer_name,
    infoProviderGln: row.info_provider_gln,
    contactName: row.contact_name,
    email: row.email,
    contactNumber: row.contact_number,
    comments: row.comments,
    confirmed: row.confirmed === 1 ? 1 : 0,
    matchCriteria: row.match_criteria || profileText(row.linked_match_criteria, matchCriteriaSchema, matchCriteriaText),
    outputProfile: row.output_profile || profileText(row.linked_output_profile, outputProfileSchema, outputProfileText),
    modifiedTime: row.modified_time,
  };
}

/** `POST manufacturer/search`: the grid and the typeahead; company 1 sees every company's manufacturers. */
export async function searchManufacturerPage(
  db: Db,
  principal: Principal,
  search: z.output<typeof manufacturerSearchSchema>,
): Promise<Page<Manufacturer>> {
  const filter = {
    scope: companyScope(principal),
    searchString: search.searchString || null,
    status: search.status ?? null,
  };
  const [totalRows, rows] = await Promise.all([
    countManufacturers(db, filter),
    searchManufacturers(db, filter, search),
  ]);
  return { totalRows, results: rows.map(toManufacturer) };
}

/** `PUT manufacturer/editManufacturerDetails`: the 'Edit Manufacturer' popup. */
export async function editManufacturer(
  db: Db,
  principal: Principal,
  edit: z.output<typeof manufacturerEditSchema>,
): Promise<Manufacturer> {
  const existing = await findManufacturer(db, edit.manufacturerId);
  if (!existing || !inScope(companyScope(principal), existing.company_id)) throw notFound();
  if (edit.infoProviderGln !== null && !isValidGln(edit.infoProviderGln)) {
    throw badRequest(SERVER_ERRORS.manufacturerGlnInvalid);
  }
  const { manufacturerId, ...changes } = edit;
  await updateManufacturer(db, manufacturerId, changes, nowIso());
  const updated = await findManufacturer(db, manufacturerId);
  if (!updated) throw notFound();
  return toManufacturer(updated);
}
