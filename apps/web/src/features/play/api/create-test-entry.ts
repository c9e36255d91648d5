import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayEntry, PlayValue } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { testEntryQueryOptions } from './get-test-entry';

export function createTestEntry({ name, value }: { name: string; value: PlayValue }): Promise<PlayEntry> {
  return api.post<PlayEntry>(`test/${encodeURIComponent(name)}`, { value });
}

export function useCreateTestEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestEntry,
    onSuccess: (entry) => queryClient.setQueryData(testEntryQueryOptions(entry.name).queryKey, entry),
  });
}
