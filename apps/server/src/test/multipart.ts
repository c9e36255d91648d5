import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  field?: string;
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

/**
 * A multipart/form-data body with one file part, for `app.inject`: the payload and the Content-Type header
 * with its boundary, built by hand as a browser would send it.
 */
export function multipartFile(file: MultipartFile): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tradepool-${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head, 'utf8'),
    typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
