import { isSubscriberOnly, SUPPORT_COMPANY_ID, type CurrentUser } from '@tradepool/domain';
import { can } from '../../lib/permissions';

/** The parts of the home page (spec point 2, "Dashboard") this user is shown. */
export interface HomeSections {
  /** The item search and the catalog status chart. */
  catalog: boolean;
  /** The registration and publication summary. */
  registration: boolean;
  processingErrors: boolean;
  subscribers: boolean;
  /** The weekly charts and the data quality by publisher: the company's own subscriptions. */
  buyer: boolean;
}

/**
 * Each part goes to who may open the screens it leads to. A catalog keeper gets the item search and the status
 * chart, and, publishing or managing, the registration and publication summary (never a read-only subscriber:
 * spec point 6); a publisher the subscriber summary; a buyer the weekly charts and the data quality by
 * publisher. The support company sees every company's publications (spec point 6) and subscribes to nobody,
 * so its home keeps that one scope: no buyer cards, which would count its own empty subscriptions (issue 35).
 */
export function homeSections(user: CurrentUser): HomeSections {
  const supportCompany = user.currentCompanyId === SUPPORT_COMPANY_ID;
  const catalog = can(user, 'CATALOG_VIEW') && !isSubscriberOnly(user.roleName);
  return {
    catalog,
    registration: catalog && (can(user, 'CATALOG_MANAGE') || can(user, 'CATALOG_PUBLISH')),
    processingErrors: can(user, 'CATALOG_MANAGE'),
    subscribers: can(user, 'CATALOG_PUBLISH'),
    buyer: can(user, 'CATALOG_SUBSCRIBE') && !supportCompany,
  };
}
