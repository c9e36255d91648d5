import { CIC_STATE_LABELS, MESSAGES } from '@tradepool/domain';
import type { DmsCicResponse } from '@tradepool/domain';

export interface CicOutcome {
  kind: 'success' | 'warning' | 'error';
  title: string;
  text: string;
  /** The items whose status changed: the list drops or refilters them. */
  updatedIds: number[];
  failed: { gtin: string; error: string }[];
}

/**
 * What the result modal says after a batch of CICs (spec point 8): all sent, some failed, or none. A
 * Synchronise speaks of items synchronised, the others of CICs updated to their status.
 */
export function cicOutcome(response: DmsCicResponse | null | undefined): CicOutcome {
  if (!response || response.results.length === 0) {
    return {
      kind: 'error',
      title: 'The CICs could not be sent',
      text: MESSAGES.cicProcessingFailed(0, response?.errorMessage ?? 'The server did not answer.'),
      updatedIds: [],
      failed: [],
    };
  }
  const updated = response.results.filter((r) => r.success);
  const failed = response.results
    .filter((r) => !r.success)
    .map((r) => ({ gtin: r.gtin, error: r.error ?? 'Not sent' }));
  const status = response.status;
  const label = CIC_STATE_LABELS[status];
  const message = response.errorMessage ?? failed[0]?.error ?? 'Not sent';
  const updatedIds = updated.map((r) => r.catalogItemId);
  if (status === 'SYNCHRONISED') {
    const parts = [
      updated.length > 0 ? MESSAGES.itemsSynchronised(updated.length) : null,
      failed.length > 0
        ? MESSAGES.itemsSynchronisationFailed(failed.length, failed.map((f) => f.gtin).join(', '))
        : null,
    ].filter((part): part is string => part !== null);
    return {
      kind: failed.length === 0 ? 'success' : updated.length === 0 ? 'error' : 'warning',
      title: failed.length === 0 ? 'Synchronised' : 'Synchronisation failed for some items',
      text: parts.join(' '),
      updatedIds,
      failed,
    };
  }
  if (failed.length === 0) {
    return { kind: 'success', title: label, text: MESSAGES.cicUpdated(updated.length, status), updatedIds, failed };
  }
  if (updated.length === 0) {
    return {
      kind: 'error',
      title: 'CIC processing failed',
      text: MESSAGES.cicProcessingFailed(failed.length, message),
      updatedIds,
      failed,
    };
  }
  return {
    kind: 'warning',
    title: 'Some CICs failed',
    text: MESSAGES.cicPartlyFailed(failed.length, message, updated.length, status),
    updatedIds,
    failed,
  };
}
