import { missingRequired, type GdsnElement } from '@tradepool/domain';
import { describe, expect, it } from 'vitest';
import { treeFailures } from '../../features/catalog/service.js';
import { sectionValues } from '../../gdsn/document/section-view.js';
import { buildCin, type CinTradeItemNode } from '../../gdsn/messages/cin-builder.js';
import { validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { demoCatalogPlan, type PlannedItem } from './demo-catalog.js';
import { countryOfOrigin } from './off-countries.js';
import { offProductDocument } from './off-product-document.js';
import { offProductTree } from './off-product-tree.js';
import { offProducts, type OffProduct } from './off-products.js';
import { DEMO_CATALOG_SHARES } from './seed-demo-catalog.js';

const plan = demoCatalogPlan(offProducts(), DEMO_CATALOG_SHARES);
const items = plan.companies.flatMap((c) => c.items);
const owner = { gln: '0761305000019', name: 'Northwind Foods' };

const product = (code: string) => offProducts().find((p) => p.code === code)!;

function treeOf(off: OffProduct): GdsnElement {
  const mapped = offProductDocument(off, owner, 'NW-1');
  if (!mapped.ok) throw new Error(`${off.code} maps`);
  return offProductTree(off, mapped.document);
}

/** The tree's values as `path = value` lines, a step indexed only among siblings of its name. */
function lines(element: GdsnElement, path = ''): string[] {
  const at = (step: string) => (path ? `${path}/${step}` : step);
  const out = Object.entries(element.attributes ?? {}).map(([name, value]) => `${at(`@${name}`)} = ${value}`);
  if (element.value !== undefined) out.push(`${path} = ${element.value}`);
  const children = element.children ?? [];
  const seen = new Map<string, number>();
  for (const child of children) {
    const index = (seen.get(child.name) ?? 0) + 1;
    seen.set(child.name, index);
    const many = children.filter((c) => c.name === child.name).length > 1;
    out.push(...lines(child, at(many ? `${child.name}[${index}]` : child.name)));
  }
  return out;
}

const MODULES = 'tradeItemInformation/extension';

describe("an Open Food Facts product's whole tradeItem", () => {
  it('holds its ingredients, allergens, nutrients per 100 g with their units, net content and GPC brick', () => {
    const lindt = lines(treeOf(product('0009542013899')));
    expect(lindt).toEqual(
      expect.arrayContaining([
        'gdsnTradeItemClassification/gpcCategoryCode = 10000045',
        'gdsnTradeItemClassification/gpcCategoryName = Chocolate and Chocolate/Sugar Candy Combinations – Confectionery',
        `${MODULES}/foodAndBeverageIngredientModule/ingredientStatement/@languageCode = en`,
        `${MODULES}/foodAndBeverageIngredientModule/ingredientStatement = Sugar, cocoa butter, milk, chocolate, lactose, skim milk, soya lecithin (emulsifier), barley malt powder, artificial flavor.`,
        `${MODULES}/allergenInformationModule/allergenRelatedInformation/allergen[1]/allergenTypeCode = AM`,
        `${MODULES}/allergenInformationModule/allergenRelatedInformation/allergen[1]/levelOfContainmentCode = CONTAINS`,
        `${MODULES}/nutritionalInformationModule/nutrientHeader/preparationStateCode = UNPREPARED`,
        `${MODULES}/nutritionalInformationModule/nutrientHeader/nutrientBasisQuantity = 100`,
        `${MODULES}/nutritionalInformationModule/nutrientHeader/nutrientBasisQuantity/@measurementUnitCode = GRM`,
        // Energy once, in kilojoules and kilocalories.
        `${MODULES}/nutritionalInformationModule/nutrientHeader/nutrientDetail[1]/nutrientTypeCode = ENER-`,
        `${MODULES}/nutritionalInformationModule/nutrientHeader/nutrientDetail[1]/quantityContained[1] = 2406`,
        `${MODULES}/nutritionalInformationModule/nutrientHeader/nutrientDetail[1]/quantityContained[1]/@measurementUnitCode = KJO`,
        `${MODULES}/nutritionalInformationModule/nutrientHeader/nutrientDetail[1]/quantityContained[2] = 575`,
        `${MODULES}/nutritionalInformationModule/nutrientHeader/nutrientDetail[1]/quantityContained[2]/@measurementUnitCode = E14`,
        `${MODULES}/nutritionalInformationModule/nutrientHeader/nutrientDetail[2]/nutrientTypeCode = FAT`,
        `${MODULES}/nutritionalInformationModule/nutrientHeader/nutrientDetail[2]/quantityContained = 37.5`,
        `${MODULES}/nutritionalInformationModule/nutrientHeader/nutrientDetail[2]/quantityContained/@measurementUnitCode = GRM`,
        `${MODULES}/tradeItemMeasurementsModule/tradeItemMeasurements/netContent/@measurementUnitCode = GRM`,
      ]),
    );
    // The classification's name after its code, the ingredient module among the others: the schema's order.
    const classification = treeOf(product('0009542013899')).children!.find(
      (c) => c.name === 'gdsnTradeItemClassification',
    )!;
    expect(classification.children!.map((c) => c.name)).toEqual(['gpcCategoryCode', 'gpcCategoryName']);
  });

  it('states a drink per 100 ml, a French product in French, and where it was made', () => {
    const smoothie = lines(treeOf(product('00011839')));
    expect(smoothie).toContain(
      `${MODULES}/nutritionalInformationModule/nutrientHeader/nutrientBasisQuantity/@measurementUnitCode = MLT`,
    );
    expect(smoothie).toContain(`${MODULES}/foodAndBeverageIngredientModule/ingredientStatement/@languageCode = fr`);
    const cookies = lines(treeOf(product('00011686')));
    expect(cookies).toContain(
      `${MODULES}/placeOfItemActivityModule/placeOfProductActivity/countryOfOrigin/countryCode = 826`,
    );
  });

  it('knows where a product was made from its manufacturing places or a "made in" label, never from two', () => {
    const base = product('0009542013899');
    expect(countryOfOrigin({ ...base, manufacturing_places: 'Mount Olive,North Carolina,Estados Unidos' })).toBe('840');
    expect(countryOfOrigin({ ...base, labels_tags: ['en:organic', 'en:made-in-france'] })).toBe('250');
    expect(countryOfOrigin({ ...base, manufacturing_places: 'Pays-Bas,Netherlands' })).toBe('528');
    expect(countryOfOrigin({ ...base, manufacturing_places: 'Italie', labels_tags: ['en:made-in-france'] })).toBeNull();
    expect(countryOfOrigin(base)).toBeNull();
  });

  it('takes the ingredients in every language OFF has, and the front image as a referenced file', () => {
    const off = {
      ...product('0009542013899'),
      ingredients_text_fr: 'Sucre, beurre de cacao, lait.',
      ingredients_text_xx: 'not a language',
      image_front_url: 'https://images.openfoodfacts.org/images/products/000/954/201/3899/front_en.3.400.jpg',
    };
    const tree = lines(treeOf(off));
    const statements = tree.filter((line) => line.includes('ingredientStatement'));
    expect(statements).toEqual([
      `${MODULES}/foodAndBeverageIngredientModule/ingredientStatement[1]/@languageCode = en`,
      `${MODULES}/foodAndBeverageIngredientModule/ingredientStatement[1] = ${off.ingredients_text}`,
      `${MODULES}/foodAndBeverageIngredientModule/ingredientStatement[2]/@languageCode = fr`,
      `${MODULES}/foodAndBeverageIngredientModule/ingredientStatement[2] = Sucre, beurre de cacao, lait.`,
    ]);
    const files = `${MODULES}/referencedFileDetailInformationModule/referencedFileHeader[2]`;
    expect(tree).toEqual(
      expect.arrayContaining([
        `${files}/referencedFileTypeCode = PRODUCT_IMAGE`,
        `${files}/uniformResourceIdentifier = ${off.image_front_url}`,
        `${files}/fileName = front_en.3.400.jpg`,
      ]),
    );
  });
});

describe("the demo catalog's trees", () => {
  const withTrees = items.filter((i): i is PlannedItem & { tree: GdsnElement } => i.tree !== undefined);

  it('are the base units: each shows its document as its sections, and GS1 finds nothing wrong with the rest', () => {
    expect(withTrees.map((i) => i.document.Coding1AD)).toEqual(
      items.filter((i) => i.document.Coding1AD === 'BASE_UNIT_OR_EACH').map(() => 'BASE_UNIT_OR_EACH'),
    );
    const statements = withTrees.filter((i) => JSON.stringify(i.tree).includes('"ingredientStatement"'));
    expect(statements.length).toBeGreaterThan(500);
    for (const item of withTrees) {
      expect(sectionValues(item.tree), item.gtin).toEqual(item.document);
      expect(treeFailures(item.tree), item.gtin).toEqual([]);
    }
  });

  it('are sent as CINs the XSD accepts: hierarchies and single items', async () => {
    const company = plan.companies[0]!;
    const byGtin = new Map(company.items.map((i) => [i.gtin, i]));
    const node = (gtin: string): CinTradeItemNode => {
      const item = byGtin.get(gtin)!;
      return {
        attributes: item.document,
        ...(item.tree ? { tree: item.tree } : {}),
        children: company.links
          .filter((l) => l.parent === gtin)
          .map((l) => ({ quantity: l.quantity, node: node(l.child) })),
      };
    };
    const children = new Set(company.links.map((l) => l.child));
    const tops = company.items.filter((i) => !children.has(i.gtin) && missingRequired(i.document).length === 0);
    const sample = [
      ...tops.filter((i) => i.document.Coding1AD === 'PALLET').slice(0, 3),
      ...tops.filter((i) => i.tree).filter((_, i) => i % 10 === 0),
    ];
    expect(sample.length).toBeGreaterThan(20);
    const xml = buildCin({
      instanceId: 'CIN-DEMO',
      senderGln: '0614141000012',
      receiverGln: '0843912000016',
      createdAt: new Date('2026-01-15T10:00:00.000Z'),
      transactions: sample.map((item, i) => ({
        entityId: String(i + 1),
        command: 'ADD',
        isReload: false,
        dataRecipientGln: '0843912000016',
        sourceDataPool: '0614141000012',
        root: node(item.gtin),
      })),
    });
    expect(xml).toContain('ingredientStatement languageCode=');
    expect(await validateAgainstXsd(xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });
  });
});
