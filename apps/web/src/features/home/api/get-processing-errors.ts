import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { processingErrorsSchema } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export type ProcessingErrors = z.infer<typeof processingErrorsSchema>;

/** `GET catalogs/processingErrors`: how many items failed processing, behind the dashboard flag. */
export function getProcessingErrors(): Promise<ProcessingErrors> {
  return api.get<ProcessingErrors>('catalogs/processingErrors');
}

export function processingErrorsQueryOptions() {
  return queryOptions({ queryKey: ['home', 'processing-errors'], queryFn: getProcessingErrors });
}

export function useProcessingErrors() {
  return useQuery(processingErrorsQueryOptions());
}
