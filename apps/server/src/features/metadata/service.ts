import {
  CODE_LISTS,
  NUTRIENT_UNITS,
  SERVED_CODE_LIST_NAMES,
  TYPEAHEAD_MAX_SUGGESTIONS,
  codeListLabel,
  isDomainCodeList,
  type AllCodeProperties,
  type CodeListEntry,
  type CodeListName,
  type GpcItem,
  type ServedCodeListName,
  type TargetMarket,
} from '@tradepool/domain';
import { countryCodeList, isGpcBrick, searchGpcBricks } from './code-lists.js';

function servedList(name: ServedCodeListName): readonly CodeListEntry[] {
  return isDomainCodeList(name) ? CODE_LISTS[name] : countryCodeList();
}

let allCodeProperties: AllCodeProperties | undefined;

/** `metadata/dms/attributes/allCodeProperties`: every list but GPC, and the nutrients' labels and units. */
export function codeProperties(): AllCodeProperties {
  if (!allCodeProperties) {
    const lists = Object.fromEntries(SERVED_CODE_LIST_NAMES.map((name) => [name, [...servedList(name)]]));
    allCodeProperties = {
      ...(lists as Record<ServedCodeListName, CodeListEntry[]>),
      NutrientCodeWithUOM: {
        CODE: Object.fromEntries(CODE_LISTS.NUTRIENT.map((n) => [n.key, n.value])),
        UOM: { ...NUTRIENT_UNITS },
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

/** Whether a code belongs to a code list, large or small: what item validation checks codes with. */
export function hasCode(list: CodeListName, key: string): boolean {
  if (isDomainCodeList(list)) return codeListLabel(list, key) !== undefined;
  if (list === 'GPC') return isGpcBrick(key);
  return countryCodeList().some((c) => c.key === key);
}
