import { gs1CheckDigit } from '@tradepool/domain';

export type SampleStatus = 'Not Ready' | 'In Process' | 'Validated' | 'Failed';

export interface SampleItem {
  catalogItemId: number;
  gtin: string;
  productCode: string;
  description: string;
  brandName: string;
  unitDescriptor: 'EACH' | 'CASE' | 'PALLET';
  status: SampleStatus;
  modifiedTime: string;
}

const PRODUCTS: readonly [brand: string, description: string][] = [
  ['Northwind', 'Whole Milk 1 L'],
  ['Northwind', 'Greek Yoghurt Plain 500 g'],
  ['Northwind', 'Salted Butter 250 g'],
  ['Harvest Mill', 'Rolled Oats 1 kg'],
  ['Harvest Mill', 'Wholemeal Bread Flour 1.5 kg'],
  ['Harvest Mill', 'Spelt Crackers 200 g'],
  ['Blue Bay', 'Tuna Chunks in Olive Oil 160 g'],
  ['Blue Bay', 'Sardines in Tomato Sauce 120 g'],
  ['Sunfield', 'Extra Virgin Olive Oil 750 ml'],
  ['Sunfield', 'Sunflower Oil 1 L'],
  ['Orchard Lane', 'Apple Juice Cloudy 1 L'],
  ['Orchard Lane', 'Strawberry Jam 340 g'],
  ['Cocoa & Co', 'Dark Chocolate 70% 100 g'],
  ['Cocoa & Co', 'Hazelnut Spread 400 g'],
  ['Fresh Fields', 'Chopped Tomatoes 400 g'],
  ['Fresh Fields', 'Red Kidney Beans 400 g'],
  ['Green Leaf', 'Jasmine Rice 1 kg'],
  ['Green Leaf', 'Penne Rigate 500 g'],
  ['Mountain Spring', 'Sparkling Mineral Water 1.5 L'],
  ['Mountain Spring', 'Still Mineral Water 500 ml'],
];

const UNITS: readonly SampleItem['unitDescriptor'][] = ['EACH', 'CASE', 'PALLET'];
const STATUSES: readonly SampleStatus[] = ['Validated', 'In Process', 'Not Ready', 'Validated', 'Failed'];
/** Northwind Foods' GS1 company prefix (from its GLN 0761305000019). */
const COMPANY_PREFIX = '0761305';
const NEWEST = Date.UTC(2026, 0, 15, 9, 30);

/** Fixed demo rows with valid GTIN-14s: the same on every visit, no server needed. */
export const SAMPLE_ITEMS: readonly SampleItem[] = PRODUCTS.flatMap(([brandName, description], productIndex) =>
  UNITS.map((unitDescriptor, unitIndex): SampleItem => {
    const index = productIndex * UNITS.length + unitIndex;
    const itemReference = String(10000 + productIndex * 10 + unitIndex).slice(-5);
    const withoutCheck = `${unitIndex}${COMPANY_PREFIX}${itemReference}`;
    return {
      catalogItemId: 1000 + index,
      gtin: `${withoutCheck}${gs1CheckDigit(withoutCheck)}`,
      productCode: `NW-${String(productIndex + 1).padStart(3, '0')}-${unitDescriptor[0]}`,
      description: unitDescriptor === 'EACH' ? description : `${description} (${unitDescriptor.toLowerCase()})`,
      brandName,
      unitDescriptor,
      status: STATUSES[index % STATUSES.length] ?? 'Not Ready',
      modifiedTime: new Date(NEWEST - index * 7 * 3_600_000).toISOString(),
    };
  }),
);
