import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGs1Response } from '../../gdsn/messages/gs1-response.js';
import { validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { gdsnSample, sendGdsnMessage, withParties } from '../../test/gdsn-samples.js';
import { NORTHWIND_GLN } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const HARBOR_EAST = '0843912000016';

let t: TestApp;
let pub: string;
let sub: string;

beforeAll(async () => {
  t = await createTestApp();
  pub = await t.signIn('pub.admin');
  sub = await t.signIn('sub.admin');
});
afterAll(async () => t.close());

/** GS1's sample CIC, from Harbor East for an item of Northwind. */
const cic = () =>
  withParties(gdsnSample('CatalogueItemConfirmation'), {
    'sh:Sender': HARBOR_EAST,
    gln: HARBOR_EAST,
    recipientGLN: HARBOR_EAST,
    messageCreatorGLN: HARBOR_EAST,
    dataSource: NORTHWIND_GLN,
  });

/** GS1's sample CIN, from Northwind. */
const cin = () =>
  withParties(
    gdsnSample('CatalogueItemNotification'),
    { 'sh:Sender': NORTHWIND_GLN },
    { '8712345678913': NORTHWIND_GLN },
  );

/** What a refused message changes: rows of the tables a message would write. */
async function counts() {
  const db = t.context.db;
  const count = async (table: 'catalog_item' | 'cic_history' | 'catalog_upload' | 'subscription') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    items: await count('catalog_item'),
    confirmations: await count('cic_history'),
    uploads: await count('catalog_upload'),
    subscriptions: await count('subscription'),
  };
}

/**
 * The message-level error of a refused message: a GS1Response valid against its schema, 400, with nothing the
 * message carries processed, and the server still answering.
 */
async function refusal(xml: string, token: string): Promise<{ code: string; description: string }> {
  const before = await counts();
  const answer = await sendGdsnMessage(t, xml, token);
  expect(answer.status, answer.xml.slice(0, 400)).toBe(400);
  expect(answer.type).toMatch(/^application\/xml/);
  expect((await validateAgainstXsd(answer.xml, 'GS1Response')).errors).toEqual([]);
  const response = parseGs1Response(answer.xml);
  expect(response.transactions).toEqual([]);
  expect(await counts()).toEqual(before);
  expect((await t.call({ method: 'GET', url: '/mds/app/health/ready' })).status).toBe(200);
  return response.messageErrors[0]!;
}

describe('POST gdsn/messages checks the message before anything in it is processed', () => {
  it('against its GS1 XML 3.1 schema: a CIC without its mandatory messageCreatorGLN', async () => {
    const withoutCreator = cic().replace(/<messageCreatorGLN>\d+<\/messageCreatorGLN>/, '');
    expect(await refusal(withoutCreator, sub)).toEqual({
      code: 'DP-XSD-INVALID',
      description: expect.stringMatching(
        /^The CIC is not valid against GS1 XML 3\.1's CatalogueItemConfirmation\.xsd: line \d+: .*messageCreatorGLN/,
      ),
    });
  });

  it('its SBDH against its document: a CIN labelled as a CIC', async () => {
    const labelled = cin().replace('<sh:Type>catalogueItemNotification<', '<sh:Type>catalogueItemConfirmation<');
    expect(await refusal(labelled, pub)).toEqual({
      code: 'DP-SBDH-MISMATCH',
      description: 'The SBDH Type is catalogueItemConfirmation, but the message is a catalogueItemNotification.',
    });
  });

  it('its SBDH Standard and TypeVersion', async () => {
    const older = cin()
      .replace('<sh:TypeVersion>3.1<', '<sh:TypeVersion>2.8<')
      .replace('>GS1</sh:Standard>', '>EAN</sh:Standard>');
    expect((await refusal(older, pub)).description).toBe(
      'The SBDH Standard is EAN, not GS1. The SBDH TypeVersion is 2.8, not 3.1.',
    );
  });

  it('its receiver: the data pool', async () => {
    const elsewhere = withParties(cin(), { 'sh:Receiver': HARBOR_EAST });
    expect(await refusal(elsewhere, pub)).toMatchObject({ code: 'DP-NOT-RECEIVER' });
  });

  it('a text node of 5 MB', async () => {
    const long = cin().replace(
      '<sh:InstanceIdentifier>20051101<',
      `<sh:InstanceIdentifier>${'x'.repeat(5 * 1024 * 1024)}<`,
    );
    expect(await refusal(long, pub)).toEqual({
      code: 'DP-UNREADABLE',
      description: expect.stringMatching(/^The XML has a text of more than 5000 characters/),
    });
  });

  it('10,000 nested elements', async () => {
    const deep = `${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}`;
    expect(await refusal(cin().replace('<transaction>', `${deep}<transaction>`), pub)).toEqual({
      code: 'DP-UNREADABLE',
      description: expect.stringMatching(/nests elements more than 100 deep/),
    });
  });

  it('its body: GS1 XML only, as application/xml or text/xml (415 otherwise)', async () => {
    for (const type of ['text/plain', 'application/json', 'application/x-www-form-urlencoded']) {
      const answer = await sendGdsnMessage(t, type === 'application/json' ? '{"a":1}' : cin(), pub, type);
      expect(answer.status, type).toBe(415);
    }
    const asTextXml = await sendGdsnMessage(
      t,
      cic().replace('>20051101<', '>text-xml<'),
      sub,
      'text/xml; charset=utf-8',
    );
    expect(asTextXml.status, asTextXml.xml).not.toBe(415);
  });
});
