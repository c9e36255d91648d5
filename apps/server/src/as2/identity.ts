import { X509Certificate, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/** A pool's AS2 name with the key it signs and decrypts with and the certificate its partners hold. */
export interface As2Identity {
  as2Id: string;
  privateKeyPem: string;
  certificatePem: string;
}

const CERTIFICATE_YEARS = 10;
const SIGNING_ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

export function toPem(der: ArrayBuffer | Buffer, label: string): string {
  const lines =
    Buffer.from(der as ArrayBuffer)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** A PEM certificate read by Node's X.509 parser, with a message that says what was wrong. */
export function parseCertificate(certificatePem: string): X509Certificate {
  try {
    return new X509Certificate(certificatePem);
  } catch (error) {
    throw new Error(`Not a PEM X.509 certificate: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** The same certificate as pkijs reads it, for CMS recipient and signer identifiers. */
export function pkiCertificate(certificatePem: string): pkijs.Certificate {
  return pkijs.Certificate.fromBER(parseCertificate(certificatePem).raw);
}

export function certificateFingerprint(certificatePem: string): string {
  return parseCertificate(certificatePem).fingerprint256;
}

function commonNameOf(commonName: string): pkijs.RelativeDistinguishedNames {
  return new pkijs.RelativeDistinguishedNames({
    typesAndValues: [
      new pkijs.AttributeTypeAndValue({ type: '2.5.4.3', value: new asn1js.Utf8String({ value: commonName }) }),
    ],
  });
}

/**
 * Key usage for signing and key transport, and no CA flag: the certificate is a partner's end-entity
 * certificate, trusted as it stands (pinned), which OpenSSL and other AS2 products accept as their own anchor.
 */
function endEntityExtensions(): pkijs.Extension[] {
  const digitalSignatureAndKeyEncipherment = new Uint8Array([0xa0]);
  return [
    new pkijs.Extension({
      extnID: '2.5.29.19',
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
    new pkijs.Extension({
      extnID: '2.5.29.15',
      critical: true,
      extnValue: new asn1js.BitString({ valueHex: digitalSignatureAndKeyEncipherment.buffer, unusedBits: 5 }).toBER(
        false,
      ),
    }),
  ];
}

/**
 * The random bytes as a serial that is positive and minimal in DER: a leading zero byte would be padding that
 * OpenSSL refuses ("illegal padding"), which made one certificate in a few hundred unreadable.
 */
export function certificateSerial(random: Buffer): Buffer {
  const serial = Buffer.from(random);
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  return serial;
}

export async function generateAs2Identity(as2Id: string, commonName: string): Promise<As2Identity> {
  const subtle = globalThis.crypto.subtle;
  const keys = await subtle.generateKey(
    { ...SIGNING_ALGORITHM, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  );
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = new asn1js.Integer({ valueHex: certificateSerial(randomBytes(16)) });
  certificate.subject = commonNameOf(commonName);
  certificate.issuer = commonNameOf(commonName);
  const notBefore = new Date();
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + CERTIFICATE_YEARS);
  certificate.notBefore.value = notBefore;
  certificate.notAfter.value = notAfter;
  certificate.extensions = endEntityExtensions();
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
  await certificate.sign(keys.privateKey, 'SHA-256');
  return {
    as2Id,
    privateKeyPem: toPem(await subtle.exportKey('pkcs8', keys.privateKey), 'PRIVATE KEY'),
    certificatePem: toPem(certificate.toSchema().toBER(false), 'CERTIFICATE'),
  };
}
