import { describe, expect, it } from 'vitest';
import { MESSAGES, UPLOAD_ERRORS } from '@tradepool/domain';
import type { UploadResponse } from '@tradepool/domain';
import { ApiError } from '../../lib/api-client';
import { FILE_TOO_LARGE_MESSAGE } from '../../lib/upload-file';
import { isUploadableFile, uploadErrorText, uploadOutcome } from './upload-outcome';

const response = (overrides: Partial<UploadResponse> = {}): UploadResponse => ({
  success: true,
  uploadId: 4,
  fileName: 'items.xlsx',
  failureMessage: null,
  files: [{ success: true, fileName: 'items.xlsx', itemCount: 12 }],
  ...overrides,
});

describe('isUploadableFile', () => {
  it('takes the GTIN template and GS1 XML, in any case', () => {
    expect(isUploadableFile('items.xlsx')).toBe(true);
    expect(isUploadableFile('CIN.XML')).toBe(true);
    expect(isUploadableFile('items.csv')).toBe(false);
    expect(isUploadableFile('items.xlsm')).toBe(false);
  });
});

describe('uploadOutcome', () => {
  it("counts the file's items", () => {
    expect(uploadOutcome(response())).toEqual({ ok: true, itemCount: 12 });
    expect(MESSAGES.uploadSuccess(12)).toBe('12 Item(s) have been uploaded.');
  });

  it("reports a refused file with the server's reason", () => {
    const outcome = uploadOutcome(
      response({
        success: false,
        failureMessage: UPLOAD_ERRORS.noItems,
        files: [{ success: false, fileName: 'items.xlsx', itemCount: 0 }],
      }),
    );
    expect(outcome).toEqual({ ok: false, text: 'Upload Items : Failed : The file holds no items.' });
  });

  it('names the file when the server gave no reason', () => {
    const outcome = uploadOutcome(response({ files: [{ success: false, fileName: 'cin.xml', itemCount: 0 }] }));
    expect(outcome).toEqual({ ok: false, text: 'Upload Items : Failed : cin.xml was not uploaded.' });
  });
});

describe('uploadErrorText', () => {
  it("puts the server's message after 'Upload Items : Failed : '", () => {
    expect(uploadErrorText(new ApiError(UPLOAD_ERRORS.fileType, 400))).toBe(
      `Upload Items : Failed : ${UPLOAD_ERRORS.fileType}`,
    );
    expect(uploadErrorText(new ApiError(FILE_TOO_LARGE_MESSAGE, 413))).toBe(
      `Upload Items : Failed : ${FILE_TOO_LARGE_MESSAGE}`,
    );
  });

  it("says 'Failed !!' with the error when the answer had no data", () => {
    expect(uploadErrorText(new ApiError(MESSAGES.networkFailure, 0))).toBe(`Failed !! ${MESSAGES.networkFailure}`);
    expect(uploadErrorText(new ApiError(MESSAGES.emptyResponse, 502))).toBe(`Failed !! ${MESSAGES.emptyResponse}`);
  });
});
