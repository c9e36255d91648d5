import { roleByName, type RoleName, type UserType } from './permissions.js';
import type { Preference } from './schemas/preference.js';

const SUBSCRIBER_ROLES: readonly RoleName[] = ['SUB_ADMIN', 'SUB_USER', 'SUB_READ_ONLY_USER'];

/** Spec point 2: the subscriber catalog, where subscribers land (point 6). */
export const SUBSCRIBER_CATALOG_PATH = '/catalog/subscriber';

export function isSubscriberOnly(roleName: RoleName): boolean {
  return SUBSCRIBER_ROLES.includes(roleName);
}

const PUBLISHER_ROLES: readonly RoleName[] = ['PUB_ADMIN', 'PUB_USER'];

/**
 * A publisher's user, whose company does not subscribe: the buyer's tools (spec point 2's subscriber
 * cross-reference files, the food-service company's manufacturers) are not theirs.
 */
export function isPublisherOnly(roleName: RoleName): boolean {
  return PUBLISHER_ROLES.includes(roleName);
}

/** Spec point 6, "Landing page": the saved preference wins, then the role decides, else home. */
export function landingPath(user: { roleName: RoleName; userType: UserType; preference: Preference | null }): string {
  if (user.preference?.landingPage) return user.preference.landingPage;
  if (user.roleName === 'SITE_ADMIN') return '/admin/company';
  if (user.roleName === 'SUPPORT_ADMIN') return '/support/publisherworkflow';
  if (isSubscriberOnly(user.roleName)) return SUBSCRIBER_CATALOG_PATH;
  // "Non-GDSN OMS subscribers go to the subscriber catalog": a publisher-subscriber of that kind too.
  if (user.userType === 'NON_GDSN_OMS' && roleByName(user.roleName).permissions.includes('CATALOG_SUBSCRIBE')) {
    return SUBSCRIBER_CATALOG_PATH;
  }
  return '/home';
}
