/**
 * The item code lists (spec point 3: "Code lists: key/value lists"): key = the GS1 code, value = its English
 * label. The small lists live here and ship with the web; the large ones (ISO 3166 countries, GS1 GPC bricks)
 * stay on the server (apps/server/src/resources/codelists) and reach the web through the metadata calls.
 * Codes are GS1 GDSN code-list values; unit labels are the UN/ECE Recommendation 20 names.
 */
export const CODE_LIST_NAMES = [
  'TARGET_MARKET',
  'COUNTRY',
  'GPC',
  'UNIT_DESCRIPTOR',
  'LANGUAGE',
  'LENGTH_UNIT',
  'WEIGHT_UNIT',
  'CONTENT_UNIT',
  'TEMPERATURE_UNIT',
  'ALLERGEN_TYPE',
  'LEVEL_OF_CONTAINMENT',
  'NUTRIENT',
  'PREPARATION_STATE',
  'DIET_TYPE',
  'PACKAGING_TYPE',
  'FILE_TYPE',
  'CURRENCY',
  'TEMPERATURE_QUALIFIER',
] as const;
export type CodeListName = (typeof CODE_LIST_NAMES)[number];

export interface CodeListEntry {
  key: string;
  value: string;
}

/** The lists only the server holds: ISO 3166 (target market, country of origin) and the 5,259 GPC bricks. */
export const SERVER_CODE_LISTS = ['TARGET_MARKET', 'COUNTRY', 'GPC'] as const satisfies readonly CodeListName[];
export type ServerCodeListName = (typeof SERVER_CODE_LISTS)[number];
export type DomainCodeListName = Exclude<CodeListName, ServerCodeListName>;

const entries = (pairs: ReadonlyArray<readonly [string, string]>): readonly CodeListEntry[] =>
  pairs.map(([key, value]) => ({ key, value }));

/**
 * The small lists. Where a list has a default (spec point 9: Inches, Pound, English; US dollars,
 * Fahrenheit for a US market), the default comes first, so a form can take the first entry.
 */
export const CODE_LISTS: Record<DomainCodeListName, readonly CodeListEntry[]> = {
  // GS1 TradeItemUnitDescriptorCode, smallest level to largest.
  UNIT_DESCRIPTOR: entries([
    ['BASE_UNIT_OR_EACH', 'Base Unit or Each'],
    ['PACK_OR_INNER_PACK', 'Pack or Inner Pack'],
    ['CASE', 'Case'],
    ['DISPLAY_SHIPPER', 'Display Shipper'],
    ['MIXED_MODULE', 'Mixed Module'],
    ['PALLET', 'Pallet'],
    ['TRANSPORT_LOAD', 'Transport Load'],
  ]),
  // ISO 639-1, as GS1 languageCode carries it.
  LANGUAGE: entries([
    ['en', 'English'],
    ['fr', 'French'],
    ['es', 'Spanish'],
    ['de', 'German'],
    ['it', 'Italian'],
    ['nl', 'Dutch'],
    ['pt', 'Portuguese'],
    ['zh', 'Chinese'],
    ['ja', 'Japanese'],
  ]),
  LENGTH_UNIT: entries([
    ['INH', 'inch'],
    ['CMT', 'centimetre'],
    ['MMT', 'millimetre'],
    ['MTR', 'metre'],
    ['FOT', 'foot'],
  ]),
  WEIGHT_UNIT: entries([
    ['LBR', 'pound'],
    ['ONZ', 'ounce (avoirdupois)'],
    ['GRM', 'gram'],
    ['KGM', 'kilogram'],
    ['MGM', 'milligram'],
  ]),
  // Net content and serving size: mass, volume, length (foil, film) and counts. H87 is Rec 20 Annex II;
  // EA is the GS1 measurement unit code for "each" (no longer in Rec 20, still used in GDSN).
  CONTENT_UNIT: entries([
    ['LBR', 'pound'],
    ['ONZ', 'ounce (avoirdupois)'],
    ['GRM', 'gram'],
    ['KGM', 'kilogram'],
    ['OZA', 'fluid ounce (US)'],
    ['GLL', 'gallon (US)'],
    ['MLT', 'millilitre'],
    ['LTR', 'litre'],
    ['FOT', 'foot'],
    ['MTR', 'metre'],
    ['H87', 'piece'],
    ['EA', 'each'],
  ]),
  TEMPERATURE_UNIT: entries([
    ['FAH', 'degree Fahrenheit'],
    ['CEL', 'degree Celsius'],
  ]),
  // GS1 AllergenTypeCode: the food allergens (the fragrance allergens of the list are left out), by label;
  // X99 (nothing to declare) last.
  ALLERGEN_TYPE: entries([
    ['SA', 'Almonds'],
    ['GB', 'Barley'],
    ['SR', 'Brazil nuts'],
    ['SC', 'Cashews'],
    ['BC', 'Celery'],
    ['AW', 'Cereals containing gluten'],
    ['NC', 'Cocoa'],
    ['NK', 'Coriander'],
    ['NM', 'Corn'],
    ['AC', 'Crustaceans'],
    ['AE', 'Eggs'],
    ['AF', 'Fish'],
    ['SH', 'Hazelnuts'],
    ['ML', 'Lactose'],
    ['NL', 'Lupine'],
    ['SM', 'Macadamia nuts'],
    ['AM', 'Milk'],
    ['UM', 'Molluscs'],
    ['BM', 'Mustard'],
    ['GO', 'Oats'],
    ['AP', 'Peanuts'],
    ['SP', 'Pecan nuts'],
    ['ST', 'Pistachios'],
    ['NR', 'Rye'],
    ['AS', 'Sesame seeds'],
    ['AY', 'Soybeans'],
    ['GS', 'Spelt'],
    ['AU', 'Sulphur dioxide and sulphites'],
    ['AN', 'Tree nuts'],
    ['SW', 'Walnuts'],
    ['UW', 'Wheat'],
    ['X99', 'Does not contain declaration-obligatory allergens'],
  ]),
  // GS1 LevelOfContainmentCode.
  LEVEL_OF_CONTAINMENT: entries([
    ['CONTAINS', 'Contains'],
    ['MAY_CONTAIN', 'May Contain'],
    ['FREE_FROM', 'Free From'],
    ['UNDECLARED', 'Undeclared'],
  ]),
  // GS1 NutrientTypeCode (INFOODS tagnames), in the order of the US Nutrition Facts panel, with its names.
  NUTRIENT: entries([
    ['ENER-', 'Energy'],
    ['FAT', 'Total Fat'],
    ['FASAT', 'Saturated Fat'],
    ['FATRN', 'Trans Fat'],
    ['CHOL-', 'Cholesterol'],
    ['NA', 'Sodium'],
    ['CHOAVL', 'Total Carbohydrate'],
    ['FIBTG', 'Dietary Fiber'],
    ['SUGAR-', 'Total Sugars'],
    ['SUGAD', 'Added Sugars'],
    ['PRO-', 'Protein'],
    ['VITD-', 'Vitamin D'],
    ['CA', 'Calcium'],
    ['FE', 'Iron'],
    ['K', 'Potassium'],
  ]),
  // GS1 PreparationStateCode.
  PREPARATION_STATE: entries([
    ['UNPREPARED', 'Unprepared'],
    ['PREPARED', 'Prepared'],
    ['UNSPECIFIED', 'Unspecified'],
  ]),
  // GS1 DietTypeCode, by label.
  DIET_TYPE: entries([
    ['COELIAC', 'Coeliac'],
    ['DIETETIC', 'Dietetic'],
    ['FREE_FROM_GLUTEN', 'Free from Gluten'],
    ['HALAL', 'Halal'],
    ['KOSHER', 'Kosher'],
    ['ORGANIC', 'Organic'],
    ['PESCATARIAN', 'Pescatarian'],
    ['VEGAN', 'Vegan'],
    ['VEGETARIAN', 'Vegetarian'],
    ['WITHOUT_BEEF', 'Without Beef'],
    ['WITHOUT_PORK', 'Without Pork'],
  ]),
  // GS1 PackageTypeCode: the types food and food-service items come in, by label.
  PACKAGING_TYPE: entries([
    ['AE', 'Aerosol'],
    ['BG', 'Bag'],
    ['BBG', 'Bag in Box'],
    ['X11', 'Banded Package'],
    ['BA', 'Barrel'],
    ['BK', 'Basket'],
    ['BPG', 'Blister Pack'],
    ['BO', 'Bottle'],
    ['BX', 'Box'],
    ['BRI', 'Brick'],
    ['BJ', 'Bucket'],
    ['CNG', 'Can'],
    ['CT', 'Carton'],
    ['CS', 'Case'],
    ['CHB', 'Chub'],
    ['CMS', 'Clam Shell'],
    ['CR', 'Crate'],
    ['CU', 'Cup/Tub/Bowl'],
    ['EN', 'Envelope'],
    ['GTG', 'Gable Top'],
    ['JR', 'Jar'],
    ['JG', 'Jug'],
    ['MPG', 'Multipack'],
    ['NT', 'Net'],
    ['NE', 'Not Packed'],
    ['PUG', 'Packed, Unspecified'],
    ['PX', 'Pallet'],
    ['PT', 'Pot'],
    ['PO', 'Pouch'],
    ['SW', 'Shrinkwrapped'],
    ['SY', 'Sleeve'],
    ['PU', 'Tray'],
    ['TU', 'Tube'],
    ['WRP', 'Wrapper'],
  ]),
  // GS1 ReferencedFileTypeCode: the product image first, then by label.
  FILE_TYPE: entries([
    ['PRODUCT_IMAGE', 'Product Image'],
    ['CHILD_NUTRITION_LABEL', 'Child Nutrition Label'],
    ['DOCUMENT', 'Document'],
    ['MARKETING_INFORMATION', 'Marketing Information'],
    ['NUTRITION_FACT_LABEL', 'Nutrition Facts Label'],
    ['OUT_OF_PACKAGE_IMAGE', 'Out of Package Image'],
    ['PLANOGRAM', 'Planogram'],
    ['PRODUCT_LABEL_IMAGE', 'Product Label Image'],
    ['PRODUCT_WEBSITE', 'Product Website'],
    ['SAFETY_DATA_SHEET', 'Safety Data Sheet'],
    ['VIDEO', 'Video'],
  ]),
  // ISO 4217.
  CURRENCY: entries([
    ['USD', 'US Dollar'],
    ['CAD', 'Canadian Dollar'],
    ['EUR', 'Euro'],
    ['GBP', 'Pound Sterling'],
    ['MXN', 'Mexican Peso'],
  ]),
  // GS1 TemperatureQualifierCode: storage first, then the supply-chain stages, then equipment temperatures.
  TEMPERATURE_QUALIFIER: entries([
    ['STORAGE_HANDLING', 'Storage/Handling'],
    ['TRANSPORTATION', 'Transportation'],
    ['DELIVERY_TO_DISTRIBUTION_CENTRE', 'Delivery to Distribution Centre'],
    ['DELIVERY_TO_MARKET', 'Delivery to Market'],
    ['STORAGE_AFTER_OPENING', 'Storage after Opening'],
    ['STORAGE_AFTER_RECONSTITUTION', 'Storage after Reconstitution'],
    ['STORAGE_AFTER_OVERWRAP', 'Storage after Overwrap'],
    ['INLET_TEMPERATURE', 'Inlet Temperature'],
    ['OPERATING_TEMPERATURE', 'Operating Temperature'],
    ['WORKING_TEMPERATURE', 'Working Temperature'],
  ]),
};

/**
 * The unit each nutrient's quantity is given in (UN/ECE Rec 20: E14 kilocalorie, GRM gram, MGM milligram,
 * MC microgram): the UOM half of spec point 3's "NutrientCodeWithUOM".
 */
export const NUTRIENT_UNITS: Record<string, string> = {
  'ENER-': 'E14',
  FAT: 'GRM',
  FASAT: 'GRM',
  FATRN: 'GRM',
  'CHOL-': 'MGM',
  NA: 'MGM',
  CHOAVL: 'GRM',
  FIBTG: 'GRM',
  'SUGAR-': 'GRM',
  SUGAD: 'GRM',
  'PRO-': 'GRM',
  'VITD-': 'MC',
  CA: 'MGM',
  FE: 'MGM',
  K: 'MGM',
};

const LABELS = new Map(
  Object.entries(CODE_LISTS).map(([list, items]) => [list, new Map(items.map((item) => [item.key, item.value]))]),
);

export function isDomainCodeList(list: CodeListName): list is DomainCodeListName {
  return !(SERVER_CODE_LISTS as readonly CodeListName[]).includes(list);
}

/** The English label of a code in one of the small lists; undefined for an unknown code. */
export function codeListLabel(list: DomainCodeListName, key: string): string | undefined {
  return LABELS.get(list)?.get(key);
}
