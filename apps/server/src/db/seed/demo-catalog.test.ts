import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hierarchyProblems,
  missingRequired,
  parseGtin,
  validateAttributes,
  weightProblems,
  type CatalogRow,
  type CatalogSearch,
  type HierarchyNode,
  type ItemAttributes,
  type Page,
  type RegistrationErrors,
  type RegistrationRow,
  type RegistrationTotals,
} from '@tradepool/domain';
import { hasCode } from '../../features/metadata/code-lists.js';
import { validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_FAULTS, demoCatalogPlan, levelGtin, type DemoFault } from './demo-catalog.js';
import { CATEGORY_RULES, categoryRule } from './off-categories.js';
import { offProductDocument, parseQuantity } from './off-product-document.js';
import { offProducts } from './off-products.js';
import { DEMO_CATALOG_SHARES } from './seed-demo-catalog.js';

const plan = demoCatalogPlan(offProducts(), DEMO_CATALOG_SHARES);
const owner = { gln: '0761305000019', name: 'Northwind Foods' };

describe('the Open Food Facts fixture', () => {
  it('holds 800 products; 2 fail the GTIN check digit and 12 have no name, the rest map', () => {
    const results = offProducts().map((p, i) => offProductDocument(p, owner, `NW-${i}`));
    const failed = results.flatMap((r) => (r.ok ? [] : [r]));
    expect(offProducts()).toHaveLength(800);
    expect(failed.filter((r) => r.reason === 'checkDigit').map((r) => r.code)).toEqual(['00013029', '00002220']);
    expect(failed.filter((r) => r.reason === 'noName')).toHaveLength(12);
  });

  it('reads net contents from the free-text quantity', () => {
    expect(parseQuantity('420 g')).toEqual({ value: '420', unit: 'GRM' });
    expect(parseQuantity('0,164 kg')).toEqual({ value: '0.164', unit: 'KGM' });
    expect(parseQuantity('16 fl oz (1 pt) 473 ml')).toEqual({ value: '16', unit: 'OZA' });
    expect(parseQuantity('3.5 OZ (100g)')).toEqual({ value: '3.5', unit: 'ONZ' });
    expect(parseQuantity('33cl')).toEqual({ value: '330', unit: 'MLT' });
    expect(parseQuantity('1 l.')).toEqual({ value: '1', unit: 'LTR' });
    expect(parseQuantity('2 x 125 g')).toEqual({ value: '250', unit: 'GRM' });
    expect(parseQuantity('1 gallon (3.78 L)')).toEqual({ value: '1', unit: 'GLL' });
    expect(parseQuantity('225 g e')).toEqual({ value: '225', unit: 'GRM' });
    expect(parseQuantity('12')).toBeNull();
    expect(parseQuantity(undefined)).toBeNull();
  });

  it('classifies by category tag, pickles by name, and every rule names a real GPC brick', () => {
    expect(categoryRule('Lindt Excellence', ['en:snacks', 'en:chocolate-candies', 'en:dark-chocolates'])?.brick).toBe(
      '10000045',
    );
    expect(categoryRule('Kosher Baby Dills', ['en:salted-snacks'])?.functionalName).toBe('Pickles');
    expect(categoryRule('Flavored Mints, Orange', [])?.functionalName).toBe('Candy');
    expect(categoryRule('Fattoi', [])).toBeNull();
    for (const rule of CATEGORY_RULES) expect(hasCode('GPC', rule.brick), rule.brick).toBe(true);
    const tags = CATEGORY_RULES.flatMap((r) => r.tags);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('maps a product to the dictionary: allergens, nutrients in their units, dates, the OFF page', () => {
    const lindt = offProducts().find((p) => p.code === '0009542013899')!;
    const mapped = offProductDocument(lindt, owner, 'NW-1');
    if (!mapped.ok) throw new Error('the Lindt product maps');
    expect(mapped.document).toMatchObject({
      Coding1A: '00009542013899',
      Coding1C: '10000045',
      Descriptions1A: 'Lindt',
      Descriptions1B: 'Chocolate',
      Descriptions1E: 'Lindt, frog prince milk chocolate',
      Parties1F: 'Lindt & Sprungli (Schweiz) Ag',
      Dates1A: '04/22/2020',
      Allergen1A: 'Contains: Milk, Soybeans.',
      Allergen1B: [
        { Allergen1BA: 'AM', Allergen1BB: 'CONTAINS' },
        { Allergen1BA: 'AY', Allergen1BB: 'CONTAINS' },
      ],
      Measure1H: { value: '40', unit: 'GRM' },
      EFile1A: [expect.objectContaining({ EFile1AB: 'https://world.openfoodfacts.org/product/0009542013899' })],
    });
    const nutrients = mapped.document.Nutrient1D as Record<string, string>[];
    // Energy in both units; OFF gives grams, cholesterol, sodium and vitamin C are declared in milligrams.
    expect(nutrients).toContainEqual({ Nutrient1DA: 'ENER-', Nutrient1DB: '575', Nutrient1DD: 'E14' });
    expect(nutrients).toContainEqual({ Nutrient1DA: 'ENER-', Nutrient1DB: '2406', Nutrient1DD: 'KJO' });
    expect(nutrients).toContainEqual({ Nutrient1DA: 'CHOL-', Nutrient1DB: '25', Nutrient1DD: 'MGM' });
    expect(nutrients).toContainEqual({ Nutrient1DA: 'NA', Nutrient1DB: '112', Nutrient1DD: 'MGM' });
    expect(nutrients).toContainEqual({ Nutrient1DA: 'SALTEQ', Nutrient1DB: '0.28', Nutrient1DD: 'GRM' });
    expect(missingRequired(mapped.document)).toEqual([]);
  });
});

describe('the demo catalog plan', () => {
  const all = plan.companies.flatMap((c) => c.items);
  const byGtin = new Map(all.map((i) => [`${i.gtin}`, i.document]));

  it('gives Northwind 500 base units and Greenfield 150, with cases and pallets', () => {
    const count = (company: string, descriptor: string) =>
      plan.companies.find((c) => c.company === company)!.items.filter((i) => i.document.Coding1AD === descriptor)
        .length;
    expect(count('publisher', 'BASE_UNIT_OR_EACH')).toBe(500);
    expect(count('pubsub', 'BASE_UNIT_OR_EACH')).toBe(150);
    expect(count('publisher', 'CASE')).toBeGreaterThan(80);
    expect(count('publisher', 'PALLET')).toBeGreaterThan(25);
    expect(count('pubsub', 'CASE')).toBeGreaterThan(15);
    expect(count('pubsub', 'PALLET')).toBeGreaterThan(4);
  });

  it('has only valid documents with unique GTINs: no dictionary problem, weights consistent', () => {
    for (const item of all) {
      expect(validateAttributes(item.document, hasCode), item.gtin).toEqual([]);
      expect(weightProblems(item.document), item.gtin).toEqual([]);
      expect(parseGtin(item.gtin)).toEqual({ ok: true, gtin: item.gtin });
    }
    for (const company of plan.companies) {
      expect(new Set(company.items.map((i) => i.gtin)).size).toBe(company.items.length);
    }
  });

  it('leaves some items Not Ready, most Ready', () => {
    const notReady = all.filter((i) => missingRequired(i.document).length > 0).length;
    expect(notReady).toBeGreaterThan(30);
    expect(notReady / all.length).toBeLessThan(0.2);
  });

  it('builds hierarchies that keep GDSN rules 96, 98, 201 and 202', () => {
    for (const company of plan.companies) {
      for (const link of company.links) {
        const parent = byGtin.get(link.parent)!;
        const child = byGtin.get(link.child)!;
        const children: { attributes: ItemAttributes; quantity: number }[] = [
          { attributes: child, quantity: link.quantity },
        ];
        expect(hierarchyProblems(parent, children), link.parent).toEqual([]);
        expect(parent.Hierarchy1A).toBe(String(link.quantity));
        expect(missingRequired(parent)).toEqual([]);
      }
    }
    const firstCase = plan.companies[0]!.links[0]!;
    expect(firstCase.parent).toBe(levelGtin(firstCase.quantity === 12 ? 1 : 2, firstCase.child));
    expect(firstCase.parent.slice(1, 13)).toBe(firstCase.child.slice(1, 13));
  });

  it("publishes some of Northwind's items to Harbor Foodservice, a few under review, and deletes three", () => {
    const northwind = plan.companies[0]!;
    expect(northwind.publications.filter((p) => p.subscriber === 'subscriber').length).toBeGreaterThan(10);
    expect(northwind.publications.filter((p) => p.cicStatus === 'REVIEW').length).toBeGreaterThanOrEqual(2);
    expect(northwind.deletions).toHaveLength(3);
    const published = new Set(northwind.publications.map((p) => p.gtin));
    expect(northwind.deletions.some((d) => published.has(d.gtin))).toBe(false);
  });

  it('gives each company single items with every fault, none published or deleted', () => {
    for (const [company, share] of plan.companies.map((c, i) => [c, DEMO_CATALOG_SHARES[i]!] as const)) {
      expect(company.faults.map((f) => f.fault)).toEqual(DEMO_FAULTS.flatMap((f) => Array(share.faultsEach).fill(f)));
      const taken = new Set([...company.publications.map((p) => p.gtin), ...company.deletions.map((d) => d.gtin)]);
      const linked = new Set(company.links.flatMap((l) => [l.parent, l.child]));
      expect(company.faults.some((f) => taken.has(f.gtin) || linked.has(f.gtin))).toBe(false);
      // Within the fix screen's default 90 days, as the home page's count of them is not.
      const faulty = new Set(company.faults.map((f) => f.gtin));
      expect(company.items.filter((i) => faulty.has(i.gtin)).every((i) => i.daysAgo < 30)).toBe(true);
    }
  });
});

describe('the seeded demo catalog, through the API', () => {
  let t: TestApp;
  let pub: string;
  let pubsub: string;
  const northwind = plan.companies.find((c) => c.company === 'publisher')!;
  const active = northwind.items.length - northwind.deletions.length;

  beforeAll(async () => {
    t = await createTestApp({ seedDemoCatalog: true });
    [pub, pubsub] = await Promise.all([t.signIn('pub.admin'), t.signIn('pubsub.admin')]);
  });
  afterAll(() => t.close());

  const search = async (payload: CatalogSearch, token = pub, url = '/mds/app/catalogs/search') => {
    const res = await t.call<Page<CatalogRow>>({ method: 'POST', url, token, payload });
    expect(res.status).toBe(200);
    return res.body.data!;
  };

  it('shows each publisher its own items only, newest first', async () => {
    const page = await search({});
    expect(page.totalRows).toBe(active);
    expect(page.results).toHaveLength(25);
    const times = page.results.map((r) => r.modifiedTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await search({}, pubsub)).totalRows).toBe(plan.companies[1]!.items.length);
    expect((await search({ gtin: page.results[0]!.gtin }, pubsub)).totalRows).toBe(0);
  });

  it('spreads the changes over 120 days and the statuses over Not Ready, Validated and Failed', async () => {
    const counts = await Promise.all([15, 30, 60, 90].map(async (lastDays) => (await search({ lastDays })).totalRows));
    expect(counts[0]).toBeGreaterThan(0);
    expect([...counts, active]).toEqual([...new Set([...counts, active])].sort((a, b) => a - b));
    const statuses = (await search({ rowCount: 200, sortBy: 'status', sortDesc: false })).results.map((r) => r.status);
    const last = (await search({ rowCount: 200, sortBy: 'status', sortDesc: true })).results.map((r) => r.status);
    expect(new Set([...statuses, ...last])).toEqual(new Set([1, 5, 9]));
    const allergens = await search({ productDataStatus: 1, nutritionals: ['allergens'] });
    const noAllergens = await search({ productDataStatus: 2, nutritionals: ['allergens'] });
    expect(allergens.totalRows).toBeGreaterThan(0);
    expect(allergens.totalRows + noAllergens.totalRows).toBe(active);
  });

  it('has items published to Harbor Foodservice, some under review, and three deleted', async () => {
    const east = northwind.publications.filter((p) => p.subscriber === 'subscriber');
    expect((await search({ subscriberGlns: ['0843912000016'] })).totalRows).toBe(east.length);
    const review = await search({ notificationStatuses: ['REVIEW'] });
    expect(review.totalRows).toBeGreaterThanOrEqual(2);
    expect(
      review.results.every((r) => r.isCicReview === 1 && r.subscriberNameList === 'Harbor Foodservice - East Region'),
    ).toBe(true);
    expect(review.results.every((r) => r.dmsStatus === 'Review' || r.dmsStatus === 'Reject')).toBe(true);
    // Seven more are published: a case with its unit and an item to Greenfield and three items to Harbor West
    // (waiting for a subscription), one to another pool.
    const published = new Set(northwind.publications.map((p) => p.gtin)).size + 7;
    expect((await search({ publicationStatus: 2 })).totalRows).toBe(active - published);
    const deleted = await search({ sortBy: 'actionTime', sortDesc: true }, pub, '/mds/app/catalogs/searchDeleted');
    expect(deleted.totalRows).toBe(3);
  });

  it('went through the exchange: CINs delivered, CICs in every state, one waiting, one queued', async () => {
    const db = t.context.db;
    const states = await db
      .selectFrom('publication')
      .select(['cic_status', 'delivery_status'])
      .where('active', '=', 1)
      .execute();
    expect(new Set(states.map((s) => s.cic_status))).toEqual(
      new Set([null, 'RECEIVED', 'REVIEW', 'SYNCHRONISED', 'REJECTED']),
    );
    expect(new Set(states.map((s) => s.delivery_status))).toEqual(new Set(['delivered', 'waiting', 'queued']));
    // Harbor West subscribes to the GTINs it receives only: Northwind's three other items wait for it.
    const west = await db
      .selectFrom('publication')
      .select('delivery_status')
      .where('subscriber_gln', '=', '0843912000023')
      .execute();
    expect(west.filter((p) => p.delivery_status === 'waiting')).toHaveLength(3);
    expect(west.filter((p) => p.delivery_status === 'delivered')).toHaveLength(3);
    const kinds = await db.selectFrom('gdsn_message').select(['message_type', 'direction']).distinct().execute();
    expect(kinds).toEqual(
      expect.arrayContaining([
        { message_type: 'CIP', direction: 'out' },
        { message_type: 'CIN', direction: 'in' },
        { message_type: 'CIN', direction: 'out' },
        { message_type: 'CIC', direction: 'in' },
      ]),
    );
    const received = await db
      .selectFrom('received_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(received.n)).toBeGreaterThan(10);
    const cics = await db.selectFrom('gdsn_message').select('xml').where('message_type', '=', 'CIC').limit(3).execute();
    for (const cic of cics) expect((await validateAgainstXsd(cic.xml, 'CatalogueItemConfirmation')).errors).toEqual([]);
  });

  it('validated the catalog at seeding: items ready to register, failed with their reasons, registered', async () => {
    const totals = await t.call<RegistrationTotals>({
      method: 'GET',
      url: '/mds/app/gdsn/tradeitems/registration/totals',
      token: pub,
    });
    const { ready, rejected, registered, submitted } = totals.body.data!;
    expect(ready).toBeGreaterThan(400);
    expect(registered).toBeGreaterThan(20);
    expect(submitted).toBe(0);
    expect(rejected).toBe(northwind.faults.length);
    // Nothing waits for a validation that only a save would start.
    expect((await search({ status: 2 })).results.filter((r) => r.status === 2)).toEqual([]);

    const failed = await t.call<Page<RegistrationRow>>({
      method: 'POST',
      url: '/mds/app/gdsn/tradeitems/registration',
      token: pub,
      payload: { status: 4, sortBy: 'modifiedTime' },
    });
    const rows = failed.body.data!.results;
    expect(rows.map((r) => r.gtin).sort()).toEqual(northwind.faults.map((f) => f.gtin).sort());
    expect(rows.every((r) => r.statusLabel === 'Failed' && r.totalCount > 0)).toBe(true);
    const ruleOf: Record<DemoFault, string> = { availability: '341', allergen: '1658', drainedWeight: '616' };
    for (const fault of northwind.faults) {
      const row = rows.find((r) => r.gtin === fault.gtin)!;
      const errors = await t.call<RegistrationErrors>({
        method: 'GET',
        url: `/mds/app/gdsn/tradeitems/registration/${row.catalogItemId}/errors`,
        token: pub,
      });
      expect(errors.body.data!.errors.map((e) => e.ruleId)).toContain(ruleOf[fault.fault]);
    }
  });

  it('left every item Validated but those OFF says too little about (Not Ready) and the faults (Failed)', async () => {
    const rows = await t.context.db
      .selectFrom('catalog_item')
      .select(['gtin', 'status', 'gdsn_document'])
      .where('deleted', '=', 0)
      .execute();
    const stored = new Map(rows.map((r) => [r.gtin, r]));
    for (const company of plan.companies) {
      const faulty = new Set(company.faults.map((f) => f.gtin));
      const deleted = new Set(company.deletions.map((d) => d.gtin));
      const counts = { validated: 0, notReady: 0, failed: 0 };
      for (const item of company.items.filter((i) => !deleted.has(i.gtin))) {
        const expected = faulty.has(item.gtin) ? 9 : missingRequired(item.document).length > 0 ? 1 : 5;
        expect(stored.get(item.gtin)?.status, item.gtin).toBe(expected);
        counts[expected === 5 ? 'validated' : expected === 1 ? 'notReady' : 'failed'] += 1;
        // A base unit is kept whole; a case or pallet holds its sections only.
        expect(stored.get(item.gtin)!.gdsn_document !== null, item.gtin).toBe(item.tree !== undefined);
      }
      expect(counts.validated / (counts.validated + counts.notReady + counts.failed)).toBeGreaterThan(0.9);
    }
  });

  it("sends a base unit's whole tradeItem: the CIN carries its ingredients and the XSD accepts it", async () => {
    const db = t.context.db;
    const cins = await db
      .selectFrom('gdsn_message')
      .select('xml')
      .where('message_type', '=', 'CIN')
      .where('direction', '=', 'out')
      .execute();
    const whole = cins.filter((c) => c.xml.includes('<ingredientStatement languageCode='));
    expect(whole.length).toBeGreaterThan(0);
    for (const cin of whole.slice(0, 3)) {
      expect(await validateAgainstXsd(cin.xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });
    }
    const copies = await db.selectFrom('received_item').select('gdsn_document').execute();
    expect(copies.some((c) => c.gdsn_document?.includes('"foodAndBeverageIngredientModule"'))).toBe(true);
  });

  it('answers a pallet → case → base unit tree, and brands and authors for the sidebar', async () => {
    const pallet = (await search({ description: 'pallet of' })).results[0]!;
    const tree = await t.call<HierarchyNode>({
      method: 'GET',
      url: `/mds/app/catalogs/getHierarchy/${pallet.catalogItemId}`,
      token: pub,
    });
    const caseNode = tree.body.data!.catalogItemHierarchies[0]!.childCatalogItem;
    expect(caseNode.unitDescriptor).toBe('CASE');
    expect(caseNode.catalogItemHierarchies[0]!.childCatalogItem.unitDescriptor).toBe('BASE_UNIT_OR_EACH');
    const brands = await t.call<{ brands: string[] }>({ method: 'GET', url: '/mds/app/catalogs/brands', token: pub });
    expect(brands.body.data!.brands).toContain('Lindt');
    const authors = await t.call<{ authors: { name: string }[] }>({
      method: 'GET',
      url: '/mds/app/catalogs/authors',
      token: pub,
    });
    expect(authors.body.data!.authors.map((a) => a.name)).toEqual(['Paul Publisher', 'Petra Pubuser']);
  });
});
