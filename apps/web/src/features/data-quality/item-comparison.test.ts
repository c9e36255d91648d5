import { describe, expect, it } from 'vitest';
import type { DmsItemDetail, ItemAttributes } from '@tradepool/domain';
import { comparisonColumns, comparisonRows, nutrientBasisOf, preparationOf } from './item-comparison';

const LONG = 'Organic whole bean coffee, dark roast, fair trade, 12 ounce resealable bag';

function detail(overrides: Partial<DmsItemDetail> = {}): DmsItemDetail {
  return {
    catalogItemId: 7,
    gtin: '00761305000101',
    targetMarket: '840',
    description: 'Coffee',
    productCode: 'NW-101',
    brandName: 'Northwind',
    unitDescriptor: 'BASE_UNIT_OR_EACH',
    status: 11,
    cicStatus: null,
    cicStatusDate: null,
    type: 1,
    subscriberGln: '0843912000016',
    matchedCount: 1,
    partialMatchedCount: 0,
    onHold: 0,
    followUpMessage: null,
    changed: 1,
    coreChangesCount: 1,
    nutritionalChangesCount: 0,
    marketingChangesCount: 0,
    thresholdExceptionAttributes: ['Dates1C'],
    hasPrevious: true,
    withdrawn: false,
    nextLevel: [],
    modifiedTime: '2026-11-20 10:00:00',
    publisherName: 'Northwind Foods',
    dmsCatalogItem: {
      core: {
        Coding1A: '00761305000101',
        Descriptions1E: LONG,
        Descriptions1A: 'Northwind',
        Dates1A: '2026-11-01',
      },
      nutritional: { Nutrient1A: 'PREPARED', Nutrient1B: { value: '100', unit: 'GRM' } },
      marketing: {},
      thresholdExceptionAttributes: ['Dates1C'],
      previousDmsCatalogItem: {
        core: { Coding1A: '00761305000101', Descriptions1E: 'Coffee beans', Descriptions1A: 'Northwind' },
        nutritional: {},
        marketing: {},
      },
      isAutoReview: 0,
    },
    subscriberMatchedItem: {
      catalogItemId: 3,
      kind: 'gtin',
      score: null,
      reasons: [],
      dmsCatalogItem: {
        core: {
          gtin: '00761305000101',
          buyerProductCode: 'HE-9',
          description: 'Coffee beans',
          brandName: 'NORTHWIND',
          mpc: null,
          unitDescriptor: 'BASE_UNIT_OR_EACH',
        },
      },
      additionalMatchedSubscriberCatalogItems: [],
    },
    hierarchyItems: [],
    ...overrides,
  };
}

const core = { tab: 'core', view: 'all', bases: [], preparations: [] } as const;

/** The code list's label of a unit descriptor, as the screen's labeler gives it. */
const UNIT_LABELS: Record<string, string> = { BASE_UNIT_OR_EACH: 'Base Unit or Each', CASE: 'Case' };
const unitLabel = (code: string) => UNIT_LABELS[code] ?? code;

describe('comparisonColumns', () => {
  it('puts the publisher first, then the buyer items with how they match', () => {
    const columns = comparisonColumns(detail(), [], unitLabel);
    expect(columns.map((c) => [c.kind, c.title, c.subtitle])).toEqual([
      ['publisher', 'Northwind Foods', '00761305000101 · Base Unit or Each'],
      ['subscriber', 'Your item HE-9', 'GTIN match'],
    ]);
    expect(columns[1]!.attributes.Descriptions1E).toBe('Coffee beans');
  });

  it('places a loaded hierarchy level after them, named by its relation', () => {
    const level = detail({ catalogItemId: 9, gtin: '10761305000108', unitDescriptor: 'CASE' });
    const opened = detail({
      hierarchyItems: [
        {
          catalogItemId: 9,
          gtin: '10761305000108',
          description: null,
          unitDescriptor: 'CASE',
          relation: 'parent',
          quantity: 12,
        },
      ],
    });
    expect(comparisonColumns(opened, [level], unitLabel).map((c) => [c.kind, c.title, c.subtitle])[2]).toEqual([
      'hierarchy',
      'In: 10761305000108',
      '12 of this item · Case',
    ]);
  });
});

describe('comparisonRows', () => {
  it('flags a changed value with the one before, and a value that differs from the buyer item', () => {
    const item = detail();
    const rows = comparisonRows(item, comparisonColumns(item, [], unitLabel), core);
    const description = rows.find((r) => r.code === 'Descriptions1E')!;
    expect(description).toMatchObject({ changed: true, previous: 'Coffee beans', differs: true, differing: ['s3'] });
    expect(description.exceeded).toEqual(['p7']);
    // The same brand written in capitals is the same value, and an unchanged GTIN is no change.
    expect(rows.find((r) => r.code === 'Descriptions1A')).toMatchObject({ changed: false, differs: false });
    expect(rows.find((r) => r.code === 'Coding1A')).toMatchObject({ changed: false, differs: false });
  });

  it('never flags a date as differing, and shows an exception even without a value', () => {
    const item = detail();
    const rows = comparisonRows(item, comparisonColumns(item, [], unitLabel), core);
    expect(rows.find((r) => r.code === 'Dates1A')).toMatchObject({ differs: false });
    expect(rows.find((r) => r.code === 'Dates1C')).toMatchObject({ exception: true });
  });

  it('filters by the attribute view', () => {
    const item = detail();
    const columns = comparisonColumns(item, [], unitLabel);
    const codes = (view: 'exceptions' | 'changes' | 'required') =>
      comparisonRows(item, columns, { ...core, view }).map((r) => r.code);
    expect(codes('exceptions')).toEqual(['Dates1C']);
    expect(codes('changes')).toEqual(['Descriptions1E', 'Dates1A']);
    expect(codes('required')).toContain('Coding1AD');
    expect(codes('required')).not.toContain('Dates1C');
  });

  it('does not flag differences for an item with no buyer item', () => {
    const item = detail({ matchedCount: 0, subscriberMatchedItem: null });
    const rows = comparisonRows(item, comparisonColumns(item, [], unitLabel), core);
    expect(rows.some((r) => r.differs)).toBe(false);
  });

  it('shows the nutrients only when the basis and preparation filters take them', () => {
    const item = detail();
    const columns = comparisonColumns(item, [], unitLabel);
    const nutrients = (bases: ('measure' | 'serving')[], preparations: ('PREPARED' | 'UNPREPARED')[]) =>
      comparisonRows(item, columns, { tab: 'nutritional', view: 'all', bases, preparations }).length;
    expect(nutrients([], [])).toBeGreaterThan(0);
    expect(nutrients(['measure'], ['PREPARED'])).toBeGreaterThan(0);
    expect(nutrients(['serving'], [])).toBe(0);
    expect(nutrients([], ['UNPREPARED'])).toBe(0);
  });
});

describe('nutrient filters', () => {
  const of = (attributes: ItemAttributes) => [nutrientBasisOf(attributes), preparationOf(attributes)];
  it('reads the basis from the basis quantity, else the serving size', () => {
    expect(of({ Nutrient1B: { value: '100', unit: 'MLT' }, Nutrient1A: 'UNPREPARED' })).toEqual([
      'measure',
      'UNPREPARED',
    ]);
    expect(of({ Nutrient1B: { value: '1', unit: 'H87' } })).toEqual(['package', 'others']);
    expect(of({ Nutrient1C: '2' })).toEqual(['serving', 'others']);
    expect(of({})).toEqual(['others', 'others']);
  });
});
