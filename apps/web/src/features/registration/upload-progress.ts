import type { UploadSummary } from '@tradepool/domain';

/** How often the recent uploads refresh while one is still being read or validated. */
export const UPLOAD_POLL_MS = 2000;

export const UPLOAD_STATUS_LABELS: Record<UploadSummary['status'], string> = {
  queued: 'Queued',
  processing: 'Processing',
  validating: 'Validating',
  done: 'Done',
  failed: 'Failed',
};

/** Still moving: rows being read, or stored items still waiting for validation. */
export function isUploadActive(upload: UploadSummary): boolean {
  return (
    upload.status === 'queued' ||
    upload.status === 'processing' ||
    upload.status === 'validating' ||
    upload.pendingCount > 0
  );
}

export function shouldPollUploads(uploads: readonly UploadSummary[] | undefined): boolean {
  return uploads?.some(isUploadActive) ?? false;
}

/** The share of the file's rows processed, 0 to 100; a finished upload is complete whatever it counted. */
export function uploadPercent(upload: UploadSummary): number {
  if (upload.status === 'done') return 100;
  if (upload.itemCount <= 0) return 0;
  return Math.min(100, Math.floor((upload.itemsDone / upload.itemCount) * 100));
}

/** The share of the stored items validation has judged, 0 to 100, shown while the upload is validating. */
export function validationPercent(upload: UploadSummary): number {
  if (upload.status === 'done') return 100;
  if (upload.storedCount <= 0) return 0;
  return Math.min(100, Math.floor((upload.itemsValidated / upload.storedCount) * 100));
}

/** Something to repair: rows the upload did not store, or stored items that failed validation. */
export function needsFix(upload: UploadSummary): boolean {
  return upload.failureCount > 0 || upload.failedCount > 0;
}

/** The uploads whose refused rows the fix screen lists. */
export function uploadsWithRefusedRows(uploads: readonly UploadSummary[] | undefined): UploadSummary[] {
  return (uploads ?? []).filter((upload) => upload.failureCount > 0);
}
