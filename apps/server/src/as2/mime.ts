import { createHash, randomUUID } from 'node:crypto';

/** HTTP headers as Node and Fastify hand them over: any case, a repeated header as an array. */
export type IncomingHeaders = Record<string, string | string[] | undefined>;

const CRLF = '\r\n';

/** The first value of a header, its name compared case-insensitively. */
export function headerValue(headers: IncomingHeaders, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) return first.trim();
  }
  return null;
}

/** `type/subtype` of a Content-Type, lower-cased, without its parameters. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/** A Content-Type parameter (`boundary`, `smime-type` …), unquoted; null when absent. */
export function headerParam(value: string | null, name: string): string | null {
  if (!value) return null;
  const pattern = new RegExp(`;\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]+))`, 'i');
  const match = pattern.exec(value);
  if (!match) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? null);
}

/**
 * An AS2 name as RFC 4130 §6.2 writes it: quoted when it holds anything but letters, digits and the few
 * marks an atom allows, so a pool named "Acme Pool" still makes one header value.
 */
export function quoteAs2Name(name: string): string {
  return /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~.]+$/.test(name) ? name : `"${name.replace(/(["\\])/g, '\\$1')}"`;
}

export function unquoteAs2Name(value: string | null): string | null {
  if (value === null) return null;
  const match = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : value;
}

/** A fresh `<…@…>` Message-ID whose right side names the sender, so both pools' logs tell where it came from. */
export function newMessageId(as2Id: string): string {
  const domain = as2Id.replace(/[^A-Za-z0-9.-]/g, '-').replace(/^[.-]+|[.-]+$/g, '') || 'as2';
  return `<${randomUUID()}@${domain}>`;
}

export function newBoundary(): string {
  return `----=_Part_${randomUUID().replaceAll('-', '')}`;
}

/** MIME header lines, each ended by CRLF, and the empty line that ends the header block. */
export function headerBlock(headers: Record<string, string>): Buffer {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}${CRLF}`);
  return Buffer.from(`${lines.join('')}${CRLF}`, 'utf8');
}

/** Base64 in lines of 76 characters, as MIME bodies carry it. */
export function base64Lines(data: Buffer): string {
  return (data.toString('base64').match(/.{1,76}/g) ?? []).join(CRLF);
}

/**
 * The RFC 4130 §7.3.1 MIC: SHA-256 over the signed MIME entity (its headers and body, as signed), in the form
 * the MDN's Received-Content-MIC returns it.
 */
export function micOf(signedEntity: Buffer): string {
  return `${createHash('sha256').update(signedEntity).digest('base64')}, sha-256`;
}

/** Every bare LF made CRLF: the canonical form RFC 5751 §3.1.1 signs, for senders that signed text that way. */
export function canonicalLineEnds(data: Buffer): Buffer {
  return Buffer.from(data.toString('latin1').replace(/\r?\n/g, CRLF), 'latin1');
}

export interface MimeEntity {
  /** Header names lower-cased, folded lines joined. */
  headers: Map<string, string>;
  body: Buffer;
}

/** A MIME entity split at the first empty line; a sender's bare LF line ends are read as well as CRLF. */
export function parseEntity(entity: Buffer): MimeEntity {
  const crlf = entity.indexOf('\r\n\r\n');
  const lf = entity.indexOf('\n\n');
  const startsBlank = entity[0] === 0x0a || (entity[0] === 0x0d && entity[1] === 0x0a);
  let headerEnd: number;
  let bodyStart: number;
  if (startsBlank) [headerEnd, bodyStart] = [0, entity[0] === 0x0a ? 1 : 2];
  else if (crlf !== -1 && (lf === -1 || crlf < lf)) [headerEnd, bodyStart] = [crlf, crlf + 4];
  else if (lf !== -1) [headerEnd, bodyStart] = [lf, lf + 2];
  else throw new Error('The MIME entity has no empty line after its headers');
  return { headers: parseFields(entity.subarray(0, headerEnd).toString('latin1')), body: entity.subarray(bodyStart) };
}

/** `Name: value` lines (MIME headers, an MDN's fields), names lower-cased, folded lines joined. */
export function parseFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return fields;
}

/** A body part decoded by its Content-Transfer-Encoding (binary, 7bit and 8bit stand as they are). */
export function decodedBody(part: MimeEntity): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? 'binary').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const text = part.body.toString('latin1').replace(/=\r?\n/g, '');
    return Buffer.from(
      text.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  return part.body;
}

/**
 * The body parts of a multipart body, each exactly as it stands between its delimiter line and the line end
 * before the next delimiter (RFC 2046 §5.1.1): the first part of a multipart/signed is verified byte for byte.
 */
export function multipartParts(body: Buffer, boundary: string): Buffer[] {
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  const parts: Buffer[] = [];
  let partStart = -1;
  let at = 0;
  while ((at = body.indexOf(delimiter, at)) !== -1) {
    const after = at + delimiter.length;
    const next = body[after];
    const isDelimiterLine =
      (at === 0 || body[at - 1] === 0x0a) && (next === undefined || /[-\r\n \t]/.test(String.fromCharCode(next)));
    if (!isDelimiterLine) {
      at = after;
      continue;
    }
    if (partStart !== -1) {
      const end = at >= 2 && body[at - 2] === 0x0d ? at - 2 : at - 1;
      parts.push(body.subarray(partStart, Math.max(partStart, end)));
    }
    if (body[after] === 0x2d && body[after + 1] === 0x2d) return parts;
    const lineEnd = body.indexOf(0x0a, after);
    if (lineEnd === -1) break;
    partStart = lineEnd + 1;
    at = partStart;
  }
  throw new Error(`The multipart body has no closing boundary "${boundary}"`);
}
