import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayEntry, PlayValue } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { testEntryQueryOptions } from './get-test-entry';

/** Unlike POST, PUT only changes an entry that exists (404 otherwise). */
export function updateTestEntry({ name, value }: { name: string; value: PlayValue }): Promise<PlayEntry> {
  return api.put<PlayEntry>(`test/${encodeURIComponent(name)}`, { value });
}

export function useUpdateTestEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestEntry,
    onSuccess: (entry) => queryClient.setQueryData(testEntryQueryOptions(entry.name).queryKey, entry),
  });
}
