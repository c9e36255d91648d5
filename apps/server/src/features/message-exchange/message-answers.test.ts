import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_STATUS, GDSN_RULES, gs1CheckDigit } from '@tradepool/domain';
import { parseGs1Response } from '../../gdsn/messages/gs1-response.js';
import { validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { uniqueGtin } from '../../test/catalog-items.js';
import { cinXml, physicalModules, wholeEach } from '../../test/cin-xml.js';
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

/** Sends the message and reads its answer, which must be valid against GS1Response.xsd. */
async function answerTo(xml: string, token: string) {
  const answer = await sendGdsnMessage(t, xml, token);
  expect((await validateAgainstXsd(answer.xml, 'GS1Response')).errors).toEqual([]);
  return { status: answer.status, response: parseGs1Response(answer.xml) };
}

const storedItem = (gtin: string) =>
  t.context.db
    .selectFrom('catalog_item')
    .select(['id', 'status'])
    .where('gtin', '=', gtin)
    .where('deleted', '=', 0)
    .executeTakeFirst();

describe('POST gdsn/messages answers each transaction of a CIN before anything is stored', () => {
  it('a good trade item is ACCEPTED and stored, a bad one REJECTED with its rule and GTIN and stored nowhere', async () => {
    const [good, bad] = [uniqueGtin(), uniqueGtin()];
    const xml = cinXml(NORTHWIND_GLN, [
      wholeEach(good, NORTHWIND_GLN),
      wholeEach(bad, NORTHWIND_GLN, { brand: undefined }),
    ]);
    const { status, response } = await answerTo(xml, pub);
    expect(status).toBe(200);
    expect(response.messageErrors).toEqual([]);
    expect(response.accepted).toEqual([{ entityId: 'T1', ownerGln: NORTHWIND_GLN }]);
    const brandRule = GDSN_RULES.find((rule) => rule.id === 1063)!.errorMessage;
    expect(response.transactions).toEqual([
      {
        transaction: { entityId: 'T2', ownerGln: NORTHWIND_GLN },
        command: { entityId: 'C2', ownerGln: NORTHWIND_GLN },
        entityId: 'D2',
        ownerGln: NORTHWIND_GLN,
        errors: [{ code: '1063', description: `GTIN ${bad}: ${brandRule}` }],
      },
    ]);
    expect(await storedItem(bad)).toBeUndefined();
    expect(await storedItem(good)).toBeDefined();
    // Validated as an upload's items are, to the answer's outcome: nothing to fix (Not Ready is the user's to move on).
    await t.worker.drain();
    expect((await storedItem(good))!.status).toBe(CATALOG_STATUS.notReady);
  });

  it('a hierarchy whose each is refused is refused whole, the case with it, even sent in another transaction', async () => {
    const body = `1${uniqueGtin().slice(1, 13)}`;
    const [caseGtin, eachGtin] = [`${body}${gs1CheckDigit(body)}`, uniqueGtin()];
    const xml = cinXml(NORTHWIND_GLN, [
      wholeEach(eachGtin, NORTHWIND_GLN, { description: undefined, functionalName: undefined }),
      wholeEach(caseGtin, NORTHWIND_GLN, {
        unit: 'CASE',
        modules: physicalModules({ net: 1, gross: 1.2 }),
        children: [{ quantity: 2, item: wholeEach(eachGtin, NORTHWIND_GLN), nested: false }],
      }),
    ]);
    const { status, response } = await answerTo(xml, pub);
    expect(status).toBe(400);
    expect(response.transactions.map((r) => r.transaction?.entityId)).toEqual(['T1', 'T2']);
    expect(response.transactions[1]!.errors.map((e) => e.description)).toContain(
      `GTIN ${caseGtin}: Its child GTIN ${eachGtin} is refused in this message, so it is not stored without it.`,
    );
    for (const gtin of [caseGtin, eachGtin]) expect(await storedItem(gtin)).toBeUndefined();
  });
});

/** GS1's sample, its transaction and command named apart from its document (which the samples name alike). */
const apart = (xml: string, name: string) =>
  xml
    .replace(/(<transactionIdentification>\s*<entityIdentification>)\d+</, `$1TX-${name}<`)
    .replace(/(<documentCommandIdentification>\s*<entityIdentification>)\d+</, `$1CMD-${name}<`)
    .replace(/(<sh:InstanceIdentifier>)\d+</, `$1MSG-${name}-${uniqueGtin()}<`);

describe("GS1's samples re-addressed to demo GLNs are answered by their transactions' own identification", () => {
  const samples: [string, string, Record<string, string>, Record<string, string>][] = [
    ['CatalogueItemNotification', 'pub', { 'sh:Sender': NORTHWIND_GLN }, { '8712345678913': NORTHWIND_GLN }],
    [
      'CatalogueItemPublication',
      'pub',
      { 'sh:Sender': NORTHWIND_GLN, dataSource: NORTHWIND_GLN, gln: NORTHWIND_GLN, publishToGLN: HARBOR_EAST },
      {},
    ],
    [
      'CatalogueItemHierarchicalWithdrawal',
      'pub',
      { 'sh:Sender': NORTHWIND_GLN, gln: NORTHWIND_GLN, dataSource: NORTHWIND_GLN, dataRecipient: HARBOR_EAST },
      {},
    ],
    [
      'CatalogueItemConfirmation',
      'sub',
      {
        'sh:Sender': HARBOR_EAST,
        gln: HARBOR_EAST,
        recipientGLN: HARBOR_EAST,
        messageCreatorGLN: HARBOR_EAST,
        dataSource: NORTHWIND_GLN,
      },
      {},
    ],
    [
      'CatalogueItemSubscription',
      'sub',
      { 'sh:Sender': HARBOR_EAST, dataRecipient: HARBOR_EAST, gln: HARBOR_EAST },
      {},
    ],
    [
      'RequestForCatalogueItemNotification',
      'sub',
      { 'sh:Sender': HARBOR_EAST, dataRecipient: HARBOR_EAST, gln: HARBOR_EAST },
      {},
    ],
  ];

  it.each(samples)('%s', async (name, who, parties, more) => {
    const xml = apart(withParties(gdsnSample(name), parties, more), name);
    const { response } = await answerTo(xml, who === 'pub' ? pub : sub);
    expect(response.messageErrors).toEqual([]);
    const owner = parties['sh:Sender'];
    const transaction = { entityId: `TX-${name}`, ownerGln: owner };
    const answered = [
      ...(response.accepted ?? []),
      ...response.transactions.map((r) => {
        expect(r).toMatchObject({ command: { entityId: `CMD-${name}` }, entityId: expect.stringMatching(/^\d+$/) });
        return r.transaction;
      }),
    ];
    expect(answered).toEqual([transaction]);
  });
});

describe('a repeated InstanceIdentifier', () => {
  const rows = async () => {
    const db = t.context.db;
    const count = async (table: 'catalog_item' | 'catalog_upload' | 'gdsn_message' | 'job' | 'cic_history') =>
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
      uploads: await count('catalog_upload'),
      messages: await count('gdsn_message'),
      jobs: await count('job'),
      confirmations: await count('cic_history'),
    };
  };

  it('gets the first answer again and changes nothing, for the same sender', async () => {
    const [good, bad] = [uniqueGtin(), uniqueGtin()];
    const xml = cinXml(NORTHWIND_GLN, [
      wholeEach(good, NORTHWIND_GLN),
      wholeEach(bad, NORTHWIND_GLN, { brand: undefined }),
    ]);
    const first = await sendGdsnMessage(t, xml, pub);
    expect(first.status).toBe(200);
    await t.worker.drain();
    const before = await rows();
    // Sent again, as a sender's system does when it missed the answer; even changed, it is the same message.
    for (const again of [xml, xml.replace(`Oat flakes ${bad}`, 'Oat flakes, renamed')]) {
      const repeated = await sendGdsnMessage(t, again, pub);
      expect({ status: repeated.status, xml: repeated.xml }).toEqual({ status: first.status, xml: first.xml });
    }
    await t.worker.drain();
    expect(await rows()).toEqual(before);
  });

  it('sent twice at once, is processed once', async () => {
    const xml = cinXml(NORTHWIND_GLN, [wholeEach(uniqueGtin(), NORTHWIND_GLN)]);
    const before = await rows();
    const [a, b] = await Promise.all([sendGdsnMessage(t, xml, pub), sendGdsnMessage(t, xml, pub)]);
    expect(b.xml).toBe(a.xml);
    expect((await rows()).items).toBe(before.items + 1);
  });

  it('is checked again when the first was refused as a whole, which changed nothing', async () => {
    const xml = cinXml(NORTHWIND_GLN, [wholeEach(uniqueGtin(), NORTHWIND_GLN)]);
    const refused = await sendGdsnMessage(t, xml.replace('<sh:TypeVersion>3.1<', '<sh:TypeVersion>2.8<'), pub);
    expect(parseGs1Response(refused.xml).messageErrors).toHaveLength(1);
    expect((await sendGdsnMessage(t, xml, pub)).status).toBe(200);
  });
});
