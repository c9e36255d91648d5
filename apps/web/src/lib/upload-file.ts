import { API_BASE, MESSAGES } from '@tradepool/domain';
import { ApiError, parseEnvelope, reactToStatus, sessionHeaders } from './api-client';

/** Shown when a proxy (not our server) refuses the size and answers no envelope of its own. */
export const FILE_TOO_LARGE_MESSAGE = 'The file is too large to upload.';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, whole numbers. */
  percent: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The multipart field the server reads the file from. */
  fieldName?: string;
}

/** Texts of parseEnvelope that only say "no usable answer"; for a 413 the size is the better explanation. */
const ANSWERLESS = new Set<string>([
  MESSAGES.emptyResponse,
  MESSAGES.networkFailure,
  MESSAGES.failedWithoutErrorObject,
]);

/**
 * How an upload's answer becomes data or an ApiError: the session rules and the generic response parsing
 * of `api-client`, plus a readable text for a size refusal that carries no envelope.
 */
export function settleUpload<T>(body: string, status: number, path = 'upload'): T {
  reactToStatus(status, path, { method: 'POST' });
  const parsed = parseEnvelope<T>(body);
  if (parsed.ok) return parsed.data;
  const message = status === 413 && ANSWERLESS.has(parsed.message) ? FILE_TOO_LARGE_MESSAGE : parsed.message;
  throw new ApiError(message, status);
}

export function progressOf(loaded: number, total: number): UploadProgress {
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  return { loaded, total, percent };
}

/**
 * A multipart upload of one file with upload progress, which fetch cannot report: hence XMLHttpRequest.
 * Answers, errors and lost sessions are handled exactly as `api.*` handles them.
 */
export function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const { onProgress, signal, fieldName = 'file' } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API_BASE + path);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(progressOf(event.loaded, event.total));
    };
    xhr.onload = () => {
      try {
        resolve(settleUpload<T>(xhr.responseText, xhr.status, path));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => {
      console.warn(`[api] POST ${path}: no answer`);
      reject(new ApiError(MESSAGES.networkFailure, 0));
    };
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(fieldName, file, file.name);
    xhr.send(form);
  });
}
