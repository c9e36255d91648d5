import type { z } from 'zod';
import type { subscriberCatalogSearchSchema } from '@tradepool/domain';
import { dateWindow } from '../../db/time.js';
import { companyScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';
import { gtinFilter, productDataFilter } from '../catalog/service.js';
import type { ReceivedFilter } from './repo.js';

export type SubscriberCatalogSearchInput = z.output<typeof subscriberCatalogSearchSchema>;

/** A search as the repo's filter, over the caller's company's received items (all of them for company 1). */
export function receivedFilter(principal: Principal, search: SubscriberCatalogSearchInput): ReceivedFilter {
  const { since, until } = dateWindow(search);
  return {
    scope: companyScope(principal),
    id: search.id ?? null,
    gtin: gtinFilter(search.gtin),
    keyword: search.keyword || null,
    since,
    until,
    publisherGlns: search.publisherGlns?.length ? search.publisherGlns : null,
    brands: search.brands?.length ? search.brands : null,
    cicStatuses: search.cicStatuses?.length ? search.cicStatuses : null,
    productData: productDataFilter(search),
    includeWithdrawn: search.includeWithdrawn,
  };
}
