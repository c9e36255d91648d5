import { normaliseUserName } from '@tradepool/domain';
import type { AuthenticateRequest, CurrentUser } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Spec point 5: the username is lowercased before sending. */
export function authenticate({ userName, password }: AuthenticateRequest): Promise<CurrentUser> {
  return api.post<CurrentUser>(
    'users/authenticate',
    { userName: normaliseUserName(userName), password },
    { anonymous: true },
  );
}
