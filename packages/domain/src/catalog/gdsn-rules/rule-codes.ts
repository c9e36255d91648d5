import { ATTRIBUTES } from '../attributes.js';

const CODE_BY_GDSN = new Map(
  ATTRIBUTES.flatMap((a) => [[a.gdsn, a.code] as const, ...(a.fields ?? []).map((f) => [f.gdsn, f.code] as const)]),
);

function codeOf(gdsn: string): string {
  const code = CODE_BY_GDSN.get(gdsn);
  if (code === undefined) throw new Error(`No dictionary attribute carries ${gdsn}`);
  return code;
}

/** The dictionary codes the rules read, found by the GDSN 3.1 attribute each carries. */
export const CODES = {
  gtin: codeOf('gtin'),
  targetMarket: codeOf('targetMarketCountryCode'),
  unitDescriptor: codeOf('tradeItemUnitDescriptorCode'),
  isBaseUnit: codeOf('isTradeItemABaseUnit'),
  isOrderableUnit: codeOf('isTradeItemAnOrderableUnit'),
  isDespatchUnit: codeOf('isTradeItemADespatchUnit'),
  isVariableUnit: codeOf('isTradeItemAVariableUnit'),
  brandName: codeOf('brandName'),
  functionalName: codeOf('functionalName'),
  effectiveDate: codeOf('effectiveDateTime'),
  startAvailability: codeOf('startAvailabilityDateTime'),
  endAvailability: codeOf('endAvailabilityDateTime'),
  discontinuedDate: codeOf('discontinuedDateTime'),
  cancelDate: codeOf('cancelDateTime'),
  height: codeOf('height'),
  width: codeOf('width'),
  depth: codeOf('depth'),
  netContent: codeOf('netContent'),
  grossWeight: codeOf('grossWeight'),
  netWeight: codeOf('netWeight'),
  drainedWeight: codeOf('drainedWeight'),
  informationProviderGln: codeOf('informationProvider/gln'),
  informationProviderName: codeOf('informationProvider/partyName'),
  orderingLeadTime: codeOf('orderingLeadTime'),
  lifespanFromArrival: codeOf('minimumTradeItemLifespanFromTimeOfArrival'),
  lifespanFromProduction: codeOf('minimumTradeItemLifespanFromTimeOfProduction'),
  packagingType: codeOf('packagingTypeCode'),
  totalQuantity: codeOf('totalQuantityOfNextLowerLevelTradeItem'),
  minimumTemperature: codeOf('minimumTemperature'),
  maximumTemperature: codeOf('maximumTemperature'),
  temperatureQualifier: codeOf('temperatureQualifierCode'),
  stackingFactor: codeOf('stackingFactor'),
  allergens: codeOf('allergen'),
  allergenType: codeOf('allergenTypeCode'),
  nutrients: codeOf('nutrientDetail'),
  nutrientType: codeOf('nutrientTypeCode'),
  quantityContained: codeOf('quantityContained'),
  nutrientUnit: codeOf('quantityContained/@measurementUnitCode'),
  nutrientPrecision: codeOf('measurementPrecisionCode'),
  dailyValuePercent: codeOf('dailyValueIntakePercent'),
} as const;
