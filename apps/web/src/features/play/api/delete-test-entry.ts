import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { testEntryQueryOptions } from './get-test-entry';

export function deleteTestEntry(name: string): Promise<{ deleted: true }> {
  return api.delete<{ deleted: true }>(`test/${encodeURIComponent(name)}`);
}

export function useDeleteTestEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestEntry,
    onSuccess: (_answer, name) => queryClient.removeQueries({ queryKey: testEntryQueryOptions(name).queryKey }),
  });
}
