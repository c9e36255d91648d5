import { API_BASE, MESSAGES } from '@tradepool/domain';
import type { Envelope } from '@tradepool/domain';
import { LOGIN_PATH } from './paths';
import { clearToken, readToken, rememberReturnPath } from './session-store';

/** What every failed call throws: the user-facing text of spec point 8 and the HTTP status (0: no answer). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type ParsedEnvelope<T> = { ok: true; data: T } | { ok: false; message: string };

/** Spec point 8, "Generic response parsing", applied to an already decoded body. */
export function interpretEnvelope<T>(value: unknown): ParsedEnvelope<T> {
  if (value === null || value === undefined) return { ok: false, message: MESSAGES.emptyResponse };
  const envelope = (typeof value === 'object' ? value : {}) as Partial<Envelope<T>>;
  if (envelope.success !== true) {
    const error: unknown = envelope.error;
    if (error === null || typeof error !== 'object') return { ok: false, message: MESSAGES.failedWithoutErrorObject };
    const message = 'message' in error && typeof error.message === 'string' ? error.message.trim() : '';
    return { ok: false, message: message || MESSAGES.failedWithoutMessage };
  }
  if (envelope.data === null || envelope.data === undefined) return { ok: false, message: MESSAGES.successWithoutData };
  return { ok: true, data: envelope.data };
}

/** Spec point 8 on the raw body text; a body that is not JSON counts as a data/network problem. */
export function parseEnvelope<T>(body: string): ParsedEnvelope<T> {
  if (body.trim() === '') return { ok: false, message: MESSAGES.emptyResponse };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false, message: MESSAGES.networkFailure };
  }
  return interpretEnvelope<T>(value);
}

/** `filename*=` (RFC 5987) wins over the plain `filename=`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return extended[1].trim();
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

type SessionLostListener = () => void;
const sessionLostListeners = new Set<SessionLostListener>();
let sessionLost = false;

/** The session dialog listens here; the api client cannot render anything itself. */
export function onSessionLost(listener: SessionLostListener): () => void {
  sessionLostListeners.add(listener);
  return () => {
    sessionLostListeners.delete(listener);
  };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Calls that run without a session (sign-in, forgot password, public configuration). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** The bearer header of this tab's session, for every transport (fetch here, XMLHttpRequest for uploads). */
export function sessionHeaders(anonymous = false): Record<string, string> {
  const token = anonymous ? null : readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: accept, ...sessionHeaders(options.anonymous) };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(API_BASE + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    console.warn(`[api] ${method} ${path}: no answer`, cause);
    throw new ApiError(MESSAGES.networkFailure, 0);
  }
}

/** Spec point 8, "HTTP codes": 401/403 end the session (the sign-in screen handles its own), 408 is only logged. */
export function reactToStatus(status: number, path: string, options: RequestOptions): void {
  if (status === 408) console.warn(`[api] ${options.method ?? 'GET'} ${path}: request timeout`);
  if ((status !== 401 && status !== 403) || options.anonymous) return;
  const token = readToken();
  // A 403 leaves the server-side session alive; end it so "logged out" is true on both sides.
  if (status === 403 && token) {
    void fetch(`${API_BASE}users/logout`, { headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(
      () => undefined,
    );
  }
  clearToken();
  if (window.location.pathname === LOGIN_PATH || sessionLost) return;
  sessionLost = true;
  rememberReturnPath(window.location.pathname + window.location.search);
  sessionLostListeners.forEach((listener) => listener());
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  reactToStatus(response.status, path, options);
  let body: string;
  try {
    body = await response.text();
  } catch {
    throw new ApiError(MESSAGES.networkFailure, response.status);
  }
  const parsed = parseEnvelope<T>(body);
  if (!parsed.ok) throw new ApiError(parsed.message, response.status);
  return parsed.data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** Bytes of a download received so far, and its size when the server announced it. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

/** Reads the body chunk by chunk, telling each step: a large workbook takes seconds to arrive. */
async function readWithProgress(response: Response, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

/**
 * Spreadsheet and report downloads (spec point 7: POST with a binary answer). A JSON answer is the server
 * explaining why there is no file; an empty one means there was nothing to download.
 */
export async function downloadBlob(
  path: string,
  options: Omit<RequestOptions, 'anonymous'> & { onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<DownloadedFile> {
  const result = await downloadOrAnswer<unknown>(path, options);
  if ('answer' in result) throw new ApiError(MESSAGES.noDataForDownload, 200);
  return result;
}

/**
 * A download whose server may answer data instead of the file (a report too large to send at once is
 * scheduled: 'success' or 'duplicate'); a failure is thrown as `downloadBlob` does.
 */
export async function downloadOrAnswer<T>(
  path: string,
  options: Omit<RequestOptions, 'anonymous'> & { onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<DownloadedFile | { answer: T }> {
  const method = options.method ?? 'POST';
  const request: RequestOptions = { ...options, method, body: method === 'GET' ? undefined : (options.body ?? {}) };
  const response = await send(path, request, '*/*');
  reactToStatus(response.status, path, request);
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const parsed = parseEnvelope<T>(await response.text());
    if (parsed.ok) return { answer: parsed.data };
    throw new ApiError(parsed.message, response.status);
  }
  if (!response.ok) throw new ApiError(MESSAGES.networkFailure, response.status);
  const blob = options.onProgress ? await readWithProgress(response, options.onProgress) : await response.blob();
  if (response.status === 204 || blob.size === 0) throw new ApiError(MESSAGES.noDataForDownload, response.status);
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}
