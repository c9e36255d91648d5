import { REGISTRATION_STATUS_CODES } from '@tradepool/domain';
import type { RegistrationStatus } from '@tradepool/domain';
import { catalogPath, parseCatalogParams } from '../catalog';
import { DEFAULT_REGISTRATION_FILTERS } from './registration-search';
import type { RegistrationFilters } from './registration-search';

/** Spec point 2: the registration screens. */
export const REGISTRATION_PATH = '/registration';
export const REGISTER_PATH = '/registration/register';
export const FIX_PATH = '/fix';

/**
 * Where the upload screen returns to: the catalog with the search it was opened from. A home-page keyword
 * (download mode, create dialog) is not carried back: that mode was left when the upload screen opened.
 */
export function catalogReturnPath(params: Readonly<Record<string, string | undefined>>): string {
  const { catalogItemId, keyword, gtin } = parseCatalogParams(params);
  return catalogPath({ catalogItemId, keyword, gtin });
}

export function catalogItemEditPath(catalogItemId: number): string {
  return `/catalogitemedit/${catalogItemId}`;
}

/** Query parameter of the registration list: the registration status it opens filtered by. */
const STATUS_PARAM = 'status';

/**
 * `/registration?status=…`: the list of one registration status over all dates, as its total counts it
 * (the home page's numbers link here).
 */
export function registrationStatusPath(status: RegistrationStatus): string {
  return `${REGISTRATION_PATH}?${STATUS_PARAM}=${status}`;
}

/** The filters a registration list link asks for: its status over all dates; without one, the defaults. */
export function registrationFiltersFromQuery(query: URLSearchParams): RegistrationFilters {
  const status = Number(query.get(STATUS_PARAM));
  return (REGISTRATION_STATUS_CODES as readonly number[]).includes(status)
    ? { ...DEFAULT_REGISTRATION_FILTERS, status: status as RegistrationStatus, lastDays: 0 }
    : DEFAULT_REGISTRATION_FILTERS;
}
