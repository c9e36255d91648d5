import type { Preference } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** The server's placeholder segment meaning "keep the saved landing page". */
const KEEP_LANDING_PAGE = '-';

/** The landing page travels as one path segment; `null` leaves the saved one untouched. */
export function updatePreference(
  userId: number,
  landingPage: string | null,
  preference: Preference,
): Promise<Preference> {
  const segment = encodeURIComponent(landingPage ?? KEEP_LANDING_PAGE);
  return api.post<Preference>(`users/updateUserPreference/${userId}/${segment}`, preference);
}
