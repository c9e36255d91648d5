import {
  gs1CheckDigit,
  isMeasure,
  measuringSystemOf,
  missingRequired,
  weightInGrams,
  type GdsnElement,
  type ItemAttributes,
  type MeasureValue,
} from '@tradepool/domain';
import {
  cut,
  decimal,
  decimalUp,
  inches,
  offProductDocument,
  weightIn,
  type ItemOwner,
} from './off-product-document.js';
import { offProductTree } from './off-product-tree.js';
import type { OffProduct } from './off-products.js';

/**
 * One item of the demo catalog: its document (the sections' values), for a base unit its whole tradeItem
 * with what OFF says beyond them, who wrote it and how many days ago it was last changed.
 */
export interface PlannedItem {
  gtin: string;
  document: ItemAttributes;
  tree?: GdsnElement;
  author: string;
  daysAgo: number;
}

export interface PlannedLink {
  parent: string;
  child: string;
  quantity: number;
}

/** An item published to a demo subscriber (by company key), with the subscriber's CIC answer so far. */
export interface PlannedPublication {
  gtin: string;
  subscriber: string;
  cicStatus: string | null;
  daysAgo: number;
}

/**
 * The mistakes a supplier makes that only the GDSN validation catches (a save accepts them), so the demo has
 * failed items with their reasons to fix: an availability that ends before it starts (rule 341), an allergen
 * declared twice (1658), a drained weight above the net weight (616).
 */
export const DEMO_FAULTS = ['availability', 'allergen', 'drainedWeight'] as const;
export type DemoFault = (typeof DEMO_FAULTS)[number];

export interface CompanyCatalogPlan {
  company: string;
  items: PlannedItem[];
  links: PlannedLink[];
  publications: PlannedPublication[];
  deletions: { gtin: string; daysAgo: number }[];
  /** Ready single items given a mistake, neither published nor deleted. */
  faults: { gtin: string; fault: DemoFault }[];
}

/** How the demo catalog is cut out of the OFF products for one company. */
export interface DemoCatalogShare {
  company: string;
  owner: ItemOwner;
  products: number;
  productCodePrefix: string;
  authors: readonly string[];
  /** Every `caseEvery`-th Ready base unit gets a case; every `palletEvery`-th case a pallet. */
  caseEvery: number;
  palletEvery: number;
  publish: boolean;
  /** How many items get each of the `DEMO_FAULTS`. */
  faultsEach: number;
}

export interface DemoCatalogPlan {
  companies: CompanyCatalogPlan[];
  /** OFF codes left out, and why: a wrong check digit (real data has them) or no product name. */
  skipped: { code: string; reason: 'checkDigit' | 'noName' }[];
}

/** The days the demo catalog's changes spread over, so the 15/30/60/90-day filters each find some. */
export const DEMO_HISTORY_DAYS = 120;

const measure = (document: ItemAttributes, code: string): MeasureValue => {
  const value = document[code];
  if (!isMeasure(value)) throw new Error(`${code} missing on ${String(document.Coding1A)}`);
  return value;
};
const grams = (document: ItemAttributes, code: string) => weightInGrams(document[code])!;

/** A GTIN-14 for a packaging level of a base item: indicator digit, the base's 12 data digits, check digit. */
export function levelGtin(indicator: number, baseGtin: string): string {
  const body = `${indicator}${baseGtin.slice(1, 13)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

const SHARED_CODES = [
  'Coding1AF',
  'Coding1C',
  'Coding1J',
  'Descriptions1A',
  'Descriptions1B',
  'Descriptions1G',
  'Dates1A',
  'Dates1B',
  'Parties1A',
  'Parties1B',
  'Parties1C',
  'Parties1D',
  'Parties1F',
  'Delivery1A',
  'Delivery1B',
  'Delivery1C',
  'Delivery1D',
  'Delivery1E',
];

/** What a packaging level takes over from the item it holds: classification, brand, parties, dates, ordering. */
function sharedWith(child: ItemAttributes): ItemAttributes {
  return Object.fromEntries(SHARED_CODES.filter((c) => child[c] !== undefined).map((c) => [c, child[c]!]));
}

/** Net content `quantity` times the child's, in the child's unit. */
const contentTimes = (child: ItemAttributes, quantity: number): MeasureValue => {
  const content = measure(child, 'Measure1D');
  return { value: decimal(Number(content.value) * quantity, 3), unit: content.unit };
};

/**
 * A case of `quantity` base units (12 as 4 × 3, 24 as 6 × 4): weights in the base unit's measuring system
 * (rules 1029 and 1030: one system across a hierarchy), rounded up so rule 98 (parent net ≥ children's net ×
 * quantity) and 201 (gross ≥ net) hold; 350 g of corrugate.
 */
export function caseDocument(base: ItemAttributes, quantity: 12 | 24): ItemAttributes {
  const [columns, rows] = quantity === 12 ? [4, 3] : [6, 4];
  const imperial = measuringSystemOf(measure(base, 'Measure1F').unit) === 'imperial';
  const net = grams(base, 'Measure1F') * quantity;
  const gross = grams(base, 'Measure1E') * quantity + 350;
  const description = base.Descriptions1E as string;
  const short = base.Descriptions1C as string;
  return {
    ...sharedWith(base),
    Coding1A: levelGtin(quantity === 12 ? 1 : 2, base.Coding1A as string),
    Coding1AD: 'CASE',
    Coding1B: `${String(base.Coding1B)}-C${quantity}`,
    Coding1E: 'false',
    Coding1F: 'false',
    Coding1G: 'true',
    Coding1H: 'true',
    Coding1I: 'true',
    Descriptions1E: `${cut(description, 185)}, case of ${quantity}`,
    Descriptions1C: cut(`${quantity} x ${short}`, 35),
    Measure1D: contentTimes(base, quantity),
    Measure1F: weightIn(net, imperial, decimalUp),
    Measure1E: weightIn(gross, imperial, decimalUp),
    Measure1A: inches(Number(measure(base, 'Measure1A').value) + 0.3),
    Measure1B: inches(Number(measure(base, 'Measure1B').value) * columns + 0.3),
    Measure1C: inches(Number(measure(base, 'Measure1C').value) * rows + 0.3),
    Packaging1A: 'CS',
    Hierarchy1A: String(quantity),
    Hierarchy1B: '1',
  };
}

/**
 * A pallet of cases on a 48 × 40 in pallet, as many per layer as fit and up to 8 layers within 52 in;
 * 50 lb of pallet. Answers the document and how many cases it holds.
 */
export function palletDocument(caseItem: ItemAttributes): { document: ItemAttributes; quantity: number } {
  const width = Number(measure(caseItem, 'Measure1B').value);
  const depth = Number(measure(caseItem, 'Measure1C').value);
  const height = Number(measure(caseItem, 'Measure1A').value);
  const perLayer = Math.max(1, Math.floor(48 / width)) * Math.max(1, Math.floor(40 / depth));
  const layers = Math.max(1, Math.min(8, Math.floor(52 / height)));
  const quantity = perLayer * layers;
  const imperial = measuringSystemOf(measure(caseItem, 'Measure1F').unit) === 'imperial';
  const net = grams(caseItem, 'Measure1F') * quantity;
  const gross = grams(caseItem, 'Measure1E') * quantity + 50 * 453.59237;
  const caseCode = String(caseItem.Coding1B);
  return {
    quantity,
    document: {
      ...sharedWith(caseItem),
      Coding1A: levelGtin(5, caseItem.Coding1A as string),
      Coding1AD: 'PALLET',
      Coding1B: `${caseCode.slice(0, caseCode.lastIndexOf('-'))}-P${quantity}`,
      Coding1E: 'false',
      Coding1F: 'false',
      Coding1G: 'true',
      Coding1H: 'true',
      Coding1I: 'true',
      Descriptions1E: `${cut(caseItem.Descriptions1E as string, 170)}, pallet of ${quantity} cases`,
      Descriptions1C: cut(`Pallet ${quantity} cs ${caseItem.Descriptions1C as string}`, 35),
      Measure1D: contentTimes(caseItem, quantity),
      Measure1F: weightIn(net, imperial, decimalUp),
      Measure1E: weightIn(gross, imperial, decimalUp),
      Measure1A: inches(layers * height + 5.5),
      Measure1B: inches(48),
      Measure1C: inches(40),
      Packaging1A: 'PX',
      Packaging1D: String(layers),
      Packaging1E: String(perLayer),
      Hierarchy1A: String(quantity),
      Hierarchy1B: '1',
    },
  };
}

/** A packaging level above a base unit: written when and by whom the base unit was, with no tree of its own. */
const level = ({ author, daysAgo }: PlannedItem) => ({ author, daysAgo });

const CIC_ANSWERS = ['SYNCHRONISED', 'SYNCHRONISED', 'REVIEW', 'RECEIVED', 'REJECTED', null, 'REVIEW'];

/**
 * The demo catalog: the OFF products in file order, the first `products` usable ones to the first share,
 * the next to the second… Each base unit's change date is spread over the last 120 days; hierarchies
 * (base → case of 12 or 24 → pallet) for some Ready base units. For a share that publishes: three
 * hierarchies and seven single items published to Harbor Foodservice East, three to West, and three
 * other items deleted. Some of the remaining single items get one of the `DEMO_FAULTS` each.
 */
export function demoCatalogPlan(products: readonly OffProduct[], shares: readonly DemoCatalogShare[]): DemoCatalogPlan {
  const skipped: DemoCatalogPlan['skipped'] = [];
  let next = 0;
  const companies = shares.map((share): CompanyCatalogPlan => {
    const plan: CompanyCatalogPlan = {
      company: share.company,
      items: [],
      links: [],
      publications: [],
      deletions: [],
      faults: [],
    };
    const singles: PlannedItem[] = [];
    const sources = new Map<PlannedItem, OffProduct>();
    const hierarchies: string[][] = [];
    let readyCount = 0;
    let caseCount = 0;
    for (let index = 0; index < share.products;) {
      const product = products[next++];
      if (!product) throw new Error('not enough OFF products for the demo catalog');
      const mapped = offProductDocument(product, share.owner, `${share.productCodePrefix}${10001 + index}`);
      if (!mapped.ok) {
        skipped.push({ code: mapped.code, reason: mapped.reason });
        continue;
      }
      // One author a day keeps the inserts few (one call per day) while the author filter still finds several.
      const daysAgo = (index * 47) % DEMO_HISTORY_DAYS;
      const base: PlannedItem = {
        gtin: mapped.gtin,
        document: mapped.document,
        author: share.authors[daysAgo % share.authors.length]!,
        daysAgo,
      };
      plan.items.push(base);
      sources.set(base, product);
      index += 1;
      if (missingRequired(base.document).length > 0) continue;
      readyCount += 1;
      if (readyCount % share.caseEvery !== 1 % share.caseEvery) {
        singles.push(base);
        continue;
      }
      // A base unit inside a case is ordered, shipped and invoiced by the case.
      Object.assign(base.document, { Coding1G: 'false', Coding1H: 'false', Coding1I: 'false' });
      const quantity = (mapped.netGrams ?? 0) <= 150 ? 24 : 12;
      const caseDoc = caseDocument(base.document, quantity);
      const caseItem = { ...level(base), gtin: caseDoc.Coding1A as string, document: caseDoc };
      plan.items.push(caseItem);
      plan.links.push({ parent: caseItem.gtin, child: base.gtin, quantity });
      caseCount += 1;
      if (caseCount % share.palletEvery !== 1 % share.palletEvery) continue;
      const pallet = palletDocument(caseItem.document);
      const palletItem = { ...level(base), gtin: pallet.document.Coding1A as string, document: pallet.document };
      plan.items.push(palletItem);
      plan.links.push({ parent: palletItem.gtin, child: caseItem.gtin, quantity: pallet.quantity });
      hierarchies.push([palletItem.gtin, caseItem.gtin, base.gtin]);
    }
    if (share.publish) publishAndDelete(plan, singles, hierarchies);
    addFaults(plan, singles, share.faultsEach);
    // Built last, from the documents as the plan left them (a base unit in a case is not orderable, a fault).
    for (const [item, product] of sources) item.tree = offProductTree(product, item.document);
    return plan;
  });
  return { companies, skipped };
}

function publishAndDelete(plan: CompanyCatalogPlan, singles: readonly PlannedItem[], hierarchies: string[][]) {
  const publish = (gtin: string, subscriber: string, cicStatus: string | null, daysAgo: number) =>
    plan.publications.push({ gtin, subscriber, cicStatus, daysAgo });
  hierarchies.slice(0, 3).forEach((levels, h) => {
    for (const gtin of levels) publish(gtin, 'subscriber', h === 1 ? 'REVIEW' : 'SYNCHRONISED', 10 + h * 9);
  });
  const step = Math.floor(singles.length / 14);
  const chosen = Array.from({ length: 13 }, (_, i) => singles[(i + 1) * step]!);
  chosen.slice(0, 7).forEach((item, i) => publish(item.gtin, 'subscriber', CIC_ANSWERS[i]!, 2 + i * 11));
  chosen.slice(7, 10).forEach((item, i) => publish(item.gtin, 'subscriber-west', 'SYNCHRONISED', 5 + i * 13));
  chosen
    .slice(10)
    .forEach((item, i) => plan.deletions.push({ gtin: item.gtin, daysAgo: Math.min(item.daysAgo, 3 + i * 15) }));
}

/** A date (mm/dd/yyyy) a year earlier. */
const yearBefore = (date: string) => `${date.slice(0, 6)}${Number(date.slice(6)) - 1}`;

function withFault(document: ItemAttributes, fault: DemoFault): void {
  if (fault === 'availability') {
    document.Dates1C = yearBefore(document.Dates1B as string);
  } else if (fault === 'allergen') {
    const allergens = document.Allergen1B as Record<string, string>[];
    document.Allergen1B = [...allergens, { ...allergens[0]! }];
  } else {
    const net = measure(document, 'Measure1F');
    document.Measure1G = { value: decimal(Number(net.value) * 1.25, 2), unit: net.unit };
  }
}

/** Gives `each` single items every fault, from the last single back, skipping those published or deleted. */
function addFaults(plan: CompanyCatalogPlan, singles: readonly PlannedItem[], each: number) {
  const taken = new Set([...plan.publications.map((p) => p.gtin), ...plan.deletions.map((d) => d.gtin)]);
  const free = singles.filter((item) => !taken.has(item.gtin)).reverse();
  for (const fault of DEMO_FAULTS) {
    const fits = (item: PlannedItem) =>
      fault === 'availability'
        ? typeof item.document.Dates1B === 'string'
        : fault === 'allergen'
          ? Array.isArray(item.document.Allergen1B) && item.document.Allergen1B.length > 0
          : isMeasure(item.document.Measure1F);
    for (const item of free.filter(fits).slice(0, each)) {
      withFault(item.document, fault);
      // Changed lately, so the fix screen's default 90 days list every one the home page counts.
      item.daysAgo = Math.min(item.daysAgo, 1 + plan.faults.length * 4);
      plan.faults.push({ gtin: item.gtin, fault });
      free.splice(free.indexOf(item), 1);
    }
  }
}
