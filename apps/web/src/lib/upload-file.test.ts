import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@tradepool/domain';
import { ApiError, onSessionLost } from './api-client';
import { FILE_TOO_LARGE_MESSAGE, progressOf, settleUpload, uploadFile } from './upload-file';

const TOKEN_KEY = 'tradepool.token';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

/** Just enough of XMLHttpRequest to see what uploadFile sends and to answer it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

function current(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no request was sent');
  return FakeXhr.last;
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', { location: { pathname: '/admin/report', search: '' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null))),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('settleUpload (the generic response parsing, applied to an upload answer)', () => {
  it('answers the data of a successful envelope', () => {
    expect(settleUpload('{"success":true,"data":{"stored":2},"error":null}', 200)).toEqual({ stored: 2 });
  });

  it("throws the server's message with the status", () => {
    const failure = () => settleUpload('{"success":false,"data":null,"error":{"message":"Missing column: gtin"}}', 400);
    expect(failure).toThrow(new ApiError('Missing column: gtin', 400));
    try {
      failure();
    } catch (error) {
      expect((error as ApiError).status).toBe(400);
    }
  });

  it('keeps the spec texts for malformed answers', () => {
    expect(() => settleUpload('', 200)).toThrow(MESSAGES.emptyResponse);
    expect(() => settleUpload('{"success":true,"data":null}', 200)).toThrow(MESSAGES.successWithoutData);
    expect(() => settleUpload('{"success":false,"error":{}}', 500)).toThrow(MESSAGES.failedWithoutMessage);
    expect(() => settleUpload('<html>Bad gateway</html>', 502)).toThrow(MESSAGES.networkFailure);
  });

  it("explains a 413 without an envelope as a size problem, but keeps the server's own text", () => {
    expect(() => settleUpload('<html>413 Request Entity Too Large</html>', 413)).toThrow(FILE_TOO_LARGE_MESSAGE);
    expect(() => settleUpload('', 413)).toThrow(FILE_TOO_LARGE_MESSAGE);
    expect(() =>
      settleUpload('{"success":false,"data":null,"error":{"message":"The request is too large."}}', 413),
    ).toThrow('The request is too large.');
  });
});

describe('progressOf', () => {
  it('answers whole percentages within 0..100', () => {
    expect(progressOf(0, 200)).toEqual({ loaded: 0, total: 200, percent: 0 });
    expect(progressOf(1, 3).percent).toBe(33);
    expect(progressOf(250, 200).percent).toBe(100);
    expect(progressOf(10, 0).percent).toBe(0);
  });
});

describe('uploadFile', () => {
  const file = () => new File(['gtin,productCode\n'], 'cross.csv', { type: 'text/csv' });

  it('posts the file as multipart field "file" with the bearer token and reports progress', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const seen: number[] = [];
    const pending = uploadFile<{ id: number }>('admin/upload/3/crossreffile', file(), {
      onProgress: ({ percent }) => seen.push(percent),
    });
    const xhr = current();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/mds/app/admin/upload/3/crossreffile');
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer tok-1', Accept: 'application/json' });
    const sent = xhr.body?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('cross.csv');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 60, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(200, '{"success":true,"data":{"id":7},"error":null}');
    await expect(pending).resolves.toEqual({ id: 7 });
    expect(seen).toEqual([50, 100]);
  });

  it('sends no Authorization header without a session', async () => {
    const pending = uploadFile('x', file());
    expect(current().headers.Authorization).toBeUndefined();
    current().answer(200, '{"success":true,"data":1,"error":null}');
    await expect(pending).resolves.toBe(1);
  });

  it('rejects with the server message', async () => {
    const pending = uploadFile('x', file());
    current().answer(400, '{"success":false,"data":null,"error":{"message":"Only .xlsx or .csv files."}}');
    await expect(pending).rejects.toThrow('Only .xlsx or .csv files.');
  });

  it('rejects with the network text when there is no answer', async () => {
    const pending = uploadFile('x', file());
    current().onerror?.();
    await expect(pending).rejects.toEqual(new ApiError(MESSAGES.networkFailure, 0));
  });

  it('ends the session on 401 like every other call', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-2');
    const lost = vi.fn();
    const stop = onSessionLost(lost);
    const pending = uploadFile('x', file());
    current().answer(401, '{"success":false,"data":null,"error":{"message":"Authentication required."}}');
    await expect(pending).rejects.toThrow('Authentication required.');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem('tradepool.returnPath')).toBe('/admin/report');
    expect(lost).toHaveBeenCalledOnce();
    stop();
  });

  it('aborts when the signal fires', async () => {
    const controller = new AbortController();
    const pending = uploadFile('x', file(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(current().aborted).toBe(true);
  });
});
