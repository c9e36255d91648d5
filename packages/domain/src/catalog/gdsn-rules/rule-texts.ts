import { HIERARCHY_RULE_TEXTS } from '../hierarchy-rules.js';

/**
 * The GDSN validation rules Tradepool implements: each rule's structured rule and its error message, verbatim
 * (double spaces, trailing spaces and typos included). Messages with placeholders (`<start date attribute>`,
 * `{insert_attribute_name}`, `<combined weight>` …) are templates the rule fills in.
 * Rules 96, 98, 201 and 202 keep their error message in hierarchy-rules.ts, which enforces them.
 *
 * NOTICE: source: GS1 GDSN validation rules (GS1 AISBL), via /work/shared
 * (reference/codelists/gdsn-validation-rules.json).
 */
export const RULE_TEXTS = {
  2: {
    structuredRule: 'If cancelDateTime is not empty then value must be greater than or equal to current date.',
    errorMessage: "cancelDateTime must be equal to or larger than Today's Date.",
  },
  96: {
    structuredRule:
      "If tradeItemUnitDescriptor is equal to 'BASE_UNIT_OR_EACH' then ChildTradeItem/gtin must be empty.",
    errorMessage: HIERARCHY_RULE_TEXTS[96],
  },
  98: {
    structuredRule:
      "If specialItemCode does not equal 'DYNAMIC_ASSORTMENT' and parent trade item netWeight and child trade item netWeight are used then parent netWeight shall  be greater than or equal to the sum of (netweight multiplied by quantityOfNextLowerLevelTradeItem) of each child item.",
    errorMessage: HIERARCHY_RULE_TEXTS[98],
  },
  107: {
    structuredRule: 'If discontinuedDateTime is used then cancelDateTime shall be empty.',
    errorMessage:
      'The discontinuedDateTime and the cancelDateTime were both set for the same item  or the CatalogueItem and TradeItem discontinuedDatesTime and cancelDateTime were not the same.',
  },
  201: {
    structuredRule:
      'If grossWeight is not empty and netWeight is not empty then grossWeight must be greater than or equal to netWeight.',
    errorMessage: HIERARCHY_RULE_TEXTS[201],
  },
  202: {
    structuredRule:
      "If specialItemCode does not equal 'DYNAMIC_ASSORTMENT' then the sum of all quantityofNextLowerLevelTradeItem shall equal totalQuantityOfNextLowerLevelTradeItem.",
    errorMessage: HIERARCHY_RULE_TEXTS[202],
  },
  204: {
    structuredRule:
      "If isTradeItemADespatchUnit equals 'true' then tradeItemWeight/grossWeight SHALL be greater than 0.",
    errorMessage:
      "Gross Weight (tradeItemWeight/grossWeight) must not be empty and must have a value greater than zero when Shipping Unit Indicator (isTradeItemADespatchUnit) equals 'true'.\n\nGross weight (tradeItemWeight/grossWeight) must be used and have a value greater than zero when Shipping Unit Indicator (isTradeItemADespatchUnit ) equals ‘true’. ",
  },
  300: {
    structuredRule:
      'EntityIdentification/PartyIdentification/gln shall equal dataSource, contentOwner and informationProvider and shall be the same for all levels of trade item hierarchy.',
    errorMessage:
      'Value for contentOwner shall be the GLN of the dataSource and informationProvider and shall be consistent in all levels of the item hierarchy within the message',
  },
  314: {
    structuredRule:
      'If minimumTradeItemLifespanFromTimeOfProduction is not empty and minimumTradeItemLifespanFromTimeOfArrival is not empty then minimumTradeItemLifespanFromTimeOfProduction must be greater than or equal to minimumTradeItemLifespanFromTimeOfArrival.',
    errorMessage:
      'minimumTradeItemLifespanFromTimeOfProduction must be greater than or equal to minimumTradeItemLifespanFromTimeOfArrival.',
  },
  341: {
    structuredRule:
      'If a start dateTime and its corresponding end dateTime are not empty then the start date SHALL be less than or equal to corresponding end date.\n\nIf a start dateTime and its corresponding end dateTime are not empty then the start date must be less than or equal to corresponding end date.',
    errorMessage:
      'Dates in <start date attribute> and <end date attribute> are not consistent. The end date <end date value> cannot be earlier than the start date <start date value>.\n\nStart dates cannot occur after their corresponding end dates if both dates are populated',
  },
  362: {
    structuredRule:
      'If a minimum and corresponding maximum are not empty then the minimum SHALL be less than or equal to the corresponding maximum.\n\nIf a minimum and corresponding maximum are not empty then the minimum must be less than or equal to the corresponding maximum.',
    errorMessage:
      'Values in <minimum attribute> and <maximum attribute> are not consistent. The maximum <maximum value> cannot be smaller than the minimum value <minimum value>.\n\nMinimums cannot be greater than their corresponding maximums: AttributeException/attributeName',
  },
  382: {
    structuredRule: "If ChildTradeItem/gtin is empty then attribute isTradeItemABaseUnit must be equal to 'true'.",
    errorMessage: 'If the item does not have a child item, the value of isTradeItemABaseUnit must be true.',
  },
  383: {
    structuredRule: "If ChildTradeItem/gtin is not empty then attribute isTradeItemABaseUnit must be equal to 'false'.",
    errorMessage: 'If the trade item has a child item the value of isTradeItemABaseUnit must be false.',
  },
  447: {
    structuredRule: 'If attribute datatype is equal to gtin then it must have a valid check digit.',
    errorMessage: 'This GTIN has an incorrect check digit.  ',
  },
  448: {
    structuredRule: 'If attribute datatype equals gln then it must be a 13 digit number and have a valid check digit.',
    errorMessage: 'This GLN has an incorrect check digit and or has incorrect length and values.',
  },
  454: {
    structuredRule: 'ChildTradeItem/gtin must not equal TradeItem/gtin',
    errorMessage: 'The  GTIN cannot be a child of itself.',
  },
  455: {
    structuredRule: 'TradeItem/gtin must not equal parent Trade Item TradeItem/gtin.',
    errorMessage: 'A GTIN cannot be repeated under the same parent. ',
  },
  471: {
    structuredRule:
      'If data type is equal to  gtin then attribute value must be a  valid GTIN-8, GTIN-12, GTIN-13 or GTIN-14 number.',
    errorMessage:
      'If data type is equal to  gtin then attribute value must be a  valid GTIN-8, GTIN-12, GTIN-13 or GTIN-14 number.',
  },
  475: {
    structuredRule:
      "targetMarketCountryCode and (targetMarketSubdivisionCode if not empty) must be consistent across item hierarchy.  Example: If parent item targetmarketCountryCode is equal to '840' then child item cannot have a targetMarketCountryCode equal to '340'.",
    errorMessage:
      'The Target Market Country Code and targetMarketSubdivisionCode when populated, \u00a0will be consistent for all GTINs within a given hierarchy',
  },
  510: {
    structuredRule:
      "If isTradeItemNonPhysical equals 'false' or is not used then tradeItemMeasurements/depth SHALL be greater than 0.\n\nIf isTradeItemNonPhysical does not equal 'TRUE' then there must be exactly one instance of TradeItemMeasurements/depth greater than 0.",
    errorMessage:
      "Depth/Length (tradeItemMeasurements/depth) must not be empty and must have a value greater than zero for physical items, i.e., if isTradeItemNonphysical equals 'false' or is not used. Use an average value for variable measure items.\n\nFor items that are  physical,  depth must be provided and value must be greater than zero (use an average for variable measure items)",
  },
  511: {
    structuredRule:
      "If isTradeItemNonPhysical equals 'false' or is not used then tradeItemMeasurements/height SHALL be greater than 0.\n\nIf isTradeItemNonPhysical does not equal 'TRUE' then there must be exactly one instance of TradeItemMeasurements/height greater than 0.",
    errorMessage:
      "Height (tradeItemMeasurements/height) must not be empty and must have a value greater than zero for physical items, i.e., if isTradeItemNonphysical equals 'false' or is not used. Use an average value for variable measure items.\n\nFor items that are  physical,  height must be provided and value must be greater than zero (use an average for variable measure items)",
  },
  512: {
    structuredRule:
      "If isTradeItemNonPhysical equals 'false' or is not used then tradeItemMeasurements/width SHALL be greater than 0.\n\nIf isTradeItemNonPhysical does not equal 'TRUE' then there must be exactly one instance of TradeItemMeasurements/width greater than 0.",
    errorMessage:
      "Width (tradeItemMeasurements/width) must not be empty and must have a value greater than zero for physical items, i.e., if isTradeItemNonphysical equals 'false' or is not used. Use an average value for variable measure items.\n\nFor items that are  physical, width must be provided and value must be greater than zero  (use an average for variable measure items)",
  },
  515: {
    structuredRule: 'If  grossWeight is not empty then value shall be greater than or equal to 0.',
    errorMessage: 'Negative values are not allowed for Gross Weight',
  },
  516: {
    structuredRule: 'If netWeight is not empty then value must be greater than 0.',
    errorMessage: 'Zero or negative values are not allowed for Net Weight where Net Weight is Provided',
  },
  526: {
    structuredRule: 'If orderingLeadTime is not empty, then value must be greater than 0.',
    errorMessage: 'If provided, Ordering Lead Time must be greater than zero',
  },
  536: {
    structuredRule: 'If minimumTradeItemLifespanFromTimeOfArrival is not empty then value must be greater than 0.',
    errorMessage: 'If populated, minimumTradeItemLifespanFromTimeOfArrival must be greater than zero.',
  },
  537: {
    structuredRule: 'If minimumTradeItemLifespanFromTimeOfProduction is not empty then value must be greater than 0.',
    errorMessage: 'If populated, minimumTradeItemLifespanFromTimeOfProduction must be greater than zero.',
  },
  539: {
    structuredRule:
      'If grossWeight is used and netContent/measurementUnitCode is a weight then grossWeight shall be greater than or equal to netContent.',
    errorMessage:
      'Value in grossWeight shall be greater than or equal to value in netContent if this is given as weight. Allowance shall be made for different units of measure.',
  },
  541: {
    structuredRule:
      'If the datatype of an attribute references a code list managed by an external agency, then only values in this list shall be used.',
    errorMessage:
      '{insert_attribute_name} contains an invalid value. Used code {insert_incorrect_value} is not included in the relevant external code list”.',
  },
  542: {
    structuredRule:
      'If code list agency for a code attribute represents GS1 then only valid GS1 managed code list can be used.',
    errorMessage:
      '{insert_attribute_name} contains an invalid value. Used code {insert_incorrect_value} is not included in the relevant GS1 code list”.',
  },
  549: {
    structuredRule:
      "If isTradeItemNonphysical equals 'false' or is not used then tradeItemWeight/grossWeight SHALL be greater than 0.\n\nIf isTradeItemNonphysical  does not equal 'true' then grossWeight shall not be empty.",
    errorMessage:
      "Gross Weight (tradeItemWeight/grossWeight) must not be empty and must have a value greater than zero for physical items, i.e., if isTradeItemNonphysical equals 'false' or is not used.\n\ngrossWeight shall be included at all levels where isTradeItemNonphysical does not equal 'true'.",
  },
  550: {
    structuredRule:
      "If specialItemCode does not equal 'DYNAMIC_ASSORTMENT' and grossWeight is used, then grossWeight SHALL be greater than 0.96 multiplied by the ((Parent trade Item packagingWeight if used) + (Sum of (Parent trade item quantityOfNextLowerLevelTradeItem multiplied by Child GTIN grossWeight))).",
    errorMessage:
      "The GTIN's Gross Weight (grossWeight) shall be greater than 96% of the sum of the GTIN's Packaging Weight (packagingWeight) and the Gross Weight (grossWeight) of all its next lower-level child items. \nCombined calculated weight of GTIN's Packaging Weight with its next lower-level items is currently: <combined weight>.\n\nGross Weight (grossWeight) of the GTIN MUST BE greater than 96% of the sum of that\u00a0GTIN’s packagingWeight if available, plus the sum of the Gross Weight (grossWeight) of all next lower-level child items. \nNOTE: This allowance of 4% in the sum, is due to some configurations where part of the packaging of child items is removed, such as in displays.",
  },
  554: {
    structuredRule:
      "If tradeItemUnitDescriptorCode is equal to 'TRANSPORT_LOAD'  and parent item exists then parent item tradeItemUnitDescriptorCode must equal 'TRANSPORT_LOAD'.",
    errorMessage:
      "If tradeItemUnitDescriptorCode is 'TRANSPORT_LOAD', and the item has a parent, then the tradeItemUnitDescriptorCode of the parent item can only be 'TRANSPORT_LOAD'.",
  },
  555: {
    structuredRule:
      "If tradeItemUnitDescriptorCode is equal to 'PALLET' and parent item exists then parent item tradeItemUnitDescriptorCode must equal 'TRANSPORT_LOAD' or 'PALLET'.",
    errorMessage:
      "If tradeItemUnitDescriptorCode is 'PALLET', and the item has a parent, then the tradeItemUnitDescriptorCode of the parent item can only be 'TRANSPORT_LOAD' or 'PALLET'.",
  },
  557: {
    structuredRule:
      "If tradeItemUnitDescriptorCode is equal to 'PALLET' then child item tradeItemUnitDescriptorCode must not equal 'TRANSPORT_LOAD' .",
    errorMessage:
      "If tradeItemUnitDescriptor is 'PALLET', and the item has a children, then the tradeItemUnitDescriptorCode of the children can never be 'TRANSPORT_LOAD'.",
  },
  558: {
    structuredRule:
      "If tradeItemUnitDescriptorCode is equal to 'CASE' then parent item tradeItemUnitDescriptorCode must not equal 'BASE_UNIT_OR_EACH' or 'PACK_OR_INNERPACK'.",
    errorMessage:
      "If tradeItemUnitDescriptor is 'CASE', and the item has a parent, then the tradeItemUnitDescriptorCode of the parent item can never be 'BASE_UNIT_OR_EACH' or 'PACK_OR_INNER_PACK.'",
  },
  559: {
    structuredRule:
      "If tradeItemUnitDescriptorCode is equal to 'CASE' then child item tradeItemUnitDescriptorCode must not equal 'TRANSPORT_LOAD', 'MIXED_MODULE' or ' PALLET'.",
    errorMessage:
      "f tradeItemUnitDescriptor is 'CASE' and the item has a children, then the tradeItemUnitDescriptorCode of the children can never be 'TRANSPORT_LOAD', 'MIXED_MODULE' or 'PALLET'.",
  },
  560: {
    structuredRule:
      "If tradeItemUnitDescriptorCode is equal to 'PACK_OR_INNERPACK' then parent item tradeItemUnitDescriptorCode must not equal 'BASE_UNIT_OR_EACH'.",
    errorMessage:
      "If tradeItemUnitDescriptor is 'PACK_OR_INNERPACK' and the item has a parent, then the tradeItemUnitDescriptorCode of the parent item can never be 'BASE_UNIT_OR_EACH'.",
  },
  561: {
    structuredRule:
      "If tradeItemUnitDescriptorCode is equal to 'PACK_OR_INNERPACK' then child item tradeItemUnitDescriptorCode must not equal 'TRANSPORT_LOAD', 'PALLET', 'MIXED_MODULE', 'DISPLAY_SHIPPER' or 'CASE'.",
    errorMessage:
      " If tradeItemUnitDescriptor is 'PACK_OR_INNERPACK', and the item has (a) child(ren), then the tradeItemUnitDescriptorCode of the children can never be 'TRANSPORT_LOAD', 'PALLET', 'MIXED_MODULE', 'DISPLAY_SHIPPER' or 'CASE'.",
  },
  616: {
    structuredRule:
      'if drainedWeight and netWeight are not empty then drainedWeight must be less than or equal to netWeight.',
    errorMessage:
      'If the net drained weight is populated (drainedWeight) the net weight must be less than or equal to its net weight (netWeight).',
  },
  617: {
    structuredRule:
      "If childTradeItem/tradeItemIdentification is used then quantityOfNextLowerLevelTradeItem shall be greater than '0'.",
    errorMessage:
      'If a trade item has a child trade item   (childTradeItem/tradeItemIdentification), the amount associated with this child (childTradeItem/tradeItemIdentification) shall be informed and be greater than 0.',
  },
  635: {
    structuredRule: 'discontinuedDateTime shall not be older than effectiveDateTime minus six months.',
    errorMessage:
      'discontinuedDateTime shall not be older than effectiveDateTime minus six months.\nE.g. effectiveDatetime = 1 December 2016, then  discontinuedDateTime = 15 May 2016 fails, 1 June 2016 passes.',
  },
  1000: {
    structuredRule: 'There shall be one instance of TradeItem/informationProviderOfTradeItem/gln.',
    errorMessage: 'GLN for informationProvider is missing.',
  },
  1001: {
    structuredRule: 'TradeItem/informationProviderOfTradeItem/partyName shall be used.',
    errorMessage: 'The name of the information provider shall be populated.',
  },
  1004: {
    structuredRule: 'startAvailabilityDateTime must not be empty.',
    errorMessage: 'The startAvailabilityDateTime must be populated for the trade item.',
  },
  1010: {
    structuredRule: 'isTradeItemADespatchUnit must not be empty.',
    errorMessage: 'isTradeItemADespatchUnit must be populated for the trade item.',
  },
  1012: {
    structuredRule: 'isTradeItemAnOrderableUnit must not be empty.',
    errorMessage: 'isTradeItemAnOrderableUnit must be populated for the trade item.',
  },
  1013: {
    structuredRule: 'isTradeItemAVariableUnit SHALL be used.',
    errorMessage:
      'Variable Measure Indicator (isTradeItemAVariableUnit) must not be empty.\n\nisTradeItemAVariableUnit shall not be empty for the trade item.',
  },
  1017: {
    structuredRule:
      'if drainedWeight and grossWeight are not empty then drainedWeight must be less than or equal to grossWeight.',
    errorMessage:
      'If the drained weight is populated (drainedWeight) it must be less than or equal to the gross weight (grossWeight).',
  },
  1026: {
    structuredRule:
      'If TradeItemMeasurements/height is used then measurementUnitCode shall be from same measuring system across whole hierarchy.',
    errorMessage:
      'The Unit of Measure used for the trade item height shall be from same measuring system (e.g. metric) across whole hierarchy.',
  },
  1027: {
    structuredRule:
      'If TradeItemMeasurements/width is used then measurementUnitCode shall be from same measuring system across whole hierarchy.',
    errorMessage:
      'The Unit of Measure used for the trade item width shall be from same measuring system (e.g. metric) across whole hierarchy.',
  },
  1028: {
    structuredRule:
      'If TradeItemMeasurements/depth is used then measurementUnitCode shall be from same measuring system across whole hierarchy.',
    errorMessage:
      'The Unit of Measure used for the trade item depth shall be from same measuring system (e.g. metric) across whole hierarchy.',
  },
  1029: {
    structuredRule:
      'If netWeight is used then measurementUnitCode shall be from same measuring system across whole hierarchy.',
    errorMessage:
      'The Unit of Measure used for the trade item netweight shall be from same measuring system (e.g. metric) across whole hierarchy.',
  },
  1030: {
    structuredRule:
      'If grossWeight  is used then measurementUnitCode shall be from same measuring system across whole hierarchy',
    errorMessage:
      'The Unit of Measure used for the trade item grossWeight shall be from same measuring system (e.g. metric) across whole hierarchy.',
  },
  1032: {
    structuredRule:
      'If drainedWeight is used then measurementUnitCode shall be from same measuring system across whole hierarchy.',
    errorMessage:
      'The Unit of Measure used for the trade item drainedWeight shall be from same measuring system (e.g. metric) across whole hierarchy.',
  },
  1038: {
    structuredRule: 'discontinuedDateTime and cancelledDateTime shall not be used simultaneously .',
    errorMessage: 'discontinuedDateTime and cancelledDateTime shall not be used simultaneously .',
  },
  1063: {
    structuredRule: 'brandName must not be empty.',
    errorMessage: "The brandName must not be empty unless the context is 'Pharmaceuticals' or 'Medical Devices'",
  },
  1065: {
    structuredRule: 'functionalName SHALL be used.\n\nfunctionalName must not be empty.',
    errorMessage:
      'Product Type Description (functionalName) must not be empty.\n\nThe functionalName must not be empty.',
  },
  1108: {
    structuredRule:
      "If (netWeight or drainedWeight or grossWeight ) is not empty, then the associated measurementUnitCode shall be from the Unit Of Measure Classification 'MASS'",
    errorMessage:
      'When populating netWeight, drainedWeight or grossWeight, the associated measurementUnitCode shall be of the Unit Of Measure Classification \'MASS\'\ne.g. "MMT" would fail as a value.',
  },
  1109: {
    structuredRule:
      "If (tradeItemMeasurements/height or tradeItemMeasurements/depth or tradeItemMeasurements/width ) is used, then the associated measurementUnitCode shall be from the Unit Of Measure Classification 'DIMENSIONS'",
    errorMessage:
      "If (TradeItemDimensions/height or TradeItemDimensions/depth or TradeItemDimensions/width ) is not empty, then the unit of measurement shall be expressed in a UOM from the Unit Of Measure Classification 'DIMENSIONS'",
  },
  1167: {
    structuredRule: "If isTradeItemNonPhysical is not equal to 'true' then tradeItemUnitDescriptor must not be empty.",
    errorMessage: "If isTradeItemNonPhysical is not equal to 'true' then tradeItemUnitDescriptor must not be empty.",
  },
  1277: {
    structuredRule:
      "If tradeItemUnitDescriptorCode is equal to 'MIXED_MODULE' and parent item exists then parent item tradeItemUnitDescriptorCode must equal 'TRANSPORT_LOAD', 'PALLET', or 'MIXED_MODULE'.",
    errorMessage:
      "If tradeItemUnitDescriptorCode is equal to 'MIXED_MODULE' and parent item exists then parent item tradeItemUnitDescriptorCode must equal 'TRANSPORT_LOAD', 'PALLET', or 'MIXED_MODULE'.",
  },
  1278: {
    structuredRule:
      "If tradeItemUnitDescriptorCode is equal to 'MIXED_MODULE' then child item tradeItemUnitDescriptorCode must not equal 'TRANSPORT_LOAD' .",
    errorMessage:
      "If tradeItemUnitDescriptorCode is equal to 'MIXED_MODULE' then child item tradeItemUnitDescriptorCode must not equal 'TRANSPORT_LOAD' .",
  },
  1279: {
    structuredRule:
      "If tradeItemUnitDescriptorCode equals 'DISPLAY_SHIPPER' then parent item tradeItemUnitDescriptorCode shall not equal 'BASE_UNIT_OR_EACH' or 'PACK_OR_INNER_PACK'.",
    errorMessage:
      "If tradeItemUnitDescriptorCode equals 'DISPLAY_SHIPPER' then parent item tradeItemUnitDescriptorCode shall not equal 'BASE_UNIT_OR_EACH' or 'PACK_OR_INNER_PACK'.",
  },
  1280: {
    structuredRule:
      "If tradeItemUnitDescriptorCode is equal to 'DISPLAY_SHIPPER' then child item tradeItemUnitDescriptorCode must not equal 'TRANSPORT_LOAD', 'MIXED_MODULE' or ' PALLET'.",
    errorMessage:
      "If tradeItemUnitDescriptorCode is equal to 'DISPLAY_SHIPPER' then child item tradeItemUnitDescriptorCode must not equal 'TRANSPORT_LOAD', 'MIXED_MODULE' or ' PALLET'.",
  },
  1283: {
    structuredRule: 'effectiveDateTime must not be empty',
    errorMessage: 'effectiveDateTime must not be empty',
  },
  1324: {
    structuredRule: "If stackingFactor is not empty, it must equal or be greater than '1'",
    errorMessage: "If stackingFactor is not empty, it must equal or be greater than '1'",
  },
  1380: {
    structuredRule:
      'If  the datatype of an attribute equals Amount then the value of @currencyCode shall be a 3 character code from Code List ISO 4217.',
    errorMessage: '@CurrencyCode must be the 3 character representation found in the ISO 4217 codelist.',
  },
  1407: {
    structuredRule:
      'If  the datatype of an attribute equals (Description, Description35, Description70, Description80, Description200, Description250, Description500, Description1000, Description2500 or Description5000) then the value of the associated @languageCode shall be a  code from the Code List ISO 639.',
    errorMessage: 'The LanguageCode shall be the 2-5 character representation found in the ISO 639 list.',
  },
  1445: {
    structuredRule:
      "If nutrientTypeCode is used and measurementPrecisionCode does not equal ('ABSENCE', 'NOT_DETECTED', 'NOT_SIGNIFICANT_SOURCE_OF', 'TRACE', 'UNDETECTABLE') then at least quantityContained or dailyValueIntakePercent SHALL be used.\n\nIf nutrientTypeCode is used and measurementPrecisionCode is not equal to 'NOT_SIGNIFICANT_SOURCE_OF', then at least quantityContained or dailyValueIntakePercent SHALL be used.",
    errorMessage:
      'Nutrient Quantity (quantityContained) or Daily Nutrient Value Percentage (dailyValueIntakePercent) is missing. If Nutrient Code (nutrientTypeCode) is used, then Nutrient Quantity (quantityContained) or Daily Nutrient Value Percentage (dailyValueIntakePercent) shall be used.\n\nNutrient Quantity (quantityContained) or Daily Nutrient Value Percentage (dailyValueIntakePercent) is missing. When Nutrient Code (nutrientTypeCode) is used, at least one of them shall be used.',
  },
  1641: {
    structuredRule:
      "If targetMarketCountryCode equals <Geographic> for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'STARCH' and quantityContained is used and another instance of nutrientTypeCode equals 'CHOAVL' and quantityContained is used then quantityContained for nutrientTypeCode 'STARCH' SHALL be less than or equal to quantityContained for nutrientTypeCode 'CHOAVL'.\n\nIf targetMarketCountryCode equals (056 (Belgium), 442 (Luxembourg), 528 (Netherlands), 276 (Germany), 208 (Denmark), 203 (Czech Republic), 246 (Finland), 826 (UK), 380 (Italy), 250 (France) or 040 (Austria)) for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'STARCH' and quantityContained is used and another instance of nutrientTypeCode equals 'CHOAVL' and quantityContained is used, then quantityContained for nutrientTypeCode 'STARCH' SHALL be less than or equal to quantityContained for nutrientTypeCode 'CHOAVL'.",
    errorMessage:
      "For Country of Sale Code (targetMarketCountryCode) <targetMarketCountryCode Country name>, Nutrient Quantity (quantityContained) of starch ('STARCH') must be less than or equal to the Nutrient Quantity (quantityContained) of carbohydrates ('CHOAVL').\n\nQuantity of starch ('STARCH') is greater than the quantity of carbohydrates ('CHOAVL').",
  },
  1642: {
    structuredRule:
      "If targetMarketCountryCode equals <Geographic> for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'POLYL' and quantityContained is used and another instance of nutrientTypeCode equals 'CHOAVL' and quantityContained is used then quantityContained for nutrientTypeCode 'POLYL' SHALL be less than or equal to quantityContained for nutrientTypeCode 'CHOAVL'.\n\nIf targetMarketCountryCode equals (056 (Belgium), 442 (Luxembourg), 528 (Netherlands), 276 (Germany), 208 (Denmark), 203 (Czech Republic), 246 (Finland), 826 (UK), 380 (Italy), 250 (France) or 040 (Austria)) for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'POLYL' and quantityContained is used and another instance of nutrientTypeCode equals 'CHOAVL' and quantityContained is used, then quantityContained for nutrientTypeCode 'POLYL' SHALL be less than or equal to quantityContained for nutrientTypeCode 'CHOAVL'.",
    errorMessage:
      "For Country of Sale Code (targetMarketCountryCode) <targetMarketCountryCode Country name>, Nutrient Quantity (quantityContained) of polyols (Carbohydrates of which multiple alcohols) ('POLYL') must be less than or equal to the Nutrient Quantity (quantityContained) of carbohydrates ('CHOAVL').\n\nQuantity of polyols (Carbohydrates of which multiple alcohols) ('POLYL') is greater than the quantity of carbohydrates ('CHOAVL').",
  },
  1643: {
    structuredRule:
      "If targetMarketCountryCode equals <Geographic> for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'FASAT' and quantityContained is used and another instance of nutrientTypeCode equals 'FAT' and quantityContained is used then quantityContained for nutrientTypeCode 'FASAT' SHALL be less than or equal to quantityContained for nutrientTypeCode 'FAT'.\n\nIf targetMarketCountryCode equals (056 (Belgium), 442 (Luxembourg), 528 (Netherlands), 276 (Germany), 250 (France), 208 (Denmark), 203 (Czech Republic), 246 (Finland), 826 (UK), 380 (Italy) or 040 (Austria)) for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'FASAT' and quantityContained is used and another instance of nutrientTypeCode equals 'FAT' and quantityContained is used, then quantityContained for nutrientTypeCode 'FASAT' SHALL be less than or equal to quantityContained for nutrientTypeCode 'FAT'.",
    errorMessage:
      "For Country of Sale Code (targetMarketCountryCode) <targetMarketCountryCode Country name>, Nutrient Quantity (quantityContained) of total saturated fatty acids ('FASAT') must be less than or equal to the Nutrient Quantity (quantityContained) of total fat ('FAT').\n\nQuantity of total saturated fatty acids ('FASAT') is greater than the quantity of total fat ('FAT').",
  },
  1644: {
    structuredRule:
      "If targetMarketCountryCode equals <Geographic> for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'FAMSCIS' and quantityContained is used and another instance of nutrientTypeCode equals 'FAT' and quantityContained is used then quantityContained for nutrientTypeCode 'FAMSCIS' SHALL be less than or equal to quantityContained for nutrientTypeCode 'FAT'.\n\nIf targetMarketCountryCode equals (056 (Belgium), 442 (Luxembourg), 528 (Netherlands), 276 (Germany), 208 (Denmark), 203 (Czech Republic), 246 (Finland), 826 (UK), 380 (Italy), 250 (France) or 040 (Austria)) for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'FAMSCIS' and quantityContained is used and another instance of nutrientTypeCode equals 'FAT' and quantityContained is used, then quantityContained for nutrientTypeCode 'FAMSCIS' SHALL be less than or equal to quantityContained for nutrientTypeCode 'FAT'.",
    errorMessage:
      "For Country of Sale Code (targetMarketCountryCode) <targetMarketCountryCode Country name>, Nutrient Quantity (quantityContained) of total monounsaturated-cis fatty acids ('FAMSCIS') must be smaller than or equal to the Nutrient Quantity (quantityContained) of total fat ('FAT').\n\nQuantity of total monounsaturated-cis fatty acids ('FAMSCIS') is greater than the quantity of total fat ('FAT').",
  },
  1645: {
    structuredRule:
      "If targetMarketCountryCode equals <Geographic> for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'FAPUCIS' and quantityContained is used and another instance of nutrientTypeCode equals 'FAT' and quantityContained is used then quantityContained for nutrientTypeCode 'FAPUCIS' SHALL be less than or equal to quantityContained for nutrientTypeCode 'FAT'.\n\nIf targetMarketCountryCode equals (056 (Belgium), 442 (Luxembourg), 528 (Netherlands), 276 (Germany), 208 (Denmark), 203 (Czech Republic), 246 (Finland), 826 (UK), 380 (Italy), 250 (France) or 040 (Austria)) for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'FAPUCIS' and quantityContained is used and another instance of nutrientTypeCode equals 'FAT' and quantityContained is used, then quantityContained for nutrientTypeCode 'FAPUCIS' SHALL be less than or equal to quantityContained for nutrientTypeCode 'FAT'.",
    errorMessage:
      "For Country of Sale Code (targetMarketCountryCode) <targetMarketCountryCode Country name>, Nutrient Quantity (quantityContained) of total polyunsaturated-cis fatty acids ('FAPUCIS') must be smaller than or equal to the Nutrient Quantity (quantityContained) of total fat ('FAT').\n\nQuantity of total polyunsaturated-cis fatty acids ('FAPUCIS') is greater than the quantity of total fat ('FAT').",
  },
  1658: {
    structuredRule:
      'If multiple iterations of allergenTypeCode are used, then no two iterations SHALL be equal within the same class allergenRelatedInformation.',
    errorMessage: 'If multiple allergen type codes are provided, they SHALL be different.',
  },
  1665: {
    structuredRule:
      "If targetMarketCountryCode equals <Geographic> for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'SUGAR-' and quantityContained is used and another instance of nutrientTypeCode equals 'CHOAVL' and quantityContained is used then quantityContained for nutrientTypeCode 'SUGAR-' SHALL be less than or equal to quantityContained for nutrientTypeCode 'CHOAVL'.\n\nIf targetMarketCountryCode equals (056 (Belgium), 442 (Luxembourg), 528 (Netherlands), 276 (Germany), 250 (France), 208 (Denmark), 203 (Czech Republic), 246 (Finland), 826 (UK), 380 (Italy) or 040 (Austria)) for the same nutrientBasisQuantity or servingSize and one instance of nutrientTypeCode equals 'SUGAR-' and quantityContained is used and another instance of nutrientTypeCode equals 'CHOAVL' and quantityContained is used, then quantityContained for nutrientTypeCode 'SUGAR-' SHALL be less than or equal to quantityContained for nutrientTypeCode 'CHOAVL'.",
    errorMessage:
      "For Country of Sale Code (targetMarketCountryCode) <targetMarketCountryCode Country name>, Nutrient Quantity (quantityContained) of sugars ('SUGAR-') must be less than or equal to the Nutrient Quantity (quantityContained) of carbohydrates ('CHOAVL').\n\nQuantity of sugars ('SUGAR-') is greater than the quantity of carbohydrates ('CHOAVL').",
  },
  1697: {
    structuredRule:
      "Code value 'NON_EU' (Non European Union) shall not be used with /catalogue_item_notification:catalogueItemNotificationMessage/transaction/documentCommand/catalogue_item_notification:catalogueItemNotification/catalogueItem/tradeItem/targetMarket/targetMarketCountryCode, /catalogue_item_publication:catalogueItemPublicationMessage/transaction/documentCommand/catalogue_item_publication:catalogueItemPublication/publishToTargetMarket/targetMarketcountryCode, /catalogue_item_publication:catalogueItemPublicationMessage/transaction/documentCommand/catalogue_item_publication:catalogueItemPublication/catalogueItemReference/targetMarketCountryCode, /request_for_catalogue_item_notification:requestForCatalogueItemNotificationMessage/transaction/documentCommand/request_for_catalogue_item_notification:requestForCatalogueItemNotification/targetMarket/targetMarketCountryCode, /catalogue_item_subscription:catalogueItemSubscriptionMessage/transaction/documentCommand/catalogue_item_subscription:catalogueItemSubscription/targetMarket/targetMarketCountryCode",
    errorMessage: "Code value 'NON_EU' was invalidly used.",
  },
  1758: {
    structuredRule:
      'If dailyValueIntakePercent is used, then the value of dailyValueIntakePercent SHALL equal greater than or equal to 0 (zero).',
    errorMessage: 'The value of percentage of daily value intake shall be greater than or equal to 0 (zero).',
  },
  1775: {
    structuredRule: 'If drainedWeight is used, then drainedWeight SHALL be greater than 0.',
    errorMessage: 'Drained weight shall be greater than 0 (zero).',
  },
  1776: {
    structuredRule: "If packagingTypeCode equals 'NE', then drainedWeight SHALL NOT be used.",
    errorMessage: "Drained weight shall not be used, if packaging type code is equal to 'NE' (Not packed).",
  },
  1786: {
    structuredRule:
      'If NutrientDetail class is used, then all combinations of nutrientTypeCode and quantityContained/@measurementUnitCode values shall be unique within the same NutrientHeader class.',
    errorMessage:
      'For a Nutrient Header class, the Nutrient <nutrientTypeCode> and Unit of Measure <quantityContained/@measurementUnitCode> must be unique.',
  },
  1837: {
    structuredRule:
      'If temperatureQualifierCode is used, then at least one other attribute in the TradeItemTemperatureInformation class SHALL be used.',
    errorMessage:
      'At least one other attribute in Trade Item Temperature Information class SHALL be used when Temperature Activity Code (temperatureQualifierCode) is used.',
  },
} as const satisfies Record<number, { structuredRule: string; errorMessage: string }>;

/** The id of an implemented rule (gdsn-validation-rules.json). */
export type GdsnRuleId = keyof typeof RULE_TEXTS;
