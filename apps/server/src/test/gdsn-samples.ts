import fs from 'node:fs';
import { DATA_POOL_GLN } from '@tradepool/domain';
import type { TestApp } from './test-app.js';

/** A GS1 example message of `gdsn/fixtures`, by its file name without `.xml`. */
export const gdsnSample = (name: string) =>
  fs.readFileSync(new URL(`../gdsn/fixtures/${name}.xml`, import.meta.url), 'utf8');

/**
 * A GS1 sample with our parties: each named element's GLN replaced (`sh:Sender` and `sh:Receiver` are the
 * SBDH's). The SBDH receiver is the data pool unless named.
 */
export function withParties(xml: string, parties: Record<string, string>, more: Record<string, string> = {}): string {
  let out = xml;
  for (const [element, gln] of Object.entries({ 'sh:Receiver': DATA_POOL_GLN, ...parties })) {
    out = element.startsWith('sh:')
      ? out.replace(new RegExp(`(<${element}>\\s*<sh:Identifier Authority="GS1">)\\d{13}`), `$1${gln}`)
      : out.replace(new RegExp(`(<${element}>\\s*(?:<gln>)?)\\d{13}(?=<)`, 'g'), `$1${gln}`);
  }
  for (const [from, to] of Object.entries(more)) out = out.split(from).join(to);
  return out;
}

/** `POST gdsn/messages` with `xml` as the body: the status, the answer's XML and its content type. */
export async function sendGdsnMessage(t: TestApp, xml: string, token: string, contentType = 'application/xml') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/mds/app/gdsn/messages',
    payload: xml,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  return { status: response.statusCode, xml: response.body, type: response.headers['content-type'] };
}
