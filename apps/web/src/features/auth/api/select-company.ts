import type { CurrentUser } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** The server moves the session to that company and answers the user as seen from it. */
export function selectCompany(companyId: number): Promise<CurrentUser> {
  return api.get<CurrentUser>(`users/company/${companyId}/select`);
}
