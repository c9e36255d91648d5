import { beforeAll, describe, expect, it } from 'vitest';
import { buildAs2Message, readAs2Message, type InboundAs2 } from './as2-message.js';
import { encryptFor } from './cms.js';
import { certificateFingerprint, certificateSerial, generateAs2Identity, type As2Identity } from './identity.js';
import { buildMdn, readMdn } from './mdn.js';
import { headerBlock } from './mime.js';

/** GS1 XML with bare LF line ends and a non-ASCII name: it must arrive byte for byte. */
const GS1_XML = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<catalogue_item_notification:catalogueItemNotificationMessage>\n' +
    '  <tradeItem><gtin>04000000000001</gtin><name>Crème brûlée</name></tradeItem>\n'.repeat(60) +
    '</catalogue_item_notification:catalogueItemNotificationMessage>\n',
  'utf8',
);

let poolA: As2Identity;
let poolB: As2Identity;
let mallory: As2Identity;

beforeAll(async () => {
  [poolA, poolB, mallory] = await Promise.all([
    generateAs2Identity('TRADEPOOL-A', 'Tradepool A'),
    generateAs2Identity('Pool B', 'Pool B'),
    generateAs2Identity('TRADEPOOL-A', 'Not Tradepool A'),
  ]);
});

const partnersOfB = async (as2From: string) => (as2From === poolA.as2Id ? poolA.certificatePem : null);

async function sendToB(from: As2Identity = poolA) {
  return buildAs2Message({
    from,
    toAs2Id: poolB.as2Id,
    toCertificatePem: poolB.certificatePem,
    payload: GS1_XML,
    fileName: 'cin.xml',
  });
}

function readByB(headers: Record<string, string>, body: Buffer) {
  return readAs2Message({ headers, body, own: poolB, partnerCertificate: partnersOfB });
}

function failureOf(inbound: InboundAs2) {
  return inbound.ok ? null : inbound.failure;
}

describe('AS2 identity', () => {
  it('makes a self-signed certificate whose fingerprint is read back, and refuses what is not one', () => {
    expect(certificateFingerprint(poolA.certificatePem)).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(certificateFingerprint(poolA.certificatePem)).not.toBe(certificateFingerprint(mallory.certificatePem));
    expect(poolA.privateKeyPem).toContain('BEGIN PRIVATE KEY');
    expect(() => certificateFingerprint('-----BEGIN CERTIFICATE-----\nbm9wZQ==\n-----END CERTIFICATE-----')).toThrow(
      /Not a PEM X\.509 certificate/,
    );
  });

  it('gives serials that are positive and need no padding byte, whatever the random bytes', () => {
    for (const first of [0x00, 0x01, 0x7f, 0x80, 0xff]) {
      const serial = certificateSerial(Buffer.from([first, 0x00, 0x05]));
      expect(serial[0]).toBeGreaterThanOrEqual(0x40);
      expect(serial[0]).toBeLessThan(0x80);
      expect(serial.subarray(1)).toEqual(Buffer.from([0x00, 0x05]));
    }
  });
});

describe('AS2 message and MDN', () => {
  it('carries GS1 XML from A to B and back comes a signed MDN with the same MIC', async () => {
    const sent = await sendToB();
    expect(sent.headers).toMatchObject({
      'AS2-Version': '1.2',
      'AS2-From': 'TRADEPOOL-A',
      'AS2-To': '"Pool B"',
      'Message-ID': sent.messageId,
      'Content-Type': expect.stringMatching(/^application\/pkcs7-mime; smime-type=enveloped-data/),
      'Disposition-Notification-Options': expect.stringContaining('signed-receipt-micalg=optional, sha-256'),
    });
    expect(sent.messageId).toMatch(/^<[^@<>]+@[^@<>]+>$/);
    expect(sent.body.includes(Buffer.from('Crème'))).toBe(false);

    const lowerCased = Object.fromEntries(Object.entries(sent.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const inbound = await readByB(lowerCased, sent.body);
    expect(inbound).toMatchObject({
      ok: true,
      as2From: 'TRADEPOOL-A',
      as2To: 'Pool B',
      messageId: sent.messageId,
      contentType: 'application/xml',
    });
    expect(inbound.ok && inbound.payload.equals(GS1_XML)).toBe(true);
    expect(inbound.mic).toBe(sent.mic);

    const mdn = await buildMdn({ own: poolB, inbound });
    expect(mdn.headers).toMatchObject({ 'AS2-From': '"Pool B"', 'AS2-To': 'TRADEPOOL-A' });
    expect(mdn.headers['Content-Type']).toMatch(
      /^multipart\/signed; protocol="application\/pkcs7-signature"; micalg=sha-256/,
    );
    const read = await readMdn({
      headers: mdn.headers,
      body: mdn.body,
      partnerCertificatePem: poolB.certificatePem,
      sentMic: sent.mic,
    });
    expect(read).toEqual({
      signatureValid: true,
      originalMessageId: sent.messageId,
      disposition: 'automatic-action/MDN-sent-automatically; processed',
      processed: true,
      mic: sent.mic,
      micMatches: true,
      failure: null,
    });
  });

  it('answers a tampered ciphertext with a failure and a signed negative MDN', async () => {
    const sent = await sendToB();
    const body = Buffer.from(sent.body);
    body[body.length - 3000]! ^= 0xff;
    const inbound = await readByB(sent.headers, body);
    expect(['decryption-failed', 'integrity-check-failed']).toContain(failureOf(inbound));

    const mdn = await buildMdn({ own: poolB, inbound });
    const read = await readMdn({
      headers: mdn.headers,
      body: mdn.body,
      partnerCertificatePem: poolB.certificatePem,
      sentMic: sent.mic,
    });
    expect(read).toMatchObject({
      signatureValid: true,
      originalMessageId: sent.messageId,
      processed: false,
      micMatches: false,
    });
    expect(read.failure).toBe(failureOf(inbound));
    expect(read.disposition).toBe(`automatic-action/MDN-sent-automatically; processed/error: ${failureOf(inbound)}`);
  });

  it("refuses a message signed with a key other than the partner's certificate", async () => {
    const sent = await sendToB(mallory);
    const inbound = await readByB(sent.headers, sent.body);
    expect(inbound).toMatchObject({
      ok: false,
      failure: 'authentication-failed',
      as2From: 'TRADEPOOL-A',
      mic: sent.mic,
    });
  });

  it('refuses a message from an unknown AS2-From', async () => {
    const stranger = await generateAs2Identity('STRANGER', 'Stranger');
    const sent = await sendToB(stranger);
    const inbound = await readByB(sent.headers, sent.body);
    expect(inbound).toMatchObject({
      ok: false,
      failure: 'authentication-failed',
      reason: 'STRANGER is not a known partner',
    });
  });

  it('refuses an unencrypted, an unsigned and a misaddressed message, and garbage, without throwing', async () => {
    const sent = await sendToB();
    const plain = await readByB({ ...sent.headers, 'Content-Type': 'application/xml' }, GS1_XML);
    expect(failureOf(plain)).toBe('insufficient-message-security');

    const unsigned = encryptFor(
      Buffer.concat([headerBlock({ 'Content-Type': 'application/xml' }), GS1_XML]),
      poolB.certificatePem,
    );
    const unsignedRead = await readByB(sent.headers, unsigned);
    expect(unsignedRead).toMatchObject({
      ok: false,
      failure: 'insufficient-message-security',
      reason: 'Not signed: the content is application/xml',
    });

    const forC = await readByB({ ...sent.headers, 'AS2-To': 'POOL-C' }, sent.body);
    expect(failureOf(forC)).toBe('unexpected-processing-error');

    const garbage = await readByB(sent.headers, Buffer.from('not cms'));
    expect(failureOf(garbage)).toBe('decryption-failed');

    const forMallory = await readAs2Message({
      headers: { ...sent.headers, 'AS2-To': 'Pool B' },
      body: sent.body,
      own: { ...mallory, as2Id: 'Pool B' },
      partnerCertificate: partnersOfB,
    });
    expect(forMallory).toMatchObject({
      ok: false,
      failure: 'decryption-failed',
      reason: 'The message is not encrypted for our certificate',
    });
  });

  it("finds an MDN's signature invalid with any certificate but the partner's", async () => {
    const sent = await sendToB();
    const inbound = await readByB(sent.headers, sent.body);
    const mdn = await buildMdn({ own: poolB, inbound, text: 'Thanks.' });
    const read = await readMdn({
      headers: mdn.headers,
      body: mdn.body,
      partnerCertificatePem: mallory.certificatePem,
      sentMic: sent.mic,
    });
    expect(read).toMatchObject({ signatureValid: false, processed: true, micMatches: true });

    const unreadable = await readMdn({
      headers: { 'content-type': 'text/html' },
      body: Buffer.from('<h1>502</h1>'),
      partnerCertificatePem: poolB.certificatePem,
      sentMic: sent.mic,
    });
    expect(unreadable).toMatchObject({
      signatureValid: false,
      processed: false,
      failure: 'Unreadable MDN: The MDN is not a multipart/report',
    });
  });
});
