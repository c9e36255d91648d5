import {
  NUTRIENT_DEFAULT_UNITS,
  SERVED_CODE_LIST_NAMES,
  TYPEAHEAD_MAX_SUGGESTIONS,
  type AllCodeProperties,
  type CodeListEntry,
  type GpcItem,
  type ServedCodeListName,
  type TargetMarket,
} from '@tradepool/domain';
import { codeListEntries, countryCodeList, searchGpcBricks } from './code-lists.js';

/** For other features: whether a code is in a list, and a GPC brick's title. */
export { codeLabel, gpcBrickTitle, hasCode } from './code-lists.js';

let allCodeProperties: AllCodeProperties | undefined;

/**
 * `metadata/dms/attributes/allCodeProperties`: every list but GPC, and the nutrients' labels with the unit a
 * nutrient's quantity is assumed to be in when a spreadsheet leaves it empty (UOM, for the nutrients that have one).
 */
export function codeProperties(): AllCodeProperties {
  if (!allCodeProperties) {
    const lists = Object.fromEntries(SERVED_CODE_LIST_NAMES.map((name) => [name, [...codeListEntries(name)]]));
    allCodeProperties = {
      ...(lists as Record<ServedCodeListName, CodeListEntry[]>),
      NutrientCodeWithUOM: {
        CODE: Object.fromEntries(codeListEntries('NUTRIENT').map((n) => [n.key, n.value])),
        UOM: { ...NUTRIENT_DEFAULT_UNITS },
      },
    };
  }
  return allCodeProperties;
}

/** `metadata/gpc?keyword`: the GPC typeahead (spec point 3, "Typeahead items: GPC"). */
export function gpcSuggestions(keyword: string): GpcItem[] {
  return searchGpcBricks(keyword, TYPEAHEAD_MAX_SUGGESTIONS).map((b) => ({
    classCategoryCode: b.code,
    classCategoryName: b.title,
  }));
}

/** `metadata/targetmarkets`: ISO 3166 countries, 840 and 124 first. */
export function targetMarkets(): TargetMarket[] {
  return countryCodeList().map((c) => ({ countryIsoNumericCode: c.key, countryName: c.value }));
}
