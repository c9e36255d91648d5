import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_STATUS,
  GDSN_RULES,
  gs1CheckDigit,
  type CatalogItemDetail,
  type RegistrationErrors,
  type UploadFailure,
  type UploadResponse,
  type UploadSummary,
} from '@tradepool/domain';
import { isPostgres } from '../../db/dialect.js';
import { parseGs1Response } from '../../gdsn/messages/gs1-response.js';
import { validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { uniqueGtin } from '../../test/catalog-items.js';
import { AVAILABLE, cinXml, physicalModules, wholeEach, type CinTestItem } from '../../test/cin-xml.js';
import { gdsnSample, sendGdsnMessage, withParties } from '../../test/gdsn-samples.js';
import { multipartFile } from '../../test/multipart.js';
import { NORTHWIND_GLN } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let pub: string;

beforeAll(async () => {
  t = await createTestApp();
  pub = await t.signIn('pub.admin');
});
afterAll(() => t.close());

const ruleText = (id: number) => GDSN_RULES.find((rule) => rule.id === id)!.errorMessage;

/** A new GTIN-14 with this indicator digit (1 to 8 for the levels above the each). */
function gtinAt(indicator: number): string {
  const body = `${indicator}${uniqueGtin().slice(1, 13)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** The same GTIN with a wrong check digit. */
const wrongCheckDigit = (gtin: string) => `${gtin.slice(0, 13)}${(Number(gtin[13]) + 1) % 10}`;

const each = (gtin: string, more: Partial<CinTestItem> = {}): CinTestItem => wholeEach(gtin, NORTHWIND_GLN, more);

const parent = (
  gtin: string,
  unit: 'CASE' | 'PALLET',
  children: CinTestItem['children'],
  more: Partial<CinTestItem> = {},
): CinTestItem => {
  const net = children!.reduce((sum, c) => sum + c.quantity * (unit === 'CASE' ? 0.5 : 7), 0);
  return {
    gtin,
    unit,
    provider: NORTHWIND_GLN,
    description: `Oat flakes ${unit.toLowerCase()} ${gtin}`,
    brand: 'Northwind',
    functionalName: 'Oat flakes',
    modules: physicalModules({ net, gross: net * 1.2 }),
    children,
    ...more,
  };
};

/** The CIN through the catalog's XML upload, processed and validated: the upload's summary. */
async function viaUpload(xml: string): Promise<UploadSummary> {
  const { status, body } = await t.call<UploadResponse>({
    method: 'POST',
    url: '/mds/app/gdsn/upload',
    token: pub,
    ...multipartFile({ filename: 'cin.xml', content: xml }),
  });
  expect(status, body.error?.message).toBe(200);
  await t.worker.drain();
  return summary(body.data!.uploadId!);
}

/**
 * The CIN through `POST gdsn/messages`, which checks every trade item before it answers: the transactions
 * refused (by their identification) with their errors' codes and texts, and the answer's status.
 */
async function viaMessage(xml: string) {
  const answer = await sendGdsnMessage(t, xml, pub);
  expect((await validateAgainstXsd(answer.xml, 'GS1Response')).errors).toEqual([]);
  const response = parseGs1Response(answer.xml);
  expect(response.messageErrors).toEqual([]);
  return {
    status: answer.status,
    accepted: (response.accepted ?? []).map((a) => a.entityId),
    refused: response.transactions.map((r) => ({
      transaction: r.transaction?.entityId,
      errors: r.errors.map((e) => [e.code, e.description]),
    })),
  };
}

async function summary(uploadId: number): Promise<UploadSummary> {
  const { body } = await t.call<UploadSummary>({ method: 'GET', url: `/mds/app/gdsn/upload/${uploadId}`, token: pub });
  return body.data!;
}

async function failures(uploadId: number): Promise<UploadFailure[]> {
  const { body } = await t.call<UploadFailure[]>({
    method: 'GET',
    url: `/mds/app/gdsn/upload/${uploadId}/failures`,
    token: pub,
  });
  return body.data!;
}

/** The stored item with this GTIN (as 14 digits): its detail, as the catalog shows it. */
async function stored(gtin: string): Promise<CatalogItemDetail> {
  const row = await t.context.db
    .selectFrom('catalog_item')
    .select('id')
    .where('gtin', '=', gtin.padStart(14, '0'))
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  const { body } = await t.call<CatalogItemDetail>({
    method: 'GET',
    url: `/mds/app/catalogs/getCatalogItemDetails/${row.id}`,
    token: pub,
  });
  return body.data!;
}

async function isStored(gtin: string): Promise<boolean> {
  const row = await t.context.db.selectFrom('catalog_item').select('id').where('gtin', '=', gtin).executeTakeFirst();
  return row !== undefined;
}

/** An item's validation errors, as the registration screens read them: rule and message. */
async function errorsOf(gtin: string): Promise<{ ruleId: string | null; attribute: string | null; message: string }[]> {
  const item = await stored(gtin);
  const { body } = await t.call<RegistrationErrors>({
    method: 'GET',
    url: `/mds/app/gdsn/tradeitems/registration/${item.catalogItemId}/errors`,
    token: pub,
  });
  return body.data!.errors.map((e) => ({ ruleId: e.ruleId, attribute: e.attribute, message: e.message }));
}

const childrenOf = async (gtin: string) =>
  (await stored(gtin)).catalogItemHierarchies.map((h) => [h.gtin, h.quantity]).sort();

describe('a case and two eaches without description', () => {
  const [caseGtin, first, second] = [gtinAt(1), uniqueGtin(), uniqueGtin()];
  const bare = { description: undefined, brand: undefined, functionalName: undefined };
  const xml = cinXml(NORTHWIND_GLN, [
    parent(caseGtin, 'CASE', [
      { quantity: 4, item: each(first, bare) },
      { quantity: 8, item: each(second, bare) },
    ]),
  ]);
  let done: UploadSummary;

  it('is a valid GS1 CIN, and every item of it is stored', async () => {
    expect(await validateAgainstXsd(xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });
    done = await viaUpload(xml);
    expect(done).toMatchObject({ status: 'done', itemCount: 3, storedCount: 3, failureCount: 0 });
    expect(await failures(done.uploadId)).toEqual([]);
  });

  it('links the eaches under the case with their quantities', async () => {
    expect(await childrenOf(caseGtin)).toEqual([
      [first, 4],
      [second, 8],
    ]);
    expect((await stored(first)).parents.map((p) => p.gtin)).toEqual([caseGtin]);
  });

  it('fails the eaches in validation, with the GDSN rules’ texts; the case has no error', async () => {
    for (const gtin of [first, second]) {
      expect((await stored(gtin)).status).toBe(CATALOG_STATUS.failed);
      const errors = await errorsOf(gtin);
      expect(errors).toEqual(
        expect.arrayContaining([
          { ruleId: '1063', attribute: 'Descriptions1A', message: ruleText(1063) },
          { ruleId: '1065', attribute: 'Descriptions1B', message: ruleText(1065) },
          expect.objectContaining({ ruleId: null, attribute: 'Descriptions1E' }),
        ]),
      );
      expect(errors).toHaveLength(3);
    }
    expect(await errorsOf(caseGtin)).toEqual([]);
    expect((await stored(caseGtin)).status).toBe(CATALOG_STATUS.notReady);
  });

  it('through POST gdsn/messages, is refused whole with the eaches’ rules and GTINs, and nothing is stored', async () => {
    const [newCase, newFirst, newSecond] = [gtinAt(1), uniqueGtin(), uniqueGtin()];
    const answer = await viaMessage(
      cinXml(NORTHWIND_GLN, [
        parent(newCase, 'CASE', [
          { quantity: 4, item: each(newFirst, bare) },
          { quantity: 8, item: each(newSecond, bare) },
        ]),
      ]),
    );
    expect(answer).toMatchObject({ status: 400, accepted: [] });
    expect(answer.refused).toHaveLength(1);
    expect(answer.refused[0]!.transaction).toBe('T1');
    for (const gtin of [newFirst, newSecond]) {
      expect(answer.refused[0]!.errors).toEqual(
        expect.arrayContaining([
          ['1063', `GTIN ${gtin}: ${ruleText(1063)}`],
          ['1065', `GTIN ${gtin}: ${ruleText(1065)}`],
        ]),
      );
    }
    for (const gtin of [newCase, newFirst, newSecond]) expect(await isStored(gtin)).toBe(false);
  });
});

/** Dates its schema takes, the availability ending before it starts (rule 341). */
const ENDS_BEFORE_START = `<endAvailabilityDateTime>2026-01-01T00:00:00</endAvailabilityDateTime>${AVAILABLE}`;

describe('a CIN of 21 catalogue items in 3 levels, with gaps its schema allows', () => {
  const pallet = gtinAt(3);
  const cases = [gtinAt(1), gtinAt(1), gtinAt(1), gtinAt(1)];
  const eaches = cases.map(() => [uniqueGtin(), uniqueGtin(), uniqueGtin()]);
  const [noBrand, unknownCodes, badDates] = [eaches[0]![0]!, eaches[1]![0]!, eaches[3]![0]!];
  // Shown under two cases, as GS1 repeats a lower level under each parent holding it.
  const shared = eaches[0]![1]!;
  eaches[1]![1] = shared;
  const gaps: Record<string, Partial<CinTestItem>> = {
    [noBrand]: { brand: undefined },
    [unknownCodes]: {
      gpc: '12345678',
      modules: physicalModules({ net: 0.5, gross: 0.55 }).replace('"CMT">20', '"XXX">20'),
    },
    [badDates]: { modules: physicalModules({ net: 0.5, gross: 0.55 }, ENDS_BEFORE_START) },
  };
  // A second hierarchy sent flat, the case first and its eaches after it, each in a transaction of its own.
  const flatCase = gtinAt(1);
  const flatEaches = [uniqueGtin(), uniqueGtin(), uniqueGtin()];
  const xml = cinXml(NORTHWIND_GLN, [
    parent(
      pallet,
      'PALLET',
      cases.map((gtin, c) => ({
        quantity: 10,
        item: parent(
          gtin,
          'CASE',
          eaches[c]!.map((e) => ({ quantity: 4, item: each(e, gaps[e]) })),
        ),
      })),
    ),
    parent(
      flatCase,
      'CASE',
      flatEaches.map((e) => ({ quantity: 6, item: each(e), nested: false })),
    ),
    ...flatEaches.map((e) => each(e)),
  ]);
  const all = [pallet, ...cases, ...new Set(eaches.flat()), flatCase, ...flatEaches];

  it('stores every trade item once, and reports nothing as not stored', async () => {
    expect(all).toHaveLength(20);
    const done = await viaUpload(xml);
    expect(done).toMatchObject({ status: 'done', itemCount: 21, storedCount: 20, failureCount: 0 });
    for (const gtin of all) expect(await isStored(gtin), gtin).toBe(true);
  });

  it('links every level with its quantities, whatever order the file sends them in', async () => {
    expect(await childrenOf(pallet)).toEqual(cases.map((c) => [c, 10]).sort());
    for (const [c, gtin] of cases.entries()) {
      expect(await childrenOf(gtin)).toEqual(eaches[c]!.map((e) => [e, 4]).sort());
    }
    expect(await childrenOf(flatCase)).toEqual(flatEaches.map((e) => [e, 6]).sort());
    expect((await stored(shared)).parents.map((p) => p.gtin).sort()).toEqual([cases[0], cases[1]].sort());
  });

  it('fails the items with gaps for them, and only those', async () => {
    const ruleIds = async (gtin: string) => (await errorsOf(gtin)).map((e) => e.ruleId ?? e.attribute);
    expect(await ruleIds(noBrand)).toEqual(['1063']);
    // A unit of length outside UN/ECE Rec 20 is also none of its dimensions (rule 1109).
    expect(await ruleIds(unknownCodes)).toEqual(['541', '542', '1109']);
    expect(await ruleIds(badDates)).toEqual(['341']);
    const messages = async (gtin: string) => (await errorsOf(gtin)).map((e) => e.message);
    expect(await messages(unknownCodes)).toEqual([
      ruleText(541)
        .replace('{insert_attribute_name}', 'Depth (depth/@measurementUnitCode)')
        .replace('{insert_incorrect_value}', 'XXX'),
      ruleText(542)
        .replace('{insert_attribute_name}', 'GPC Brick (gpcCategoryCode)')
        .replace('{insert_incorrect_value}', '12345678'),
      ruleText(1109),
    ]);
    for (const gtin of [noBrand, unknownCodes, badDates]) {
      expect((await stored(gtin)).status, gtin).toBe(CATALOG_STATUS.failed);
    }
    const whole = all.filter((gtin) => ![noBrand, unknownCodes, badDates].includes(gtin));
    for (const gtin of whole) expect(await errorsOf(gtin), gtin).toEqual([]);
  });
});

describe('bad keys refuse only their own item', () => {
  const caseGtin = gtinAt(1);
  const good = uniqueGtin();
  const badCheckDigit = wrongCheckDigit(uniqueGtin());
  const [badProvider, noUnit, letters] = [uniqueGtin(), uniqueGtin(), uniqueGtin()];
  const wrongGln = `${NORTHWIND_GLN.slice(0, 12)}${(Number(NORTHWIND_GLN[12]) + 1) % 10}`;
  const xml = cinXml(NORTHWIND_GLN, [
    parent(caseGtin, 'CASE', [
      { quantity: 2, item: each(good) },
      { quantity: 2, item: each(badCheckDigit) },
      { quantity: 2, item: each(badProvider, { provider: wrongGln }) },
      { quantity: 2, item: each(noUnit, { unit: null }) },
      { quantity: 2, item: each(letters, { targetMarket: 'US' }) },
    ]),
  ]);
  let uploadId: number;
  let reported: UploadFailure[];

  it('stores the case and its good each, and reports each refused item with its reason', async () => {
    const done = await viaUpload(xml);
    uploadId = done.uploadId;
    expect(done).toMatchObject({ status: 'done', itemCount: 6, storedCount: 2 });
    expect(await isStored(good)).toBe(true);
    expect(await isStored(caseGtin)).toBe(true);
    reported = await failures(uploadId);
    const reasonsFor = (gtin: string) => reported.filter((f) => f.gtin === gtin).map((f) => [f.attribute, f.reason]);
    expect(reasonsFor(badCheckDigit)).toEqual([
      ['Coding1A', `${badCheckDigit} is not a valid GTIN: its GS1 check digit is wrong.`],
    ]);
    expect(reasonsFor(badProvider)).toEqual([
      ['Parties1A', `Information Provider GLN ${wrongGln} is not a valid GLN: its GS1 check digit is wrong.`],
    ]);
    expect(reasonsFor(noUnit)).toEqual([['Coding1AD', 'Trade Item Unit Descriptor is required.']]);
    expect(reasonsFor(letters)).toEqual([['Coding1AF', "Target Market: 'US' is not in the TARGET_MARKET code list."]]);
    for (const gtin of [badProvider, noUnit, letters]) expect(await isStored(gtin)).toBe(false);
  });

  it('links the case to the child it could, and keeps why the others are missing: the case fails with it', async () => {
    expect(await childrenOf(caseGtin)).toEqual([[good, 2]]);
    const caseReasons = reported.filter((f) => f.gtin === caseGtin).map((f) => f.reason);
    expect(caseReasons).toEqual([
      `Child ${badCheckDigit} is not a valid GTIN: its GS1 check digit is wrong. It was not linked.`,
      ...[badProvider, noUnit, letters].map(
        (gtin) => `Child GTIN ${gtin} is not in your catalog for target market 840, so it was not linked.`,
      ),
    ]);
    expect((await stored(caseGtin)).status).toBe(CATALOG_STATUS.failed);
    const errors = await errorsOf(caseGtin);
    expect(errors.map((e) => e.message)).toEqual(expect.arrayContaining(caseReasons));
    // The case states 10 of its next level, and holds 2 of it.
    expect(errors.map((e) => e.ruleId)).toContain('202');
    expect(await errorsOf(good)).toEqual([]);
  });
});

describe('a case listing the same each twice (GS1 rule 455), which used to take its whole batch down', () => {
  it('is stored with the each linked once and the reason, beside the rest of the file', async () => {
    const [twice, other] = [gtinAt(1), gtinAt(1)];
    const [repeated, single] = [uniqueGtin(), uniqueGtin()];
    const done = await viaUpload(
      cinXml(NORTHWIND_GLN, [
        parent(twice, 'CASE', [
          { quantity: 3, item: each(repeated) },
          { quantity: 5, item: each(repeated) },
        ]),
        parent(other, 'CASE', [{ quantity: 2, item: each(single) }]),
      ]),
    );
    expect(done).toMatchObject({ status: 'done', itemCount: 5, storedCount: 4, failureCount: 1 });
    const reason = `Child GTIN ${repeated} is listed twice; it was linked once, with quantity 3.`;
    expect((await failures(done.uploadId)).map((f) => [f.gtin, f.reason])).toEqual([[twice, reason]]);
    expect(await childrenOf(twice)).toEqual([[repeated, 3]]);
    expect(await childrenOf(other)).toEqual([[single, 2]]);
    expect((await errorsOf(twice)).map((e) => e.message)).toContain(reason);
  });
});

describe('an item the database refuses', () => {
  /** The database refuses to store this GTIN, as it would a value past one of its limits. */
  async function refuseGtin(gtin: string) {
    const db = t.context.db;
    if (isPostgres(db)) {
      await sql`create function refuse_item() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`.execute(db);
      await sql`create trigger refuse_item before insert on catalog_item for each row
        when (new.gtin = ${sql.lit(gtin)}) execute function refuse_item()`.execute(db);
    } else {
      await sql`create trigger refuse_item before insert on catalog_item
        when new.gtin = ${sql.lit(gtin)} begin select raise(abort, 'refused'); end`.execute(db);
    }
  }

  it('fails alone: the items of its batch are stored and linked, and it is reported', async () => {
    const caseGtin = gtinAt(1);
    const [first, refused, third] = [uniqueGtin(), uniqueGtin(), uniqueGtin()];
    await refuseGtin(refused);
    const done = await viaUpload(
      cinXml(NORTHWIND_GLN, [
        parent(caseGtin, 'CASE', [
          { quantity: 1, item: each(first) },
          { quantity: 1, item: each(refused) },
          { quantity: 1, item: each(third) },
        ]),
      ]),
    );
    expect(done).toMatchObject({ status: 'done', itemCount: 4, storedCount: 3 });
    expect((await failures(done.uploadId)).map((f) => [f.gtin, f.reason])).toEqual([
      [refused, expect.stringMatching(/^The item could not be stored: the database refused it\./)],
      [caseGtin, `Child GTIN ${refused} is not in your catalog for target market 840, so it was not linked.`],
    ]);
    expect(await childrenOf(caseGtin)).toEqual(
      [
        [first, 1],
        [third, 1],
      ].sort(),
    );
    await sql`drop trigger refuse_item${sql.raw(isPostgres(t.context.db) ? ' on catalog_item' : '')}`.execute(
      t.context.db,
    );
  });
});

describe("GS1's sample CIN", () => {
  const tradeItems = (xml: string) => xml.match(/<tradeItem>/g)!.length;
  const ours = (xml: string) =>
    withParties(
      xml,
      { 'sh:Sender': NORTHWIND_GLN },
      { '8712345678913': NORTHWIND_GLN, '6612345678944': NORTHWIND_GLN },
    );
  const SAMPLE_GTIN = '00074562000525';

  it('from Northwind through POST gdsn/messages, is refused for the rule it breaks, and nothing is stored', async () => {
    const answer = await viaMessage(ours(gdsnSample('CatalogueItemNotification')));
    expect(answer).toMatchObject({ status: 400, accepted: [], refused: [{ transaction: undefined }] });
    expect(answer.refused[0]!.errors).toContainEqual([
      '549',
      expect.stringMatching(`^GTIN ${SAMPLE_GTIN}: Gross Weight`),
    ]);
    expect(await isStored(SAMPLE_GTIN)).toBe(false);
  });

  it('from Northwind through the catalog XML upload, stores every trade item it carries', async () => {
    const xml = ours(gdsnSample('CatalogueItemNotification'));
    const done = await viaUpload(xml);
    expect(done).toMatchObject({ status: 'done', itemCount: tradeItems(xml), storedCount: tradeItems(xml) });
    expect(await failures(done.uploadId)).toEqual([]);
    expect(await isStored(SAMPLE_GTIN)).toBe(true);
  });

  it('as GS1 wrote it, is refused for its information provider’s GLN alone, whose check digit is wrong', async () => {
    const done = await viaUpload(gdsnSample('CatalogueItemNotification'));
    expect(done).toMatchObject({ status: 'done', storedCount: 0, failureCount: 1 });
    const [key] = await failures(done.uploadId);
    expect(key).toMatchObject({
      attribute: 'Parties1A',
      reason: 'Information Provider GLN 6612345678944 is not a valid GLN: its GS1 check digit is wrong.',
    });
  });
});

describe('a CIN item kept whole (issue 15)', () => {
  const INGREDIENTS = `<food_and_beverage_ingredient:foodAndBeverageIngredientModule xmlns:food_and_beverage_ingredient="urn:gs1:gdsn:food_and_beverage_ingredient:xsd:3">
    <ingredientStatement languageCode="en">Oats, salt.</ingredientStatement>
    <ingredientStatement languageCode="fr">Avoine, sel.</ingredientStatement>
  </food_and_beverage_ingredient:foodAndBeverageIngredientModule>`;

  const documentOf = async (gtin: string) =>
    (
      await t.context.db
        .selectFrom('catalog_item')
        .select('gdsn_document')
        .where('gtin', '=', gtin)
        .where('deleted', '=', 0)
        .executeTakeFirstOrThrow()
    ).gdsn_document;

  it('stores every attribute the tradeItem carries, those the sections do not show included', async () => {
    const gtin = gtinAt(0);
    const xml = cinXml(NORTHWIND_GLN, [
      each(gtin, { modules: physicalModules({ net: 0.5, gross: 0.55 }) + INGREDIENTS }),
    ]);
    expect(await validateAgainstXsd(xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });
    const upload = await viaUpload(xml);
    expect(upload.status).toBe('done');
    const document = await documentOf(gtin);
    expect(document).toContain('"Oats, salt."');
    expect(document).toContain('"Avoine, sel."');
    expect(document).toContain('"languageCode":"fr"');
    expect((await stored(gtin)).attributes.Descriptions1E).toBe(`Oat flakes ${gtin}`);
  });

  it('keeps a value the dictionary refuses, failing validation with its place', async () => {
    const gtin = gtinAt(0);
    const bad = INGREDIENTS.replace('languageCode="fr"', 'languageCode="xx"');
    await viaUpload(cinXml(NORTHWIND_GLN, [each(gtin, { modules: physicalModules({ net: 0.5, gross: 0.55 }) + bad })]));
    expect(await documentOf(gtin)).toContain('"Avoine, sel."');
    const errors = await errorsOf(gtin);
    expect(errors).toContainEqual(
      expect.objectContaining({
        message: expect.stringMatching(
          /foodAndBeverageIngredientModule\/ingredientStatement\[2\]\/@languageCode: .*xx/,
        ),
      }),
    );
  });
});

describe('a CIN whose header disagrees with its document', () => {
  it('is refused whole on upload, as POST gdsn/messages refuses it, and nothing is stored', async () => {
    const gtin = uniqueGtin();
    const xml = cinXml(NORTHWIND_GLN, [each(gtin)]).replace(
      '<sh:Type>catalogueItemNotification</sh:Type>',
      '<sh:Type>catalogueItemConfirmation</sh:Type>',
    );
    expect(xml).toContain('<sh:Type>catalogueItemConfirmation</sh:Type>');
    const upload = await t.call<UploadResponse>({
      method: 'POST',
      url: '/mds/app/gdsn/upload',
      token: pub,
      ...multipartFile({ filename: 'cin.xml', content: xml }),
    });
    expect(upload.status).toBe(400);
    expect(upload.body.error!.message).toBe(
      "The CIN's header disagrees with its document: The SBDH Type is catalogueItemConfirmation, but the message is a catalogueItemNotification. Nothing was stored.",
    );
    const answer = await sendGdsnMessage(t, xml, pub);
    expect(answer.status).toBe(400);
    expect(parseGs1Response(answer.xml).messageErrors[0]).toMatchObject({ code: 'DP-SBDH-MISMATCH' });
    expect(await isStored(gtin)).toBe(false);
  });
});

describe('a CIN its GS1 XML 3.1 schema refuses', () => {
  const [good, short, noGpc, badDate, longText] = [
    uniqueGtin(),
    uniqueGtin().slice(1),
    uniqueGtin(),
    uniqueGtin(),
    gtinAt(0),
  ];
  // An additive's name: at most 200 characters (Description200).
  const additive = `<food_and_beverage_ingredient:foodAndBeverageIngredientModule xmlns:food_and_beverage_ingredient="urn:gs1:gdsn:food_and_beverage_ingredient:xsd:3">
    <additiveInformation><additiveName>${'o'.repeat(300)}</additiveName><levelOfContainmentCode>CONTAINS</levelOfContainmentCode></additiveInformation>
  </food_and_beverage_ingredient:foodAndBeverageIngredientModule>`;
  const refused: [string, Partial<CinTestItem>, RegExp][] = [
    [short, {}, /'\d{13}' is not accepted by the pattern/],
    [noGpc, { gpc: null }, /Expected is \( gpcCategoryCode \)/],
    [
      badDate,
      {
        modules: physicalModules(
          { net: 0.5, gross: 0.55 },
          `<firstShipDateTime>2026-02-30T00:00:00</firstShipDateTime>${AVAILABLE}`,
        ),
      },
      /'2026-02-30T00:00:00' is not a valid value/,
    ],
    [longText, { modules: physicalModules({ net: 0.5, gross: 0.55 }) + additive }, /additiveName.*maxLength/],
  ];

  it.each(refused)(
    'is refused whole, naming the line and what is wrong, and nothing is stored (%s)',
    async (gtin, gap, why) => {
      const xml = cinXml(NORTHWIND_GLN, [each(good), each(gtin, gap)]);
      const upload = await t.call<UploadResponse>({
        method: 'POST',
        url: '/mds/app/gdsn/upload',
        token: pub,
        ...multipartFile({ filename: 'cin.xml', content: xml }),
      });
      expect(upload.status).toBe(400);
      expect(upload.body.error!.message).toMatch(
        /^The XML is not valid against GS1 XML 3\.1's CatalogueItemNotification\.xsd: line \d+: /,
      );
      expect(upload.body.error!.message).toMatch(why);
      const answer = await sendGdsnMessage(t, xml, pub);
      expect(answer.status).toBe(400);
      const [error] = parseGs1Response(answer.xml).messageErrors;
      expect(error).toMatchObject({ code: 'DP-XSD-INVALID', description: expect.stringMatching(why) });
      for (const item of [good, gtin]) expect(await isStored(item.padStart(14, '0'))).toBe(false);
    },
  );
});
