import { CATALOG_PATH, catalogPath, parseCatalogParams } from '../catalog';
import type { CatalogLink } from '../catalog';

/** Spec point 2: the registration screens. */
export const REGISTRATION_PATH = '/registration';
export const REGISTER_PATH = '/registration/register';
export const FIX_PATH = '/fix';

const UPLOAD_REGISTER_SUFFIX = '/uploadregister';

/** The bare `/catalog` leaves no segments to hang the suffix on: every placeholder is written out instead. */
const EMPTY_CATALOG_SEGMENTS = `${CATALOG_PATH}/0/-/-`;

/** `/catalog/:catalogItemId/:keyword/:gtin/uploadregister`, keeping the catalog's search to return to. */
export function uploadRegisterPath(link: CatalogLink = {}): string {
  const path = catalogPath(link);
  return (path === CATALOG_PATH ? EMPTY_CATALOG_SEGMENTS : path) + UPLOAD_REGISTER_SUFFIX;
}

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
