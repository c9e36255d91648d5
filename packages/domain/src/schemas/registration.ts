import { z } from 'zod';
import { DEFAULT_LAST_DAYS } from '../constants.js';
import { CATALOG_STATUS, CATALOG_STATUS_LABELS } from './catalog.js';
import { pageOf, pageRequestShape } from './paging.js';
import { usDateFilter } from './us-date.js';
import { idNumber } from './whole-number.js';

/**
 * Where an item stands in registration, as the registration screens filter and count it (spec point 3,
 * "Registration totals": ready, rejected, submitted, registered). Derived from the catalog status and the
 * item's Global Registry state:
 * - Ready: Validated (5) and never sent, or sent back after a rejection and validated again;
 * - Submitted (named In Process): In Process (3), an RCI on its way to the registry;
 * - Registered: the registry accepted it (and no later change is in process or failed);
 * - Rejected (named Failed): Failed (9), by a GDSN validation rule or by the registry.
 */
export const REGISTRATION_STATUS = { ready: 1, submitted: 2, registered: 3, rejected: 4 } as const;
export const REGISTRATION_STATUS_CODES = [1, 2, 3, 4] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUS_CODES)[number];
/**
 * The one set of names for where an item stands, shared by home, the catalog and the registration and fix
 * screens: a registration status that is a catalog status (In Process, Failed) takes its name from there, so
 * the same items are never called two things. 1 is the spec's "ready" total, named apart from the catalog's
 * Ready to validate (status 2).
 */
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  1: 'Ready to register',
  2: CATALOG_STATUS_LABELS[CATALOG_STATUS.inProcess],
  3: 'Registered',
  4: CATALOG_STATUS_LABELS[CATALOG_STATUS.failed],
};

/** The fix screen's items (spec point 2's "Rejected (fix) screen") by the name home gives them. */
export const FAILED_LABEL = REGISTRATION_STATUS_LABELS[REGISTRATION_STATUS.rejected];
export const FIX_SCREEN_NAME = `Fix ${FAILED_LABEL.toLowerCase()} items`;

/** What each registration status means, for the tooltips wherever one shows. */
export const REGISTRATION_STATUS_HINTS: Record<RegistrationStatus, string> = {
  1: 'Validated by the GDSN rules and not yet sent to the GS1 Global Registry.',
  2: 'Sent to the GS1 Global Registry, waiting for its answer.',
  3: 'Accepted by the GS1 Global Registry.',
  4: 'Failed the GDSN validation or was rejected by the registry: fix it, then register it again.',
};

/** `catalog_item.reg_status`: the item's state with the Global Registry (null: never sent). */
export const REGISTRY_STATE = { submitted: 'Submitted', registered: 'Registered', rejected: 'Rejected' } as const;

/** The registration status of a row, in the same order of precedence as the conditions. */
export function registrationStatusOf(status: number, regStatus: string | null): RegistrationStatus | null {
  if (status === CATALOG_STATUS.failed) return REGISTRATION_STATUS.rejected;
  if (status === CATALOG_STATUS.inProcess) return REGISTRATION_STATUS.submitted;
  if (regStatus === REGISTRY_STATE.registered) return REGISTRATION_STATUS.registered;
  if (status === CATALOG_STATUS.validated && regStatus === null) return REGISTRATION_STATUS.ready;
  return null;
}

export const REGISTRATION_SORT_KEYS = [
  'lastUpdated',
  'gtin',
  'productCode',
  'description',
  'status',
  'userName',
  'unitDescriptor',
  'totalCount',
] as const;

const usDate = usDateFilter();

/**
 * Spec point 3, "Registration search". Defaults of spec point 9: 90 days, 20 rows, page 1, lastUpdated
 * descending. The register screen asks for status 1, the fix screen for status 4 sorted by modifiedTime
 * (the same moment: an item's last change).
 */
export const registrationSearchSchema = z.object({
  status: z.number().int().min(1).max(4).nullish(),
  userName: z.string().trim().max(100).nullish(),
  fromDate: usDate,
  toDate: usDate,
  lastDays: z.number().int().min(0).max(3650).default(DEFAULT_LAST_DAYS),
  keyword: z.string().trim().max(200).nullish(),
  ...pageRequestShape([...REGISTRATION_SORT_KEYS, 'modifiedTime'] as const, {
    rowCount: 20,
    sortBy: 'lastUpdated',
    sortDesc: true,
  }),
});
export type RegistrationSearch = z.input<typeof registrationSearchSchema>;

/** Spec point 3, "Registration result row"; `totalCount` is the item's error count. */
export const registrationRowSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  productCode: z.string().nullable(),
  description: z.string().nullable(),
  status: z.number().int(),
  statusLabel: z.string(),
  userName: z.string().nullable(),
  lastUpdate: z.string(),
  modifiedTime: z.string(),
  totalCount: z.number().int(),
  unitDescriptor: z.string().nullable(),
  targetMarket: z.string(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;
export const registrationPageSchema = pageOf(registrationRowSchema);

/** Spec point 3, "Registration totals". */
export const registrationTotalsSchema = z.object({
  ready: z.number().int(),
  rejected: z.number().int(),
  submitted: z.number().int(),
  registered: z.number().int(),
});
export type RegistrationTotals = z.infer<typeof registrationTotalsSchema>;

export const registrationStatusOptionSchema = z.object({ id: z.number().int(), status: z.string() });
export const registrationAuthorSchema = z.object({
  userId: z.number().int(),
  lastName: z.string(),
  firstName: z.string(),
  userName: z.string(),
});

/** `POST gdsn/tradeitems/registration/register`: the items to send to the Global Registry. */
export const registerRequestSchema = z.object({
  catalogItemIds: z.array(idNumber()).min(1).max(5000),
});
export const registerResultSchema = z.object({
  submitted: z.number().int(),
  results: z.array(
    z.object({ catalogItemId: z.number().int(), gtin: z.string(), success: z.boolean(), error: z.string().nullable() }),
  ),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** One reason an item failed: the rule (GDSN rule id, or the registry's), the attribute and the upload row. */
export const itemErrorSchema = z.object({
  source: z.enum(['validation', 'registry']),
  ruleId: z.string().nullable(),
  attribute: z.string().nullable(),
  attributeLabel: z.string().nullable(),
  message: z.string(),
  rowNumber: z.number().int().nullable(),
});
export type ItemError = z.infer<typeof itemErrorSchema>;

/** Spec point 3, "Registration errors". */
export const registrationErrorsSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  productCode: z.string().nullable(),
  desc: z.string().nullable(),
  errors: z.array(itemErrorSchema),
});
export type RegistrationErrors = z.infer<typeof registrationErrorsSchema>;

/** `POST catalogs/getCatalogFailedItems`: the ticked failed items, or every failed item of the search. */
export const failedItemsDownloadSchema = z.object({
  catalogItemIds: z.array(idNumber()).max(10000).nullish(),
  search: registrationSearchSchema.partial().nullish(),
});
