import { api } from '../../../lib/api-client';

export function logout(): Promise<{ message: string }> {
  return api.get<{ message: string }>('users/logout');
}
