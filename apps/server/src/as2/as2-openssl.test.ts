import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAs2Message, readAs2Message } from './as2-message.js';
import { generateAs2Identity, type As2Identity } from './identity.js';
import { buildMdn } from './mdn.js';
import { base64Lines, decodedBody, headerBlock, micOf, parseEntity } from './mime.js';

/** Interop with an independent CMS implementation: OpenSSL 3's `cms` command, when the machine has it. */
const OPENSSL = '/usr/bin/openssl';
const noOpenssl = !existsSync(OPENSSL);

const PAYLOAD = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<sh:StandardBusinessDocument>\r\n  <name>Café “Ⅱ”</name>\n</sh:StandardBusinessDocument>\n',
  'utf8',
);

let dir: string;
let poolA: As2Identity;
let poolB: As2Identity;

function file(name: string, content?: string | Buffer): string {
  const at = path.join(dir, name);
  if (content !== undefined) writeFileSync(at, content);
  return at;
}

function openssl(...args: string[]): void {
  execFileSync(OPENSSL, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'as2-openssl-'));
  [poolA, poolB] = await Promise.all([
    generateAs2Identity('POOL-A', 'Pool A'),
    generateAs2Identity('POOL-B', 'Pool B'),
  ]);
  for (const [name, identity] of [
    ['a', poolA],
    ['b', poolB],
  ] as const) {
    file(`${name}.crt`, identity.certificatePem);
    file(`${name}.key`, identity.privateKeyPem);
  }
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(noOpenssl)('AS2 interop with openssl cms', () => {
  it('openssl decrypts what we build and verifies its signature, yielding the payload and our MIC', async () => {
    const sent = await buildAs2Message({
      from: poolA,
      toAs2Id: 'POOL-B',
      toCertificatePem: poolB.certificatePem,
      payload: PAYLOAD,
    });
    const asMime = Buffer.concat([
      headerBlock({ 'Content-Type': sent.headers['Content-Type']!, 'Content-Transfer-Encoding': 'base64' }),
      Buffer.from(`${base64Lines(sent.body)}\r\n`),
    ]);
    const recipient = ['-recip', file('b.crt'), '-inkey', file('b.key')];
    openssl('cms', '-decrypt', ...recipient, '-in', file('sent.p7m', asMime), '-out', file('signed.eml'));
    openssl(
      'cms',
      '-decrypt',
      ...recipient,
      '-inform',
      'DER',
      '-in',
      file('sent.der', sent.body),
      '-out',
      file('signed-from-der.eml'),
    );
    expect(readFileSync(file('signed-from-der.eml')).equals(readFileSync(file('signed.eml')))).toBe(true);

    openssl('cms', '-verify', '-CAfile', file('a.crt'), '-in', file('signed.eml'), '-out', file('content.out'));
    const content = readFileSync(file('content.out'));
    expect(decodedBody(parseEntity(content)).equals(PAYLOAD)).toBe(true);
    expect(micOf(content)).toBe(sent.mic);

    expect(() =>
      openssl('cms', '-verify', '-CAfile', file('b.crt'), '-in', file('signed.eml'), '-out', file('x.out')),
    ).toThrow();
  });

  it('openssl verifies the signature of our MDN', async () => {
    const sent = await buildAs2Message({
      from: poolA,
      toAs2Id: 'POOL-B',
      toCertificatePem: poolB.certificatePem,
      payload: PAYLOAD,
    });
    const inbound = await readAs2Message({
      headers: sent.headers,
      body: sent.body,
      own: poolB,
      partnerCertificate: async () => poolA.certificatePem,
    });
    const mdn = await buildMdn({ own: poolB, inbound });
    const asMime = Buffer.concat([headerBlock({ 'Content-Type': mdn.headers['Content-Type']! }), mdn.body]);
    openssl('cms', '-verify', '-CAfile', file('b.crt'), '-in', file('mdn.eml', asMime), '-out', file('report.out'));
    expect(readFileSync(file('report.out'), 'utf8')).toContain(`Received-Content-MIC: ${sent.mic}`);
  });

  it.each([
    ['RSA PKCS#1 v1.5', []],
    ['RSA-OAEP', ['-keyopt', 'rsa_padding_mode:oaep']],
  ])('reads a message that openssl signed and encrypted (key transport %s)', async (_, keyopt) => {
    const entity = Buffer.concat([
      headerBlock({ 'Content-Type': 'application/xml', 'Content-Transfer-Encoding': 'binary' }),
      PAYLOAD,
    ]);
    openssl(
      'cms',
      '-sign',
      '-binary',
      '-md',
      'sha256',
      '-signer',
      file('a.crt'),
      '-inkey',
      file('a.key'),
      '-in',
      file('entity', entity),
      '-out',
      file('signed-by-openssl.eml'),
    );
    openssl(
      'cms',
      '-encrypt',
      '-binary',
      '-aes256',
      '-recip',
      file('b.crt'),
      ...keyopt,
      '-in',
      file('signed-by-openssl.eml'),
      '-outform',
      'DER',
      '-out',
      file('enc.der'),
    );
    const inbound = await readAs2Message({
      headers: {
        'as2-from': 'POOL-A',
        'as2-to': 'POOL-B',
        'message-id': '<openssl-1@pool-a>',
        'content-type': 'application/pkcs7-mime; smime-type=enveloped-data; name=smime.p7m',
      },
      body: readFileSync(file('enc.der')),
      own: poolB,
      partnerCertificate: async (as2From) => (as2From === 'POOL-A' ? poolA.certificatePem : null),
    });
    expect(inbound).toMatchObject({
      ok: true,
      as2From: 'POOL-A',
      messageId: '<openssl-1@pool-a>',
      contentType: 'application/xml',
      mic: micOf(entity),
    });
    expect(inbound.ok && inbound.payload.equals(PAYLOAD)).toBe(true);
  });
});
