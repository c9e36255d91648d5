import { decryptWith, encryptFor, signDetached, verifyDetached } from './cms.js';
import type { As2Identity } from './identity.js';
import {
  base64Lines,
  canonicalLineEnds,
  decodedBody,
  headerBlock,
  headerParam,
  headerValue,
  mediaType,
  micOf,
  multipartParts,
  newBoundary,
  newMessageId,
  parseEntity,
  quoteAs2Name,
  unquoteAs2Name,
  type IncomingHeaders,
} from './mime.js';

export interface OutboundAs2 {
  headers: Record<string, string>;
  body: Buffer;
  messageId: string;
  /** base64 SHA-256 MIC of the signed content, as the MDN must return it ("<b64>, sha-256") */
  mic: string;
}

export type As2Failure =
  | 'decryption-failed'
  | 'authentication-failed'
  | 'integrity-check-failed'
  | 'unexpected-processing-error'
  | 'insufficient-message-security';

export type InboundAs2 =
  | { ok: true; as2From: string; as2To: string; messageId: string; payload: Buffer; contentType: string; mic: string }
  | {
      ok: false;
      as2From: string | null;
      as2To: string | null;
      messageId: string | null;
      failure: As2Failure;
      reason: string;
      mic: string | null;
    };

export const AS2_VERSION = '1.2';
export const SIGNATURE_CONTENT_TYPE = 'application/pkcs7-signature';

/** What we ask of the receiver: a synchronous MDN, signed, with a SHA-256 MIC (RFC 4130 §7.3). */
const MDN_OPTIONS = 'signed-receipt-protocol=optional, pkcs7-signature; signed-receipt-micalg=optional, sha-256';

/**
 * A multipart/signed entity: the signed part byte for byte, then its detached signature (RFC 1847, RFC 5751
 * §3.5.3), every line ended by CRLF.
 */
export async function signedMultipart(signedPart: Buffer, signer: As2Identity): Promise<Buffer> {
  const boundary = newBoundary();
  const signature = await signDetached(signedPart, signer);
  return Buffer.concat([
    headerBlock({
      'MIME-Version': '1.0',
      'Content-Type': `multipart/signed; protocol="${SIGNATURE_CONTENT_TYPE}"; micalg=sha-256; boundary="${boundary}"`,
    }),
    Buffer.from(`--${boundary}\r\n`),
    signedPart,
    Buffer.from(`\r\n--${boundary}\r\n`),
    headerBlock({
      'Content-Type': `${SIGNATURE_CONTENT_TYPE}; name="smime.p7s"`,
      'Content-Transfer-Encoding': 'base64',
      'Content-Disposition': 'attachment; filename="smime.p7s"',
    }),
    Buffer.from(`${base64Lines(signature)}\r\n--${boundary}--\r\n`),
  ]);
}

export interface SignedParts {
  /** The first part exactly as it was sent: what the signature and the MIC cover. */
  signedPart: Buffer;
  signature: Buffer;
}

/** The two parts of a multipart/signed entity; throws when it is not one. */
export function splitSigned(contentType: string | null, body: Buffer): SignedParts {
  if (mediaType(contentType) !== 'multipart/signed')
    throw new Error(`Not signed: the content is ${mediaType(contentType) || 'untyped'}`);
  const boundary = headerParam(contentType, 'boundary');
  if (!boundary) throw new Error('The multipart/signed content has no boundary');
  const [signedPart, signaturePart] = multipartParts(body, boundary);
  if (!signedPart || !signaturePart) throw new Error('The multipart/signed content lacks its signature part');
  return { signedPart, signature: decodedBody(parseEntity(signaturePart)) };
}

export type SignedCheck =
  { valid: true; signedPart: Buffer } | { valid: false; foreignSigner: boolean; reason: string };

/**
 * Verifies the signed part as sent and, failing that, in canonical CRLF form, which is what a sender that
 * signed text (RFC 5751 §3.1.1) and sent bare LF line ends actually signed.
 */
export async function verifySigned(parts: SignedParts, certificatePem: string): Promise<SignedCheck> {
  const asSent = await verifyDetached(parts.signature, parts.signedPart, certificatePem);
  if (asSent.valid) return { valid: true, signedPart: parts.signedPart };
  const canonical = canonicalLineEnds(parts.signedPart);
  if (asSent.foreignSigner || canonical.equals(parts.signedPart)) return asSent;
  const retried = await verifyDetached(parts.signature, canonical, certificatePem);
  return retried.valid ? { valid: true, signedPart: canonical } : asSent;
}

/**
 * The payload travels base64-encoded inside the signature (RFC 5751 §3.1.2): the signed entity is then
 * 7-bit CRLF text, which every verifier digests as we did, where a binary part with bare LF line ends is
 * canonicalised by some (OpenSSL among them) and fails their check.
 */
export async function buildAs2Message(input: {
  from: As2Identity;
  toAs2Id: string;
  toCertificatePem: string;
  payload: Buffer;
  contentType?: string;
  fileName?: string;
  messageId?: string;
}): Promise<OutboundAs2> {
  const messageId = input.messageId ?? newMessageId(input.from.as2Id);
  const fileName = input.fileName ?? 'gs1.xml';
  const content = Buffer.concat([
    headerBlock({
      'Content-Type': input.contentType ?? 'application/xml',
      'Content-Transfer-Encoding': 'base64',
      'Content-Disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`,
    }),
    Buffer.from(base64Lines(input.payload)),
  ]);
  const signed = await signedMultipart(content, input.from);
  return {
    headers: {
      'AS2-Version': AS2_VERSION,
      'AS2-From': quoteAs2Name(input.from.as2Id),
      'AS2-To': quoteAs2Name(input.toAs2Id),
      'Message-ID': messageId,
      Subject: `GS1 XML ${fileName}`.replace(/[\r\n]/g, ' '),
      Date: new Date().toUTCString(),
      'MIME-Version': '1.0',
      'Content-Type': 'application/pkcs7-mime; smime-type=enveloped-data; name="smime.p7m"',
      'Content-Disposition': 'attachment; filename="smime.p7m"',
      'Disposition-Notification-To': input.from.as2Id,
      'Disposition-Notification-Options': MDN_OPTIONS,
    },
    body: encryptFor(signed, input.toCertificatePem),
    messageId,
    mic: micOf(content),
  };
}

function isEnvelopedType(contentType: string | null): boolean {
  const type = mediaType(contentType);
  const smimeType = headerParam(contentType, 'smime-type')?.toLowerCase() ?? 'enveloped-data';
  return (type === 'application/pkcs7-mime' || type === 'application/x-pkcs7-mime') && smimeType === 'enveloped-data';
}

/** The DER body, also when a sender base64-encoded it as in mail. */
function envelopeBytes(headers: IncomingHeaders, body: Buffer): Buffer {
  return headerValue(headers, 'content-transfer-encoding')?.toLowerCase() === 'base64'
    ? Buffer.from(body.toString('latin1'), 'base64')
    : body;
}

export async function readAs2Message(input: {
  headers: IncomingHeaders;
  body: Buffer;
  own: As2Identity;
  partnerCertificate: (as2From: string) => Promise<string | null>;
}): Promise<InboundAs2> {
  const as2From = unquoteAs2Name(headerValue(input.headers, 'as2-from'));
  const as2To = unquoteAs2Name(headerValue(input.headers, 'as2-to'));
  const messageId = headerValue(input.headers, 'message-id');
  let mic: string | null = null;
  const failed = (failure: As2Failure, reason: string): InboundAs2 => ({
    ok: false,
    as2From,
    as2To,
    messageId,
    failure,
    reason,
    mic,
  });
  try {
    if (!as2From || !as2To || !messageId)
      return failed('unexpected-processing-error', 'AS2-From, AS2-To and Message-ID are required');
    if (as2To !== input.own.as2Id)
      return failed('unexpected-processing-error', `The message is for ${as2To}, not ${input.own.as2Id}`);
    const contentType = headerValue(input.headers, 'content-type');
    if (!isEnvelopedType(contentType))
      return failed(
        'insufficient-message-security',
        `Not encrypted: the content is ${mediaType(contentType) || 'untyped'}`,
      );
    let decrypted: Buffer;
    try {
      decrypted = decryptWith(envelopeBytes(input.headers, input.body), input.own);
    } catch (error) {
      return failed('decryption-failed', error instanceof Error ? error.message : String(error));
    }
    let parts: SignedParts;
    try {
      const entity = parseEntity(decrypted);
      parts = splitSigned(entity.headers.get('content-type') ?? null, entity.body);
    } catch (error) {
      return failed('insufficient-message-security', error instanceof Error ? error.message : String(error));
    }
    mic = micOf(parts.signedPart);
    const certificate = await input.partnerCertificate(as2From);
    if (!certificate) return failed('authentication-failed', `${as2From} is not a known partner`);
    const check = await verifySigned(parts, certificate);
    if (!check.valid)
      return failed(check.foreignSigner ? 'authentication-failed' : 'integrity-check-failed', check.reason);
    mic = micOf(check.signedPart);
    const signedEntity = parseEntity(check.signedPart);
    return {
      ok: true,
      as2From,
      as2To,
      messageId,
      payload: decodedBody(signedEntity),
      contentType: signedEntity.headers.get('content-type') ?? 'application/octet-stream',
      mic,
    };
  } catch (error) {
    return failed('unexpected-processing-error', error instanceof Error ? error.message : String(error));
  }
}
