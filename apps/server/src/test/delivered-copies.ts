import type { ItemAttributes } from '@tradepool/domain';
import type { DeliveredCopy } from '../received-copies/store-copies.js';
import { testAttributes, testGtin } from './catalog-bulk-items.js';
import { NORTHWIND_GLN } from './northwind-supply.js';
import type { WithdrawnHierarchy } from '../received-copies/withdraw-copies.js';

export const HARBOR_WEST = '0843912000023';

/**
 * A buyer's (Harbor West's) copy of one Northwind item, as a CIN would deliver it, for tests that feed the
 * received-copies core directly: no publication behind it.
 */
export function deliveredCopy(
  companyId: number,
  serial: number,
  options: {
    version?: number;
    description?: string;
    brand?: string;
    document?: Partial<ItemAttributes>;
    sourceItemId?: number;
  } = {},
): DeliveredCopy {
  const gtin = testGtin(9, serial);
  const description = options.description ?? `Tomato soup ${serial}`;
  const document: ItemAttributes = {
    ...testAttributes(gtin, NORTHWIND_GLN, serial, description),
    Descriptions1A: options.brand ?? 'Northwind',
    ...options.document,
  } as ItemAttributes;
  return {
    copy: {
      company_id: companyId,
      subscriber_gln: HARBOR_WEST,
      publisher_company_id: null,
      info_provider_gln: NORTHWIND_GLN,
      source_item_id: options.sourceItemId ?? null,
      gtin,
      target_market: '840',
      root_gtin: gtin,
      unit_descriptor: document.Coding1AD as string,
      description,
      brand_name: options.brand ?? 'Northwind',
      product_code: document.Coding1B as string,
      gpc_code: '10000025',
      children: '[]',
      attributes: JSON.stringify(document),
      version: options.version ?? 1,
      cin_message_id: null,
    },
    document,
    below: [],
  };
}

/** The withdrawal of that copy (a single item is its own hierarchy). */
export function withdrawnCopy(companyId: number, serial: number): WithdrawnHierarchy {
  return {
    companyId,
    subscriberGln: HARBOR_WEST,
    rootGtin: testGtin(9, serial),
    infoProviderGln: NORTHWIND_GLN,
    targetMarket: '840',
  };
}
