import { AS2_VERSION, signedMultipart, splitSigned, verifySigned, type InboundAs2 } from './as2-message.js';
import type { As2Identity } from './identity.js';
import {
  canonicalLineEnds,
  headerBlock,
  headerParam,
  headerValue,
  mediaType,
  multipartParts,
  newBoundary,
  newMessageId,
  parseEntity,
  parseFields,
  quoteAs2Name,
  type IncomingHeaders,
  type MimeEntity,
} from './mime.js';

export interface ReadMdn {
  signatureValid: boolean;
  originalMessageId: string | null;
  disposition: string;
  processed: boolean;
  mic: string | null;
  micMatches: boolean;
  failure: string | null;
}

const DISPOSITION_MODE = 'automatic-action/MDN-sent-automatically';

function humanText(inbound: InboundAs2): string {
  if (inbound.ok) return `The AS2 message ${inbound.messageId} was received and its signature verified.`;
  return `The AS2 message ${inbound.messageId ?? '(without Message-ID)'} could not be processed: ${inbound.reason}`;
}

/** The machine-readable part (RFC 3798 §3.1, RFC 4130 §7.4.3), CRLF-terminated fields. */
function dispositionFields(own: As2Identity, inbound: InboundAs2): string {
  const fields = [
    `Reporting-UA: Tradepool AS2`,
    `Original-Recipient: rfc822; ${quoteAs2Name(own.as2Id)}`,
    `Final-Recipient: rfc822; ${quoteAs2Name(own.as2Id)}`,
  ];
  if (inbound.messageId) fields.push(`Original-Message-ID: ${inbound.messageId}`);
  if (inbound.mic) fields.push(`Received-Content-MIC: ${inbound.mic}`);
  const outcome = inbound.ok ? 'processed' : `processed/error: ${inbound.failure}`;
  fields.push(`Disposition: ${DISPOSITION_MODE}; ${outcome}`);
  return fields.map((field) => `${field}\r\n`).join('');
}

export async function buildMdn(input: {
  own: As2Identity;
  inbound: InboundAs2;
  text?: string;
}): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const { own, inbound } = input;
  const boundary = newBoundary();
  const report = Buffer.concat([
    headerBlock({ 'Content-Type': `multipart/report; report-type=disposition-notification; boundary="${boundary}"` }),
    Buffer.from(`--${boundary}\r\n`),
    headerBlock({ 'Content-Type': 'text/plain; charset=utf-8', 'Content-Transfer-Encoding': '8bit' }),
    canonicalLineEnds(Buffer.from(`${input.text ?? humanText(inbound)}\n`, 'utf8')),
    Buffer.from(`--${boundary}\r\n`),
    headerBlock({ 'Content-Type': 'message/disposition-notification', 'Content-Transfer-Encoding': '7bit' }),
    Buffer.from(dispositionFields(own, inbound), 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const signed = await signedMultipart(report, own);
  const entity = parseEntity(signed);
  const headers: Record<string, string> = {
    'AS2-Version': AS2_VERSION,
    'AS2-From': quoteAs2Name(own.as2Id),
    'Message-ID': newMessageId(own.as2Id),
    Subject: 'Message Disposition Notification',
    Date: new Date().toUTCString(),
    'MIME-Version': '1.0',
    'Content-Type': entity.headers.get('content-type')!,
  };
  if (inbound.as2From) headers['AS2-To'] = quoteAs2Name(inbound.as2From);
  return { headers, body: Buffer.from(entity.body) };
}

/** The disposition-notification part's fields, names lower-cased. */
function notificationFields(report: MimeEntity): Map<string, string> {
  if (mediaType(report.headers.get('content-type') ?? null) !== 'multipart/report') {
    throw new Error('The MDN is not a multipart/report');
  }
  const boundary = headerParam(report.headers.get('content-type') ?? null, 'boundary');
  if (!boundary) throw new Error('The MDN report has no boundary');
  for (const part of multipartParts(report.body, boundary)) {
    const entity = parseEntity(part);
    if (mediaType(entity.headers.get('content-type') ?? null) === 'message/disposition-notification') {
      return parseFields(entity.body.toString('utf8'));
    }
  }
  throw new Error('The MDN report has no disposition-notification part');
}

/** The MIC's digest and algorithm compared; algorithm names vary in case and dash ("SHA-256", "sha256"). */
function sameMic(received: string | null, sent: string): boolean {
  if (!received) return false;
  const normal = (mic: string) => {
    const [digest, algorithm] = mic.split(',').map((piece) => piece.trim());
    return `${digest}|${(algorithm ?? '').toLowerCase().replace('-', '')}`;
  };
  return normal(received) === normal(sent);
}

/** processed, processed/warning: … (still processed), processed/error: …, failed/failure: … */
function outcomeOf(disposition: string): { processed: boolean; failure: string | null } {
  const outcome = disposition.split(';').slice(1).join(';').trim();
  const modifier = /^([a-z-]+)\s*(?:\/\s*([a-z-]+)\s*(?::\s*(.*))?)?$/i.exec(outcome);
  if (!modifier) return { processed: false, failure: outcome || 'unreadable disposition' };
  const [, type, kind, detail] = modifier;
  const failed = type!.toLowerCase() !== 'processed' || (kind !== undefined && kind.toLowerCase() !== 'warning');
  return { processed: !failed, failure: failed ? detail?.trim() || kind || type! : null };
}

/** Never throws: an MDN that cannot be read is reported as not processed, with why as its failure. */
export async function readMdn(input: {
  headers: IncomingHeaders;
  body: Buffer;
  partnerCertificatePem: string;
  sentMic: string;
}): Promise<ReadMdn> {
  let signatureValid = false;
  try {
    const contentType = headerValue(input.headers, 'content-type');
    let report: MimeEntity = { headers: new Map([['content-type', contentType ?? '']]), body: input.body };
    if (mediaType(contentType) === 'multipart/signed') {
      const parts = splitSigned(contentType, input.body);
      signatureValid = (await verifySigned(parts, input.partnerCertificatePem)).valid;
      report = parseEntity(parts.signedPart);
    }
    const fields = notificationFields(report);
    const disposition = fields.get('disposition') ?? '';
    const mic = fields.get('received-content-mic') ?? null;
    return {
      signatureValid,
      originalMessageId: fields.get('original-message-id') ?? null,
      disposition,
      ...outcomeOf(disposition),
      mic,
      micMatches: sameMic(mic, input.sentMic),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      signatureValid,
      originalMessageId: null,
      disposition: '',
      processed: false,
      mic: null,
      micMatches: false,
      failure: `Unreadable MDN: ${reason}`,
    };
  }
}
