import {
  NUTRIENT_DEFAULT_UNITS,
  type GpcLevel,
  SERVED_CODE_LIST_NAMES,
  TYPEAHEAD_MAX_SUGGESTIONS,
  type AllCodeProperties,
  type CodeListEntry,
  type GpcItem,
  type ServedCodeListName,
  type TargetMarket,
} from '@tradepool/domain';
import { gpcAncestors, searchGpc } from '../../gdsn/gpc/gpc-classification.js';
import { codeListEntries, countryCodeList } from './code-lists.js';

/** For other features and the composition root: whether a code is in a list, and its label. */
export { codeLabel, hasCode, hasGs1Code } from './code-lists.js';
/** GS1's GDSN dictionary as the GDSN attributes view and editor read it. */
export { gdsnCodes, gdsnModuleEntries, gdsnModules, searchGdsnEntries } from './gdsn-dictionary.js';

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

/**
 * The GPC typeahead (spec point 3, "Typeahead items: GPC"): `metadata/gpc?keyword` offers bricks, what an item
 * carries; the subscriptions' offers every level. Each code comes with the levels above it.
 */
export function gpcSuggestions(keyword: string, levels: readonly GpcLevel[] = ['brick']): GpcItem[] {
  return searchGpc(keyword, TYPEAHEAD_MAX_SUGGESTIONS, levels).map((entry) => ({
    classCategoryCode: Number(entry.code),
    classCategoryName: entry.title,
    level: entry.level,
    ancestors: gpcAncestors(entry.code).map((above) => ({
      level: above.level,
      code: Number(above.code),
      title: above.title,
    })),
  }));
}

/** `metadata/targetmarkets`: ISO 3166 countries, 840 and 124 first. */
export function targetMarkets(): TargetMarket[] {
  return countryCodeList().map((c) => ({ countryIsoNumericCode: c.key, countryName: c.value }));
}
