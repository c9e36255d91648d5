import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { parseCertificate, pkiCertificate, type As2Identity } from './identity.js';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  envelopedData: '1.2.840.113549.1.7.3',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  rsaEncryption: '1.2.840.113549.1.1.1',
  rsaOaep: '1.2.840.113549.1.1.7',
  aes256Cbc: '2.16.840.1.101.3.4.1.42',
} as const;

/** Content ciphers a partner may choose (RFC 4130 names 3DES and AES); we send AES-256-CBC. */
const CONTENT_CIPHERS: Record<string, { cipher: string; keyLength: number }> = {
  '2.16.840.1.101.3.4.1.2': { cipher: 'aes-128-cbc', keyLength: 16 },
  '2.16.840.1.101.3.4.1.22': { cipher: 'aes-192-cbc', keyLength: 24 },
  [OID.aes256Cbc]: { cipher: 'aes-256-cbc', keyLength: 32 },
  '1.2.840.113549.3.7': { cipher: 'des-ede3-cbc', keyLength: 24 },
};

const OAEP_HASHES: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

function arrayBufferOf(data: Buffer): ArrayBuffer {
  return new Uint8Array(data).buffer;
}

function contentInfoOf(der: Buffer, expectedType: string, what: string): asn1js.AsnType {
  let info: pkijs.ContentInfo;
  try {
    info = pkijs.ContentInfo.fromBER(arrayBufferOf(der));
  } catch {
    throw new Error(`Not a CMS ${what}: the body is not a DER ContentInfo`);
  }
  if (info.contentType !== expectedType) throw new Error(`Not a CMS ${what}: its content type is ${info.contentType}`);
  return info.content as asn1js.AsnType;
}

/** A detached CMS SignedData (SHA-256, RSA PKCS#1 v1.5) over `content`, with the signer's certificate. */
export async function signDetached(content: Buffer, signer: As2Identity): Promise<Buffer> {
  const certificate = pkiCertificate(signer.certificatePem);
  const pkcs8 = createPrivateKey(signer.privateKeyPem).export({ type: 'pkcs8', format: 'der' });
  const key = await globalThis.crypto.subtle.importKey(
    'pkcs8',
    arrayBufferOf(pkcs8),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const digest = createHash('sha256').update(content).digest();
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
            new pkijs.Attribute({ type: OID.signingTime, values: [new asn1js.UTCTime({ valueDate: new Date() })] }),
            new pkijs.Attribute({
              type: OID.messageDigest,
              values: [new asn1js.OctetString({ valueHex: arrayBufferOf(digest) })],
            }),
          ],
        }),
      }),
    ],
    certificates: [certificate],
  });
  await signedData.sign(key, 0, 'SHA-256', arrayBufferOf(content));
  const info = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return Buffer.from(info.toSchema().toBER(false));
}

export type SignatureCheck = { valid: true } | { valid: false; foreignSigner: boolean; reason: string };

/**
 * Verifies a detached signature against the one certificate we hold for the partner. The certificates the
 * message carries are set aside, so a message signed by anyone else names a signer we cannot find
 * (`foreignSigner: true`); content attached inside the SignedData is set aside too, so only `content` counts.
 */
export async function verifyDetached(
  signatureDer: Buffer,
  content: Buffer,
  certificatePem: string,
): Promise<SignatureCheck> {
  let signedData: pkijs.SignedData;
  try {
    signedData = new pkijs.SignedData({ schema: contentInfoOf(signatureDer, OID.signedData, 'signature') });
  } catch (error) {
    return { valid: false, foreignSigner: false, reason: error instanceof Error ? error.message : String(error) };
  }
  signedData.encapContentInfo.eContent = undefined;
  signedData.certificates = [pkiCertificate(certificatePem)];
  let last: SignatureCheck = { valid: false, foreignSigner: true, reason: 'The signature has no signer' };
  for (let signer = 0; signer < signedData.signerInfos.length; signer++) {
    try {
      const result = await signedData.verify({ signer, data: arrayBufferOf(content), extendedMode: true });
      if (result.signatureVerified) return { valid: true };
      last = {
        valid: false,
        foreignSigner: false,
        reason: "The signature does not verify with the partner's certificate",
      };
    } catch (error) {
      const verifyError = error instanceof pkijs.SignedDataVerifyError ? error : null;
      last =
        verifyError?.code === 3
          ? { valid: false, foreignSigner: true, reason: "The message is not signed with the partner's certificate" }
          : { valid: false, foreignSigner: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }
  return last;
}

/**
 * CMS EnvelopedData, AES-256-CBC, its key wrapped with RSA PKCS#1 v1.5 (rsaEncryption): the key transport
 * every AS2 product reads, where RSA-OAEP is not universal.
 */
export function encryptFor(content: Buffer, certificatePem: string): Buffer {
  const certificate = pkiCertificate(certificatePem);
  const key = randomBytes(32);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const encrypted = Buffer.concat([cipher.update(content), cipher.final()]);
  const wrappedKey = publicEncrypt(
    { key: parseCertificate(certificatePem).publicKey, padding: constants.RSA_PKCS1_PADDING },
    key,
  );
  const enveloped = new pkijs.EnvelopedData({
    version: 0,
    recipientInfos: [
      new pkijs.RecipientInfo({
        variant: 1,
        value: new pkijs.KeyTransRecipientInfo({
          version: 0,
          rid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
          keyEncryptionAlgorithm: new pkijs.AlgorithmIdentifier({
            algorithmId: OID.rsaEncryption,
            algorithmParams: new asn1js.Null(),
          }),
          encryptedKey: new asn1js.OctetString({ valueHex: arrayBufferOf(wrappedKey) }),
        }),
      }),
    ],
    encryptedContentInfo: new pkijs.EncryptedContentInfo({
      contentType: OID.data,
      contentEncryptionAlgorithm: new pkijs.AlgorithmIdentifier({
        algorithmId: OID.aes256Cbc,
        algorithmParams: new asn1js.OctetString({ valueHex: arrayBufferOf(iv) }),
      }),
      encryptedContent: new asn1js.OctetString({ valueHex: arrayBufferOf(encrypted) }),
    }),
  });
  const info = new pkijs.ContentInfo({ contentType: OID.envelopedData, content: enveloped.toSchema() });
  return Buffer.from(info.toSchema().toBER(false));
}

/**
 * The content key from a PKCS#1 v1.5 block. Node refuses PKCS#1 v1.5 private decryption (the Marvin attack),
 * so the block is opened raw and, as RFC 3218 §2.3 advises, a malformed one yields a random key of the right
 * length: the failure then shows only as content that does not decrypt or verify, never as a padding oracle.
 */
function unwrapPkcs1(privateKeyPem: string, wrapped: Buffer, keyLength: number): Buffer {
  const block = privateDecrypt({ key: privateKeyPem, padding: constants.RSA_NO_PADDING }, wrapped);
  const separator = block.indexOf(0, 2);
  const key = block.subarray(separator + 1);
  const wellFormed = block[0] === 0 && block[1] === 2 && separator >= 10 && key.length === keyLength;
  return wellFormed ? Buffer.from(key) : randomBytes(keyLength);
}

function unwrapKey(recipient: pkijs.KeyTransRecipientInfo, privateKeyPem: string, keyLength: number): Buffer {
  const wrapped = Buffer.from(recipient.encryptedKey.valueBlock.valueHexView);
  const algorithm = recipient.keyEncryptionAlgorithm;
  if (algorithm.algorithmId === OID.rsaEncryption) return unwrapPkcs1(privateKeyPem, wrapped, keyLength);
  if (algorithm.algorithmId !== OID.rsaOaep) throw new Error(`Unsupported key transport ${algorithm.algorithmId}`);
  const params = algorithm.algorithmParams ? new pkijs.RSAESOAEPParams({ schema: algorithm.algorithmParams }) : null;
  const oaepHash = OAEP_HASHES[params?.hashAlgorithm.algorithmId ?? '1.3.14.3.2.26'];
  if (!oaepHash) throw new Error('Unsupported RSA-OAEP hash');
  return privateDecrypt({ key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash }, wrapped);
}

function isFor(recipient: pkijs.KeyTransRecipientInfo, own: pkijs.Certificate): boolean {
  const rid = recipient.rid;
  return (
    rid instanceof pkijs.IssuerAndSerialNumber &&
    rid.issuer.isEqual(own.issuer) &&
    rid.serialNumber.isEqual(own.serialNumber)
  );
}

/** Opens a CMS EnvelopedData addressed to `own` (key transport by RSA PKCS#1 v1.5 or OAEP; AES-CBC or 3DES). */
export function decryptWith(der: Buffer, own: As2Identity): Buffer {
  const enveloped = new pkijs.EnvelopedData({ schema: contentInfoOf(der, OID.envelopedData, 'encrypted message') });
  const ownCertificate = pkiCertificate(own.certificatePem);
  const transports = enveloped.recipientInfos
    .map((info) => info.value)
    .filter((value): value is pkijs.KeyTransRecipientInfo => value instanceof pkijs.KeyTransRecipientInfo);
  const recipient = transports.find((value) => isFor(value, ownCertificate));
  if (!recipient) throw new Error('The message is not encrypted for our certificate');
  const content = enveloped.encryptedContentInfo;
  const cipher = CONTENT_CIPHERS[content.contentEncryptionAlgorithm.algorithmId];
  if (!cipher) throw new Error(`Unsupported content cipher ${content.contentEncryptionAlgorithm.algorithmId}`);
  const ivParam = content.contentEncryptionAlgorithm.algorithmParams;
  if (!(ivParam instanceof asn1js.OctetString)) throw new Error('The content cipher has no IV');
  const key = unwrapKey(recipient, own.privateKeyPem, cipher.keyLength);
  const decipher = createDecipheriv(cipher.cipher, key, Buffer.from(ivParam.valueBlock.valueHexView));
  const encrypted = Buffer.from(content.getEncryptedContent());
  try {
    return Buffer.concat([decipher.update(encrypted), decipher.final()]);
  } catch {
    throw new Error('The content does not decrypt with our key');
  }
}
