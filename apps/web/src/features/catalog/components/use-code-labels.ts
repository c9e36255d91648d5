import { useMemo } from 'react';
import { useGpcSuggestions } from '../api/get-gpc-suggestions';
import { useTargetMarkets } from '../api/get-target-markets';
import { domainCodeLabel } from '../item-detail-view';
import type { CodeLabeler } from '../item-detail-view';

/**
 * Labels for every code list an item shows: the small lists from the domain, countries from the target
 * market list, and the item's own GPC brick (the 5,259 bricks are only ever asked for one at a time).
 */
export function useCodeLabels(gpcCode: string | null): CodeLabeler {
  const markets = useTargetMarkets();
  const brick = useGpcSuggestions(gpcCode ?? '');
  return useMemo(() => {
    const countries = new Map((markets.data ?? []).map((m) => [m.countryIsoNumericCode, m.countryName]));
    const gpcName = (brick.data ?? []).find((b) => String(b.classCategoryCode) === gpcCode)?.classCategoryName;
    return (list, key) => {
      if (list === 'TARGET_MARKET' || list === 'COUNTRY') return countries.get(key);
      if (list === 'GPC') return key === gpcCode && gpcName ? `${gpcName} (${key})` : undefined;
      return domainCodeLabel(list, key);
    };
  }, [markets.data, brick.data, gpcCode]);
}
