import { MESSAGES } from '@tradepool/domain';
import type { UploadResponse } from '@tradepool/domain';

/** Spec point 3: the GTIN template workbook, or a GS1 XML CatalogueItemNotification. */
export const UPLOAD_ACCEPT = ['.xlsx', '.xml'] as const;

export function isUploadableFile(name: string): boolean {
  const lower = name.toLowerCase();
  return UPLOAD_ACCEPT.some((extension) => lower.endsWith(extension));
}

export type UploadOutcome = { ok: true; itemCount: number } | { ok: false; text: string };

/** Spec point 3, "Upload response": a file refused as a whole says why in `failureMessage`. */
export function uploadOutcome(response: UploadResponse): UploadOutcome {
  const refused = response.files.find((file) => !file.success);
  if (!response.success || refused) {
    const reason = response.failureMessage ?? `${refused?.fileName ?? response.fileName} was not uploaded.`;
    return { ok: false, text: MESSAGES.uploadFailed(reason) };
  }
  return { ok: true, itemCount: response.files.reduce((sum, file) => sum + file.itemCount, 0) };
}

/** The generic texts of spec point 8 that mean "no usable answer" rather than the server's reason. */
const WITHOUT_ANSWER = new Set<string>([
  MESSAGES.emptyResponse,
  MESSAGES.failedWithoutMessage,
  MESSAGES.failedWithoutErrorObject,
  MESSAGES.successWithoutData,
  MESSAGES.networkFailure,
]);

/**
 * Spec point 8: a refusal the server explained reads 'Upload Items : Failed : {message}'; an answer without
 * data (no answer, an empty or malformed one) reads 'Failed !!' and the error.
 */
export function uploadErrorText(error: Error): string {
  return WITHOUT_ANSWER.has(error.message) ? `Failed !! ${error.message}` : MESSAGES.uploadFailed(error.message);
}
