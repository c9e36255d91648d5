import { queryOptions } from '@tanstack/react-query';
import type { PlayEntry } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export function getTestEntry(name: string): Promise<PlayEntry> {
  return api.get<PlayEntry>(`test/${encodeURIComponent(name)}`);
}

/** Always fresh: the screen exists to show what the server answers right now. */
export function testEntryQueryOptions(name: string) {
  return queryOptions({ queryKey: ['play', 'test-entry', name], queryFn: () => getTestEntry(name), staleTime: 0 });
}
