import fs from 'node:fs';
import { ATTRIBUTES, type ItemAttributes } from '@tradepool/domain';
import { describe, expect, it } from 'vitest';
import { demoCatalogPlan, type PlannedItem } from '../../db/seed/demo-catalog.js';
import { offProducts } from '../../db/seed/off-products.js';
import { validateAgainstXsd } from '../xsd-validate.js';
import { parseCin, type CinDocument } from './cin.js';
import {
  buildCin,
  cinTradeItemCache,
  type CinMessage,
  type CinTradeItemNode,
  type CinTransaction,
} from './cin-builder.js';
import { CIN_PLACEMENTS, LANGUAGE_GDSN, SUPPLIED_FIELDS, placementOf } from './cin-placement.js';
import { GdsnMessageError } from './xml-tree.js';

const sample = fs.readFileSync(new URL('../fixtures/CatalogueItemNotification.xml', import.meta.url), 'utf8');

const DATA_POOL = '0614141000012';
const RECIPIENT = '0614141000043';
const PROVIDER = '0614141000029';

const leaf = (attributes: ItemAttributes): CinTradeItemNode => ({ attributes, children: [] });

const transaction = (root: CinTradeItemNode, entityId = '1'): CinTransaction => ({
  entityId,
  command: 'ADD',
  isReload: false,
  dataRecipientGln: RECIPIENT,
  sourceDataPool: DATA_POOL,
  root,
});

const message = (...transactions: CinTransaction[]): CinMessage => ({
  instanceId: 'CIN-1',
  senderGln: DATA_POOL,
  receiverGln: RECIPIENT,
  createdAt: new Date('2026-01-15T10:00:00.000Z'),
  transactions,
});

/**
 * What the writer adds that GS1 requires: a nutrient header, which also holds the serving size, states its
 * preparation state (unprepared, when the item has none).
 */
function asWritten(attributes: ItemAttributes): ItemAttributes {
  const header = ['Nutrient1B', 'Nutrient1D', 'Measure1H'].some((code) => attributes[code] !== undefined);
  return header && !attributes.Nutrient1A ? { ...attributes, Nutrient1A: 'UNPREPARED' } : attributes;
}

const attributesByGtin = (documents: readonly CinDocument[]) =>
  new Map(documents.map((d) => [d.attributes.Coding1A as string, d.attributes]));

/** The demo catalog's plan for `products` products (a case every `caseEvery`), and each item as a CIN node. */
function demoHierarchies(products: number, caseEvery: number) {
  const plan = demoCatalogPlan(offProducts(), [
    {
      company: 'northwind',
      owner: { gln: PROVIDER, name: 'Northwind Foods' },
      products,
      productCodePrefix: 'NW',
      authors: ['demo'],
      caseEvery,
      palletEvery: 2,
      publish: false,
      faultsEach: 0,
    },
  ]).companies[0]!;
  const byGtin = new Map(plan.items.map((item) => [item.gtin, item]));
  const node = (item: PlannedItem): CinTradeItemNode => ({
    attributes: item.document,
    children: plan.links
      .filter((link) => link.parent === item.gtin)
      .map((link) => ({ quantity: link.quantity, node: node(byGtin.get(link.child)!) })),
  });
  return { plan, node };
}

/** Every attribute of the dictionary filled, groups with two rows, energy in two units. */
const EVERY_ATTRIBUTE: ItemAttributes = {
  Coding1A: '10614141000033',
  Coding1AF: '840',
  Coding1AD: 'CASE',
  Coding1B: 'NW-CASE-12',
  Coding1C: '10000025',
  Coding1E: 'false',
  Coding1F: 'false',
  Coding1G: 'true',
  Coding1H: 'true',
  Coding1I: 'true',
  Coding1J: 'false',
  Coding1K: 'MPN-778',
  Coding1L: '124',
  Coding1M: 'ALT-55',
  Descriptions1E: 'Rolled oats, case of 12',
  Descriptions1A: 'Northwind',
  Descriptions1B: 'Oats',
  Descriptions1C: '12 x rolled oats',
  Descriptions1G: 'fr',
  Descriptions1D: 'Morning',
  Descriptions1F: 'Whole grain',
  Descriptions1H: 'Oats rolled & toasted <slowly>',
  Descriptions1I: 'OATS 12CT',
  Dates1A: '01/15/2026',
  Dates1B: '02/01/2026',
  Dates1C: '12/31/2027',
  Dates1D: '01/20/2026',
  Dates1E: '06/30/2028',
  Dates1F: '07/31/2028',
  Measure1A: { value: '10.5', unit: 'INH' },
  Measure1B: { value: '12', unit: 'INH' },
  Measure1C: { value: '8', unit: 'INH' },
  Measure1D: { value: '12', unit: 'LBR' },
  Measure1E: { value: '13.2', unit: 'LBR' },
  Measure1F: { value: '12', unit: 'LBR' },
  Measure1G: { value: '11', unit: 'LBR' },
  Measure1H: { value: '40', unit: 'GRM' },
  Measure1I: { value: '4', unit: 'INH' },
  Parties1A: PROVIDER,
  Parties1B: 'Northwind Foods',
  Parties1C: '0614141000050',
  Parties1D: 'Northwind Brands',
  Parties1E: '0614141000067',
  Parties1F: 'Northwind Mills',
  Delivery1A: '2',
  Delivery1B: '1',
  Delivery1C: '5',
  Delivery1D: '90',
  Delivery1E: '360',
  Delivery1F: '1.5',
  Delivery1G: 'true',
  Packaging1A: 'CS',
  Packaging1B: 'false',
  Packaging1C: 'CORRUGATED_BOARD_OTHER',
  Packaging1D: '6',
  Packaging1E: '10',
  Hierarchy1A: '12',
  Hierarchy1B: '1',
  Handling1A: { value: '33', unit: 'FAH' },
  Handling1B: { value: '40', unit: 'FAH' },
  Handling1C: 'STORAGE_HANDLING',
  Handling1D: '4',
  Handling1E: 'KEEP_DRY',
  Allergen1A: 'Contains: Oats. May contain: Milk.',
  Allergen1B: [
    { Allergen1BA: 'GO', Allergen1BB: 'CONTAINS' },
    { Allergen1BA: 'AM', Allergen1BB: 'MAY_CONTAIN' },
  ],
  Nutrient1A: 'UNPREPARED',
  Nutrient1B: { value: '100', unit: 'GRM' },
  Nutrient1C: '30',
  Nutrient1D: [
    { Nutrient1DA: 'ENER-', Nutrient1DB: '1580', Nutrient1DD: 'KJO', Nutrient1DC: '19', Nutrient1DE: 'APPROXIMATELY' },
    { Nutrient1DA: 'ENER-', Nutrient1DB: '378', Nutrient1DD: 'E14', Nutrient1DC: '19', Nutrient1DE: 'APPROXIMATELY' },
    { Nutrient1DA: 'FAT', Nutrient1DB: '7', Nutrient1DD: 'GRM', Nutrient1DC: '9', Nutrient1DE: 'EXACT' },
  ],
  Diet1A: [{ Diet1AA: 'VEGAN' }, { Diet1AA: 'KOSHER' }],
  EFile1A: [
    { EFile1AA: 'PRODUCT_IMAGE', EFile1AB: 'https://example.com/oats.png', EFile1AC: 'oats.png' },
    { EFile1AA: 'PRODUCT_WEBSITE', EFile1AB: 'https://example.com/oats?a=1&b=2' },
  ],
  Oms1A: 'OMS-1',
  Oms1B: 'CS',
  Oms1C: '12/1 LB',
  Avp1A: [
    { Avp1AA: 'shelfTag', Avp1AB: 'Oats 12x' },
    { Avp1AA: 'aisle', Avp1AB: '7' },
  ],
  Contact1A: [
    {
      Contact1AA: 'CXC',
      Contact1AB: 'Consumer care',
      Contact1AC: '+1 555 0100',
      Contact1AD: 'care@northwind.example',
      Contact1AE: '0614141000074',
    },
    { Contact1AA: 'BZL', Contact1AD: 'sales@northwind.example' },
  ],
  Certification1A: [
    {
      Certification1AA: 'USDA',
      Certification1AB: 'NOP',
      Certification1AC: 'ORG-123',
      Certification1AD: '12/31/2027',
    },
    { Certification1AA: 'OU', Certification1AB: 'Kosher' },
  ],
  Price1A: { value: '4.99', unit: 'USD' },
  Price1B: { value: '36', unit: 'USD' },
  Sales1A: 'true',
  Sales1B: 'Hearty oats for a good start.',
  Sales1C: 'Simmer 5 minutes in milk or water.',
  Regulation1A: 'FDA_FOOD',
  Regulation1B: 'true',
  Regulation1C: 'PERMIT-9',
};

const EACH: ItemAttributes = {
  Coding1A: '00614141000036',
  Coding1AF: '840',
  Coding1AD: 'BASE_UNIT_OR_EACH',
  Coding1C: '10000025',
  Descriptions1E: 'Rolled oats',
  Descriptions1G: 'fr',
  Parties1A: PROVIDER,
};

describe('the placement table', () => {
  it('places every attribute of the dictionary and every column of its groups', () => {
    const unplaced = ATTRIBUTES.flatMap((attribute) => {
      if (attribute.gdsn === LANGUAGE_GDSN) return [];
      const placement = placementOf(attribute.gdsn);
      if (!placement) return [attribute.code];
      const fields = new Set(placement.fields?.map((f) => f.gdsn));
      return (attribute.fields ?? []).filter((f) => !fields.has(f.gdsn)).map((f) => f.code);
    });
    expect(unplaced).toEqual([]);
  });

  it('names nothing but dictionary attributes and the values the writer supplies, each once', () => {
    const known = new Map([...ATTRIBUTES, ...SUPPLIED_FIELDS].map((a) => [a.gdsn, a]));
    const names = CIN_PLACEMENTS.map((p) => p.gdsn);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    for (const placement of CIN_PLACEMENTS.filter((p) => p.fields)) {
      const columns = known.get(placement.gdsn)!.fields!.map((f) => f.gdsn);
      expect(placement.fields!.map((f) => f.gdsn).sort()).toEqual([...columns].sort());
    }
  });

  it('has a test item filling every attribute and every group column', () => {
    const missing = ATTRIBUTES.flatMap((attribute) => {
      const value = EVERY_ATTRIBUTE[attribute.code];
      if (value === undefined) return [attribute.code];
      if (!attribute.fields) return [];
      const rows = value as Record<string, string>[];
      return attribute.fields.filter((f) => !rows.some((row) => row[f.code])).map((f) => f.code);
    });
    expect(missing).toEqual([]);
  });
});

describe('buildCin', () => {
  it('writes every attribute where the schemas want it: the CIN validates, modules included', async () => {
    const xml = buildCin(
      message(transaction({ attributes: EVERY_ATTRIBUTE, children: [{ quantity: 12, node: leaf(EACH) }] })),
    );
    expect(await validateAgainstXsd(xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('<tradeItemDescription languageCode="fr">Rolled oats, case of 12</tradeItemDescription>');
    expect(xml).toContain('<cancelledDateTime>2028-07-31T00:00:00</cancelledDateTime>');
    expect(xml).toContain('<orderingLeadTime measurementUnitCode="DAY">5</orderingLeadTime>');
    expect(xml).toContain('<isTradeItemSeasonal>TRUE</isTradeItemSeasonal>');
    expect(xml).toContain('<stringAVP attributeName="omsItemCode">OMS-1</stringAVP>');
    expect(xml).toContain('<suggestedRetailPrice><');
    expect(xml).toMatch(/<catalogueItemChildItemLink>\s*<quantity>12<\/quantity>\s*<catalogueItem>/);
  });

  it('is the inverse of the reader: every attribute reads back as written, the child before its parent', () => {
    const xml = buildCin(
      message(transaction({ attributes: EVERY_ATTRIBUTE, children: [{ quantity: 12, node: leaf(EACH) }] })),
    );
    const { documents, problems } = parseCin(xml);
    expect(problems).toEqual([]);
    expect(documents.map((d) => [d.attributes.Coding1A, d.children])).toEqual([
      [EACH.Coding1A, []],
      [EVERY_ATTRIBUTE.Coding1A, [{ gtin: EACH.Coding1A, quantity: 12 }]],
    ]);
    expect(documents[0]!.attributes).toEqual(EACH);
    expect(documents[1]!.attributes).toEqual(EVERY_ATTRIBUTE);
  });

  it('keeps the manufacturer part number apart from the product code, which another identification stands for', () => {
    const xml = buildCin(message(transaction(leaf({ ...EACH, Coding1K: 'MPN-1' }))));
    expect(parseCin(xml).documents[0]!.attributes).toEqual({ ...EACH, Coding1K: 'MPN-1' });
    const buyers = parseCin(xml.replace('MANUFACTURER_PART_NUMBER', 'BUYER_ASSIGNED')).documents[0]!.attributes;
    expect([buyers.Coding1B, buyers.Coding1K]).toEqual(['MPN-1', undefined]);
  });

  it("writes a buyer's codes as BUYER_ASSIGNED identifications after the supplier's: the CIN validates", async () => {
    const item = { ...EACH, Coding1B: 'NW-100', Coding1K: 'MPN-1' };
    const xml = buildCin(message(transaction({ attributes: item, children: [], buyerCodes: ['HE-1', 'HE-2'] })));
    expect(await validateAgainstXsd(xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });
    const ids = [...xml.matchAll(/additionalTradeItemIdentificationTypeCode="(\w+)">([^<]+)</g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(ids).toEqual([
      ['SUPPLIER_ASSIGNED', 'NW-100'],
      ['MANUFACTURER_PART_NUMBER', 'MPN-1'],
      ['BUYER_ASSIGNED', 'HE-1'],
      ['BUYER_ASSIGNED', 'HE-2'],
    ]);
    expect(parseCin(xml).documents[0]!.attributes).toEqual(item);
  });

  it('writes a nutrient given in two units as one nutrientDetail with both quantities', () => {
    const xml = buildCin(message(transaction(leaf({ ...EACH, Nutrient1D: EVERY_ATTRIBUTE.Nutrient1D! }))));
    expect(xml.match(/<nutrientDetail>/g)).toHaveLength(2);
    expect(xml).toMatch(
      /<quantityContained measurementUnitCode="KJO">1580<\/quantityContained>\s*<quantityContained measurementUnitCode="E14">378</,
    );
  });

  it("round-trips GS1's sample CIN as the reader reads it", async () => {
    const { documents } = parseCin(sample);
    const xml = buildCin(message(transaction(leaf(documents[0]!.attributes))));
    expect(await validateAgainstXsd(xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });
    expect(parseCin(xml).documents.map((d) => d.attributes)).toEqual([documents[0]!.attributes]);
  });

  it('round-trips the demo catalog: hundreds of Open Food Facts items, their cases and pallets', async () => {
    const { plan, node } = demoHierarchies(400, 4);
    const children = new Set(plan.links.map((link) => link.child));
    // A CIN names each item's GPC brick; the registry has refused any item without one.
    const roots = plan.items.filter((item) => !children.has(item.gtin) && item.document.Coding1C);
    const xml = buildCin(message(...roots.map((item, i) => transaction(node(item), String(i + 1)))));
    expect(await validateAgainstXsd(xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });

    const { documents, problems } = parseCin(xml);
    expect(problems).toEqual([]);
    const sent = plan.items.filter((item) => item.document.Coding1C);
    expect(sent.length).toBeGreaterThan(400);
    expect(plan.links.length).toBeGreaterThan(100);
    const read = attributesByGtin(documents);
    expect(read.size).toBe(sent.length);
    for (const item of sent) expect(read.get(item.gtin), item.gtin).toEqual(asWritten(item.document));
    const linked = documents.flatMap((d) => d.children.map((c) => [d.attributes.Coding1A, c.gtin, c.quantity]));
    expect(linked.sort()).toEqual(plan.links.map((l) => [l.parent, l.child, l.quantity]).sort());
  });
});

describe('a hierarchy sent to several recipients', () => {
  it('is written once with a cache: each CIN is the one built without it, its own recipient in it', () => {
    const { plan, node } = demoHierarchies(40, 2);
    const pallet = plan.items.find((item) => item.document.Coding1AD === 'PALLET' && item.document.Coding1C)!;
    const root = node(pallet);
    const cache = cinTradeItemCache();
    const recipients = [RECIPIENT, '0614141000050', '0614141000067'];
    const at = (createdAt: Date, recipient: string): CinMessage => ({
      ...message({ ...transaction(root), dataRecipientGln: recipient }),
      receiverGln: recipient,
      createdAt,
    });
    const first = new Date('2026-01-15T10:00:00.000Z');
    const later = new Date('2026-01-16T10:00:00.000Z');
    for (const createdAt of [first, later, first]) {
      for (const recipient of recipients) {
        const xml = buildCin(at(createdAt, recipient), cache);
        expect(xml).toBe(buildCin(at(createdAt, recipient)));
        expect(xml).toContain(`<dataRecipient>${recipient}</dataRecipient>`);
        expect(xml).toContain(`<lastChangeDateTime>${createdAt.toISOString()}</lastChangeDateTime>`);
      }
    }
  });
});

describe('what GS1 requires that the item may lack', () => {
  const read = (attributes: ItemAttributes) =>
    parseCin(buildCin(message(transaction(leaf(attributes))))).documents[0]!.attributes;

  it('gives a nutrient its usual unit, and a nutrient header its preparation state', () => {
    const attributes = read({ ...EACH, Nutrient1D: [{ Nutrient1DA: 'FAT', Nutrient1DB: '3' }] });
    expect(attributes).toMatchObject({
      Nutrient1A: 'UNPREPARED',
      Nutrient1D: [{ Nutrient1DA: 'FAT', Nutrient1DB: '3', Nutrient1DD: 'GRM' }],
    });
  });

  it("writes texts in English when the item names no language, and a measure without unit in the dictionary's", () => {
    const { Descriptions1G: _language, ...unnamed } = EACH;
    expect(read({ ...unnamed, Measure1A: { value: '8', unit: '' } })).toMatchObject({
      Descriptions1G: 'en',
      Measure1A: { value: '8', unit: 'INH' },
    });
  });

  it('states the next lower level as linked: its count from the links, a missing total as their sum', () => {
    const parent = { ...EACH, Coding1A: '10614141000033', Coding1AD: 'CASE', Hierarchy1B: '3' };
    const xml = buildCin(message(transaction({ attributes: parent, children: [{ quantity: 6, node: leaf(EACH) }] })));
    expect(parseCin(xml).documents[1]!.attributes).toMatchObject({ Hierarchy1A: '6', Hierarchy1B: '1' });
  });

  it('refuses, naming it, what it cannot write', () => {
    const { Coding1C: _gpc, ...withoutGpc } = EACH;
    expect(() => buildCin(message(transaction(leaf(withoutGpc))))).toThrow(
      new GdsnMessageError('The item cannot be sent as GS1 XML without GPC Brick.'),
    );
    expect(() => buildCin(message(transaction(leaf({ ...EACH, Dates1A: '2026-01-15' }))))).toThrow(
      "Effective Date: '2026-01-15' is not a date written mm/dd/yyyy.",
    );
    const dateWithoutValue = { ...EACH, Certification1A: [{ Certification1AA: 'OU', Certification1AD: '12/31/2027' }] };
    expect(() => buildCin(message(transaction(leaf(dateWithoutValue))))).toThrow(
      'The item cannot be sent as GS1 XML without Certifications: Certification Value.',
    );
    const { Parties1A: _provider, ...anonymous } = EACH;
    expect(() => buildCin(message(transaction(leaf(anonymous))))).toThrow(GdsnMessageError);
  });
});
