import type { AttributeField } from '@tradepool/domain';
import { moduleNamespace } from '../document/module-namespace.js';

/*
 * Where each attribute of the dictionary sits in a CIN's tradeItem: the one table the CIN writer
 * (cin-builder.ts) follows and the reader (cin-attributes.ts) looks things up by. Adding an attribute to the
 * dictionary means adding its line here; cin-builder.test.ts fails for an attribute without one.
 *
 * A line is the attribute's GDSN name (the dictionary's `gdsn`), then its path: from the tradeItem, or from
 * the module element under tradeItemInformation/extension, to the element holding the value. The lines are
 * in the schemas' element order (TradeItem.xsd, then each module's), which is the order the writer creates
 * elements in; the test validating a CIN with every attribute filled keeps it so.
 *
 * Path steps: `name`, `name[@attribute=value]` (the element carries that attribute: one
 * additionalTradeItemIdentification of several), `name[child=value]` (its first child says which one: a
 * communication channel by its code), and a last `@attribute` when the value is an attribute of the element
 * before it. A group's line names its row element; its fields' paths start at the row.
 */

/** One element of a path, told apart from its siblings of the same name when it has to be. */
export interface PathStep {
  name: string;
  attribute?: readonly [name: string, value: string];
  child?: readonly [name: string, value: string];
}

export interface FieldPlacement {
  gdsn: string;
  /** From the row element; none: the row element itself. */
  steps: readonly PathStep[];
  /** The value is this attribute of the last step's element (or of the row element). */
  attribute?: string;
  /**
   * GS1 requires it wherever its parent element is written; for the tradeItem's own elements that is always
   * (their parents are required too).
   */
  required?: true;
}

export interface Placement extends FieldPlacement {
  /** The module (`allergenInformation`: allergen_information:allergenInformationModule), or the tradeItem's own. */
  module?: string;
  /** The value GS1 requires that the writer puts when the item has none and the parent element is written. */
  fill?: string;
  /** A text that names its language (languageCode): the item's. */
  language?: true;
  /** A boolean written TRUE / FALSE: the element is a NonBinaryLogicEnumeration. */
  nonBinary?: true;
  /** A number the dictionary keeps without unit where GS1 wants a measurement: written in this unit. */
  unit?: string;
  /** The unit's attribute when not measurementUnitCode (or currencyCode for an amount). */
  unitAttribute?: string;
  /**
   * Read also from an element of this name whose distinguishing attribute no other line claims, when none
   * has this line's (a product code sent as BUYER_ASSIGNED when no SUPPLIER_ASSIGNED one is there).
   */
  fallback?: true;
  fields?: readonly FieldPlacement[];
}

/** The dictionary's description language: no element of its own, the languageCode of every `language` text. */
export const LANGUAGE_GDSN = 'languageCode';

/** The writer's language for those texts when the item names none: the dictionary's default. */
export const DEFAULT_LANGUAGE = 'en';

const STEP = /^([A-Za-z][\w]*)(?:\[(@?)(\w+)=([^\]]+)\])?$/;

function parsePath(path: string): Pick<FieldPlacement, 'steps' | 'attribute'> {
  const parts = path === '.' ? [] : path.split('/');
  const last = parts.at(-1);
  const attribute = last?.startsWith('@') ? last.slice(1) : undefined;
  const steps = (attribute ? parts.slice(0, -1) : parts).map((part): PathStep => {
    const match = STEP.exec(part);
    if (!match) throw new Error(`Bad placement path step '${part}' in '${path}'.`);
    const [, name, at, key, value] = match;
    if (!key) return { name: name! };
    return at ? { name: name!, attribute: [key, value!] } : { name: name!, child: [key, value!] };
  });
  return attribute ? { steps, attribute } : { steps };
}

type LineOptions = Omit<Placement, 'gdsn' | 'steps' | 'attribute' | 'module' | 'fields'>;

const line = (gdsn: string, path: string, options: LineOptions = {}): Placement => ({
  gdsn,
  ...parsePath(path),
  ...options,
});

const field = (gdsn: string, path = gdsn, required?: true): FieldPlacement => ({
  gdsn,
  ...parsePath(path),
  ...(required ? { required } : {}),
});

const group = (gdsn: string, path: string, fields: readonly FieldPlacement[]): Placement => ({
  ...line(gdsn, path),
  fields,
});

const inModule = (module: string, lines: readonly Placement[]): Placement[] => lines.map((l) => ({ ...l, module }));

const REQUIRED = { required: true } as const;
const TEXT = { language: true } as const;
const NON_BINARY = { nonBinary: true } as const;
const TEMPERATURE = { unitAttribute: 'temperatureMeasurementUnitCode' } as const;
const ID_TYPE = 'additionalTradeItemIdentificationTypeCode';
const channel = (code: string) =>
  `targetMarketCommunicationChannel/communicationChannel[communicationChannelCode=${code}]/communicationValue`;
const avp = (gdsn: string) => line(gdsn, `avpList/stringAVP[@attributeName=${gdsn}]`);

/**
 * Values a CIN needs that the dictionary does not hold; the writer supplies them (the change time, the next
 * lower level's GTINs and quantities).
 */
export const SUPPLIED_FIELDS: readonly (AttributeField & { fields?: readonly AttributeField[] })[] = [
  { code: 'lastChangeDateTime', label: 'Last Change', gdsn: 'lastChangeDateTime', type: 'text' },
  {
    code: 'childTradeItem',
    label: 'Child Trade Item',
    gdsn: 'childTradeItem',
    type: 'group',
    fields: [
      { code: 'gtin', label: 'Child GTIN', gdsn: 'gtin', type: 'gtin' },
      { code: 'quantity', label: 'Quantity', gdsn: 'quantityOfNextLowerLevelTradeItem', type: 'integer' },
    ],
  },
];

export const CIN_PLACEMENTS: readonly Placement[] = [
  line('gtin', 'gtin', REQUIRED),
  line('additionalTradeItemIdentification', `additionalTradeItemIdentification[@${ID_TYPE}=SUPPLIER_ASSIGNED]`, {
    fallback: true,
  }),
  line('manufacturerPartNumber', `additionalTradeItemIdentification[@${ID_TYPE}=MANUFACTURER_PART_NUMBER]`),
  line('isTradeItemABaseUnit', 'isTradeItemABaseUnit'),
  line('isTradeItemAConsumerUnit', 'isTradeItemAConsumerUnit'),
  line('isTradeItemADespatchUnit', 'isTradeItemADespatchUnit'),
  line('isTradeItemAnInvoiceUnit', 'isTradeItemAnInvoiceUnit'),
  line('isTradeItemAnOrderableUnit', 'isTradeItemAnOrderableUnit'),
  line('tradeItemUnitDescriptorCode', 'tradeItemUnitDescriptorCode'),
  line('brandOwner/gln', 'brandOwner/gln'),
  line('brandOwner/partyName', 'brandOwner/partyName'),
  line('informationProvider/gln', 'informationProviderOfTradeItem/gln', REQUIRED),
  line('informationProvider/partyName', 'informationProviderOfTradeItem/partyName'),
  line('manufacturerOfTradeItem/gln', 'manufacturerOfTradeItem/gln'),
  line('manufacturerOfTradeItem/partyName', 'manufacturerOfTradeItem/partyName'),
  line('gpcCategoryCode', 'gdsnTradeItemClassification/gpcCategoryCode', REQUIRED),
  line('quantityOfChildren', 'nextLowerLevelTradeItemInformation/quantityOfChildren'),
  line(
    'totalQuantityOfNextLowerLevelTradeItem',
    'nextLowerLevelTradeItemInformation/totalQuantityOfNextLowerLevelTradeItem',
  ),
  group('childTradeItem', 'nextLowerLevelTradeItemInformation/childTradeItem', [
    field('gtin', 'gtin', true),
    field('quantityOfNextLowerLevelTradeItem', 'quantityOfNextLowerLevelTradeItem', true),
  ]),
  line('targetMarketCountryCode', 'targetMarket/targetMarketCountryCode', REQUIRED),
  group('tradeItemContactInformation', 'tradeItemContactInformation', [
    field('contactTypeCode', 'contactTypeCode', true),
    field('contactName'),
    field('gln'),
    field('telephone', channel('TELEPHONE')),
    field('email', channel('EMAIL')),
  ]),

  // tradeItemInformation/extension: the modules (any order there), each in its own schema's order.
  ...inModule('allergenInformation', [
    line('allergenStatement', 'allergenRelatedInformation/allergenStatement', TEXT),
    group('allergen', 'allergenRelatedInformation/allergen', [
      field('allergenTypeCode', 'allergenTypeCode', true),
      field('levelOfContainmentCode', 'levelOfContainmentCode', true),
    ]),
  ]),
  ...inModule('certificationInformation', [
    group('certificationInformation', 'certificationInformation', [
      field('certificationAgency'),
      field('certificationStandard'),
      field('certificationValue', 'certification/certificationValue', true),
      field('certificationEffectiveEndDateTime', 'certification/certificationEffectiveEndDateTime'),
    ]),
  ]),
  ...inModule('deliveryPurchasingInformation', [
    line('firstShipDateTime', 'deliveryPurchasingInformation/firstShipDateTime'),
    line('endAvailabilityDateTime', 'deliveryPurchasingInformation/endAvailabilityDateTime'),
    line('orderQuantityMinimum', 'deliveryPurchasingInformation/orderQuantityMinimum'),
    line('orderQuantityMultiple', 'deliveryPurchasingInformation/orderQuantityMultiple'),
    // A factor without a unit in the dictionary; GS1 measures it, and H87 (piece) is its unit of a count.
    line('orderSizingFactor', 'deliveryPurchasingInformation/orderSizingFactor', { unit: 'H87' }),
    line('startAvailabilityDateTime', 'deliveryPurchasingInformation/startAvailabilityDateTime'),
    line(
      'isNonSoldTradeItemReturnable',
      'deliveryPurchasingInformation/orderableReturnableInformation/isNonSoldTradeItemReturnable',
    ),
    // The dictionary counts the lead time in days.
    line('orderingLeadTime', 'deliveryPurchasingInformation/distributionDetails/orderingLeadTime', { unit: 'DAY' }),
  ]),
  ...inModule('dietInformation', [
    group('dietTypeInformation', 'dietInformation/dietTypeInformation', [field('dietTypeCode', 'dietTypeCode', true)]),
  ]),
  ...inModule('foodAndBeveragePreparationServing', [
    line('numberOfServingsPerPackage', 'servingQuantityInformation/numberOfServingsPerPackage'),
    line('preparationInstructions', 'preparationServing/preparationInstructions', TEXT),
  ]),
  ...inModule('marketingInformation', [
    line('tradeItemMarketingMessage', 'marketingInformation/tradeItemMarketingMessage', TEXT),
    line('isTradeItemSeasonal', 'marketingInformation/season/isTradeItemSeasonal', NON_BINARY),
  ]),
  ...inModule('nutritionalInformation', [
    // A nutrient header states its preparation state; unprepared is what a label's panel describes.
    line('preparationStateCode', 'nutrientHeader/preparationStateCode', { required: true, fill: 'UNPREPARED' }),
    line('nutrientBasisQuantity', 'nutrientHeader/nutrientBasisQuantity'),
    line('servingSize', 'nutrientHeader/servingSize'),
    group('nutrientDetail', 'nutrientHeader/nutrientDetail', [
      field('nutrientTypeCode', 'nutrientTypeCode', true),
      field('dailyValueIntakePercent'),
      field('measurementPrecisionCode'),
      field('quantityContained'),
      field('quantityContained/@measurementUnitCode', 'quantityContained/@measurementUnitCode', true),
    ]),
  ]),
  ...inModule('packagingInformation', [
    line('packagingTypeCode', 'packaging/packagingTypeCode'),
    line('packagingMaterialTypeCode', 'packaging/packagingMaterial/packagingMaterialTypeCode'),
  ]),
  ...inModule('packagingMarking', [
    line('isPackagingMarkedReturnable', 'packagingMarking/isPackagingMarkedReturnable'),
  ]),
  ...inModule('placeOfItemActivity', [
    line('countryOfOriginCode', 'placeOfProductActivity/countryOfOrigin/countryCode'),
  ]),
  ...inModule('referencedFileDetailInformation', [
    group('referencedFileHeader', 'referencedFileHeader', [
      field('referencedFileTypeCode', 'referencedFileTypeCode', true),
      field('fileName'),
      field('uniformResourceIdentifier'),
    ]),
  ]),
  ...inModule('regulatedTradeItem', [
    line('regulationTypeCode', 'regulatoryInformation/regulationTypeCode'),
    line('isTradeItemRegulationCompliant', 'regulatoryInformation/isTradeItemRegulationCompliant', NON_BINARY),
    line('permitIdentification', 'regulatoryInformation/permitIdentification/regulatoryPermitIdentification'),
  ]),
  ...inModule('salesInformation', [
    // The list price is the catalogue price; both are TradeItemPriceType, told apart by their parent.
    line('tradeItemPrice', 'tradeItemPriceInformation/cataloguePrice/tradeItemPrice'),
    line('suggestedRetailPrice', 'tradeItemPriceInformation/suggestedRetailPrice/tradeItemPrice'),
  ]),
  ...inModule('tradeItemDescription', [
    line('additionalTradeItemDescription', 'tradeItemDescriptionInformation/additionalTradeItemDescription', TEXT),
    line('descriptionShort', 'tradeItemDescriptionInformation/descriptionShort', TEXT),
    line('functionalName', 'tradeItemDescriptionInformation/functionalName', TEXT),
    line('invoiceName', 'tradeItemDescriptionInformation/invoiceName', TEXT),
    line('tradeItemDescription', 'tradeItemDescriptionInformation/tradeItemDescription', TEXT),
    line('variantDescription', 'tradeItemDescriptionInformation/variantDescription', TEXT),
    line('brandName', 'tradeItemDescriptionInformation/brandNameInformation/brandName', REQUIRED),
    line('subBrand', 'tradeItemDescriptionInformation/brandNameInformation/subBrand'),
  ]),
  ...inModule('tradeItemHandling', [
    line('handlingInstructionsCodeReference', 'tradeItemHandlingInformation/handlingInstructionsCodeReference'),
    line('stackingFactor', 'tradeItemHandlingInformation/tradeItemStacking/stackingFactor'),
  ]),
  ...inModule('tradeItemHierarchy', [
    line('quantityOfLayersPerPallet', 'tradeItemHierarchy/quantityOfLayersPerPallet'),
    line('quantityOfTradeItemsPerPalletLayer', 'tradeItemHierarchy/quantityOfTradeItemsPerPalletLayer'),
  ]),
  ...inModule('tradeItemLifespan', [
    line('minimumTradeItemLifespanFromTimeOfArrival', 'tradeItemLifespan/minimumTradeItemLifespanFromTimeOfArrival'),
    line(
      'minimumTradeItemLifespanFromTimeOfProduction',
      'tradeItemLifespan/minimumTradeItemLifespanFromTimeOfProduction',
    ),
  ]),
  ...inModule('tradeItemMeasurements', [
    line('depth', 'tradeItemMeasurements/depth'),
    line('diameter', 'tradeItemMeasurements/diameter'),
    line('height', 'tradeItemMeasurements/height'),
    line('netContent', 'tradeItemMeasurements/netContent'),
    line('width', 'tradeItemMeasurements/width'),
    line('drainedWeight', 'tradeItemMeasurements/tradeItemWeight/drainedWeight'),
    line('grossWeight', 'tradeItemMeasurements/tradeItemWeight/grossWeight'),
    line('netWeight', 'tradeItemMeasurements/tradeItemWeight/netWeight'),
  ]),
  ...inModule('tradeItemTemperatureInformation', [
    line('maximumTemperature', 'tradeItemTemperatureInformation/maximumTemperature', TEMPERATURE),
    line('minimumTemperature', 'tradeItemTemperatureInformation/minimumTemperature', TEMPERATURE),
    line('temperatureQualifierCode', 'tradeItemTemperatureInformation/temperatureQualifierCode'),
  ]),
  ...inModule('variableTradeItemInformation', [
    line('isTradeItemAVariableUnit', 'variableTradeItemInformation/isTradeItemAVariableUnit'),
  ]),

  line('lastChangeDateTime', 'tradeItemSynchronisationDates/lastChangeDateTime', REQUIRED),
  // The dictionary's cancel date is the trade item's cancelledDateTime.
  line('cancelDateTime', 'tradeItemSynchronisationDates/cancelledDateTime'),
  line('discontinuedDateTime', 'tradeItemSynchronisationDates/discontinuedDateTime'),
  line('effectiveDateTime', 'tradeItemSynchronisationDates/effectiveDateTime'),
  // Attributes GDSN has no element for travel as attribute/value pairs named by their dictionary name.
  avp('alternateItemIdentificationId'),
  avp('omsItemCode'),
  avp('omsUnitOfMeasure'),
  avp('omsPackSize'),
  group('avpList', 'avpList/stringAVP', [field('attributeName', '@attributeName'), field('value', '.')]),
];

const BY_GDSN = new Map(CIN_PLACEMENTS.map((p) => [p.gdsn, p]));

export const placementOf = (gdsn: string): Placement | undefined => BY_GDSN.get(gdsn);

/** The attribute names the dictionary's own attributes take in the tradeItem's avpList. */
export const PLACED_AVP_NAMES: ReadonlySet<string> = new Set(
  CIN_PLACEMENTS.flatMap((p) => (p.steps.at(-1)?.name === 'stringAVP' && p.steps.at(-1)?.attribute ? [p.gdsn] : [])),
);

/** The distinguishing values other lines claim for an element name (for a `fallback` line's reading). */
export function claimedValues(placement: Placement): ReadonlySet<string> {
  const leaf = placement.steps.at(-1)?.name;
  return new Set(
    CIN_PLACEMENTS.flatMap((p) =>
      p !== placement && p.steps.at(-1)?.name === leaf && p.steps.at(-1)?.attribute
        ? [p.steps.at(-1)!.attribute![1]]
        : [],
    ),
  );
}

const MODULE_ELEMENTS = new Map<string, { name: string; prefix: string; namespace: string }>();

/**
 * The module element's qualified name and namespace: `allergenInformation` → allergen_information:…Module.
 * Asked for every module value of every CIN written, so each module's is worked out once.
 */
export function moduleElement(module: string): { name: string; prefix: string; namespace: string } {
  let element = MODULE_ELEMENTS.get(module);
  if (!element) {
    const { prefix, namespace } = moduleNamespace(`${module}Module`);
    element = { name: `${prefix}:${module}Module`, prefix, namespace };
    MODULE_ELEMENTS.set(module, element);
  }
  return element;
}
