import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGs1Response } from '../../gdsn/messages/gs1-response.js';
import { gdsnSample, sendGdsnMessage, withParties } from '../../test/gdsn-samples.js';
import { NORTHWIND_GLN } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let pub: string;

beforeAll(async () => {
  t = await createTestApp();
  pub = await t.signIn('pub.admin');
});
afterAll(async () => t.close());

/** The sample CIN from Northwind, with `instanceId` as its SBDH instance identifier. */
const cinWithInstance = (instanceId: string) =>
  withParties(
    gdsnSample('CatalogueItemNotification'),
    { 'sh:Sender': NORTHWIND_GLN },
    { '8712345678913': NORTHWIND_GLN, '<sh:InstanceIdentifier>20051101<': `<sh:InstanceIdentifier>${instanceId}<` },
  );

/** The message-level error of a refused message: answered as a GS1Response, 400, never a 500. */
async function refusal(xml: string): Promise<string> {
  const answer = await sendGdsnMessage(t, xml, pub);
  expect(answer.status, answer.xml.slice(0, 300)).toBe(400);
  expect(answer.type).toMatch(/^application\/xml/);
  const [error] = parseGs1Response(answer.xml).messageErrors;
  expect(error!.code).toBe('DP-UNREADABLE');
  return error!.description;
}

describe('POST gdsn/messages: what no GS1 message holds is refused before it is parsed', () => {
  it('a text node of 12 MB (the XSDs allow 5,000 characters at most)', async () => {
    expect(await refusal(cinWithInstance('x'.repeat(12 * 1024 * 1024)))).toMatch(
      /^The XML has a text of more than 5000 characters, longer than GS1 XML 3\.1 allows \(line 13\)\.$/,
    );
  });

  it('elements nested 50,000 deep', async () => {
    const deep = `${'<a>'.repeat(50_000)}${'</a>'.repeat(50_000)}`;
    expect(await refusal(cinWithInstance('1').replace('<transaction>', `${deep}<transaction>`))).toMatch(
      /nests elements more than 100 deep/,
    );
  });

  it('the NUL character, written or as a character reference, which PostgreSQL text cannot hold', async () => {
    for (const nul of ['A\u0000B', 'A&#0;B', 'A&#x0;B']) {
      expect(await refusal(cinWithInstance(nul)), nul).toMatch(/NUL character/);
    }
  });

  it('a message larger than UPLOAD_XML_MAX_BYTES is a 413', async () => {
    const xml = cinWithInstance('1').replace(
      '<transaction>',
      `<!--${' '.repeat(t.config.uploadXmlMaxBytes)}--><transaction>`,
    );
    expect((await sendGdsnMessage(t, xml, pub)).status).toBe(413);
  });

  it('while a message within them is still taken: its transaction is answered', async () => {
    const answer = await sendGdsnMessage(t, cinWithInstance(`CIN-${'x'.repeat(80)}`), pub);
    const response = parseGs1Response(answer.xml);
    expect(response.messageErrors).toEqual([]);
    expect(response.transactions.map((r) => r.entityId)).toEqual(['20051101']);
  });
});
