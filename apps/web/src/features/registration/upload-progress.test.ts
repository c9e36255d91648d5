import { describe, expect, it } from 'vitest';
import type { UploadSummary } from '@tradepool/domain';
import {
  isUploadActive,
  needsFix,
  shouldPollUploads,
  uploadPercent,
  uploadsWithRefusedRows,
  validationPercent,
} from './upload-progress';

const upload = (overrides: Partial<UploadSummary> = {}): UploadSummary => ({
  uploadId: 1,
  fileName: 'items.xlsx',
  format: 'xlsx',
  status: 'done',
  itemCount: 10,
  itemsDone: 10,
  storedCount: 10,
  failureCount: 0,
  validatedCount: 10,
  notReadyCount: 0,
  failedCount: 0,
  pendingCount: 0,
  itemsValidated: 10,
  failureMessage: null,
  uploadedBy: 'Pat Admin',
  createdTime: '2025-01-02T10:00:00.000Z',
  completedTime: '2025-01-02T10:00:05.000Z',
  ...overrides,
});

describe('polling', () => {
  it('polls while an upload is queued, processing or has items awaiting validation', () => {
    expect(isUploadActive(upload({ status: 'queued', itemsDone: 0 }))).toBe(true);
    expect(isUploadActive(upload({ status: 'processing', itemsDone: 4 }))).toBe(true);
    expect(isUploadActive(upload({ pendingCount: 3, validatedCount: 7 }))).toBe(true);
    expect(isUploadActive(upload({ status: 'validating', itemsValidated: 4 }))).toBe(true);
    expect(isUploadActive(upload())).toBe(false);
    expect(isUploadActive(upload({ status: 'failed', failureMessage: 'The file holds no items.' }))).toBe(false);
  });

  it('stops when every upload has settled, and before the first answer', () => {
    expect(shouldPollUploads([upload(), upload({ uploadId: 2, status: 'processing' })])).toBe(true);
    expect(shouldPollUploads([upload(), upload({ uploadId: 2, status: 'failed' })])).toBe(false);
    expect(shouldPollUploads([])).toBe(false);
    expect(shouldPollUploads(undefined)).toBe(false);
  });
});

describe('uploadPercent', () => {
  it('is the share of rows processed, rounded down', () => {
    expect(uploadPercent(upload({ status: 'processing', itemCount: 3, itemsDone: 2 }))).toBe(66);
    expect(uploadPercent(upload({ status: 'queued', itemCount: 0, itemsDone: 0 }))).toBe(0);
    expect(uploadPercent(upload({ status: 'processing', itemCount: 5, itemsDone: 9 }))).toBe(100);
  });

  it('is complete once the upload is done', () => {
    expect(uploadPercent(upload({ itemCount: 0, itemsDone: 0 }))).toBe(100);
  });
});

describe('validationPercent', () => {
  it('is the share of stored items validated while validating, rounded down', () => {
    expect(validationPercent(upload({ status: 'validating', storedCount: 3000, itemsValidated: 1000 }))).toBe(33);
    expect(validationPercent(upload({ status: 'validating', storedCount: 0, itemsValidated: 0 }))).toBe(0);
  });

  it('is complete once the upload is done', () => {
    expect(validationPercent(upload({ itemsValidated: 0 }))).toBe(100);
  });
});

describe('what to fix', () => {
  it('flags refused rows and failed validations', () => {
    expect(needsFix(upload())).toBe(false);
    expect(needsFix(upload({ failureCount: 2, storedCount: 8 }))).toBe(true);
    expect(needsFix(upload({ failedCount: 1, validatedCount: 9 }))).toBe(true);
  });

  it('lists only the uploads with refused rows', () => {
    const list = [upload(), upload({ uploadId: 2, failureCount: 1 }), upload({ uploadId: 3, failedCount: 4 })];
    expect(uploadsWithRefusedRows(list).map((item) => item.uploadId)).toEqual([2]);
    expect(uploadsWithRefusedRows(undefined)).toEqual([]);
  });
});
