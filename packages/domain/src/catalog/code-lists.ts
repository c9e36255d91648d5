import { TARGET_MARKETS_FIRST } from '../constants.js';
import type { UnitDimension } from './units.js';

/**
 * The item code lists (spec point 3: "Code lists: key/value lists"): key = the code, value = its English label.
 * Their codes are the official ones, held by the server (apps/server/src/resources/codelists: the GS1 GDSN code
 * lists, ISO 3166 countries, GS1 GPC bricks; ISO 4217 currencies from the runtime's ICU data) and served to the
 * web by the metadata calls; this module only says which list each name reads and what comes first.
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
  'NUTRIENT_UNIT',
  'ALLERGEN_TYPE',
  'LEVEL_OF_CONTAINMENT',
  'NUTRIENT',
  'MEASUREMENT_PRECISION',
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

/**
 * Where a list's codes come from: a GS1 GDSN code list by its GS1 name (a unit list narrowed to the units of
 * one dimension, see units.ts), ISO 3166 numeric countries, the GPC bricks, or ISO 4217 currencies.
 */
export type CodeListSource =
  | { kind: 'gdsn'; list: string; dimension?: UnitDimension }
  | { kind: 'iso3166' }
  | { kind: 'gpc' }
  | { kind: 'iso4217' };

const gdsn = (list: string, dimension?: UnitDimension): CodeListSource => ({ kind: 'gdsn', list, dimension });
const UNITS = 'MeasurementUnitCode_GDSN';

export const CODE_LIST_SOURCES: Readonly<Record<CodeListName, CodeListSource>> = {
  TARGET_MARKET: { kind: 'iso3166' },
  COUNTRY: { kind: 'iso3166' },
  GPC: { kind: 'gpc' },
  UNIT_DESCRIPTOR: gdsn('TradeItemUnitDescriptorCode'),
  // ISO 639-1, all of it, as GS1 languageCode carries it.
  LANGUAGE: gdsn('LanguageCode'),
  LENGTH_UNIT: gdsn(UNITS, 'length'),
  WEIGHT_UNIT: gdsn(UNITS, 'mass'),
  // Net content, serving size and a nutrient's quantity may be any GS1 unit: a mass, a volume, a count (EA,
  // H87), a length of foil, energy, international units.
  CONTENT_UNIT: gdsn(UNITS),
  TEMPERATURE_UNIT: gdsn(UNITS, 'temperature'),
  NUTRIENT_UNIT: gdsn(UNITS),
  ALLERGEN_TYPE: gdsn('AllergenTypeCode'),
  LEVEL_OF_CONTAINMENT: gdsn('LevelOfContainmentCode'),
  // The INFOODS tagnames: ENER-, ENERC, FIB-, VITC- … (1,084 codes).
  NUTRIENT: gdsn('NutrientTypeCode'),
  MEASUREMENT_PRECISION: gdsn('MeasurementPrecisionCode'),
  // GDSN's preparationStateCode takes its values from PreparationTypeCode (AS_DRAINED, PREPARED, UNPREPARED …).
  PREPARATION_STATE: gdsn('PreparationTypeCode'),
  DIET_TYPE: gdsn('DietTypeCode'),
  PACKAGING_TYPE: gdsn('PackageTypeCode'),
  FILE_TYPE: gdsn('ReferencedFileTypeCode'),
  CURRENCY: { kind: 'iso4217' },
  TEMPERATURE_QUALIFIER: gdsn('TemperatureQualifierCode'),
};

/**
 * Codes a list shows first, in this order; the rest follow by label. Spec point 9's defaults lead (840 and 124,
 * Inches, Pound, English, US dollars, Fahrenheit), unit descriptors go smallest to largest, and the nutrients
 * of a US Nutrition Facts panel and an EU nutrition declaration come before the other 1,000 INFOODS tagnames.
 */
export const CODE_LIST_FIRST: Readonly<Partial<Record<CodeListName, readonly string[]>>> = {
  TARGET_MARKET: TARGET_MARKETS_FIRST,
  COUNTRY: TARGET_MARKETS_FIRST,
  UNIT_DESCRIPTOR: [
    'BASE_UNIT_OR_EACH',
    'PACK_OR_INNER_PACK',
    'CASE',
    'DISPLAY_SHIPPER',
    'MIXED_MODULE',
    'PALLET',
    'TRANSPORT_LOAD',
  ],
  LANGUAGE: ['en', 'fr', 'es'],
  LENGTH_UNIT: ['INH', 'CMT', 'MMT', 'MTR', 'FOT'],
  WEIGHT_UNIT: ['LBR', 'ONZ', 'GRM', 'KGM', 'MGM'],
  CONTENT_UNIT: ['LBR', 'ONZ', 'GRM', 'KGM', 'OZA', 'GLL', 'MLT', 'CLT', 'LTR', 'EA', 'H87'],
  TEMPERATURE_UNIT: ['FAH', 'CEL'],
  NUTRIENT_UNIT: ['GRM', 'MGM', 'MC', 'E14', 'KJO', 'P1'],
  NUTRIENT: [
    'ENER-',
    'ENERC',
    'FAT',
    'FASAT',
    'FATRN',
    'FAMSCIS',
    'FAPUCIS',
    'CHOL-',
    'NA',
    'SALTEQ',
    'CHOAVL',
    'CHO-',
    'FIBTG',
    'FIB-',
    'SUGAR-',
    'SUGAD',
    'POLYL',
    'STARCH',
    'PRO-',
    'VITD-',
    'CA',
    'FE',
    'K',
  ],
  LEVEL_OF_CONTAINMENT: ['CONTAINS', 'MAY_CONTAIN', 'FREE_FROM', 'UNDECLARED'],
  PREPARATION_STATE: ['UNPREPARED', 'PREPARED', 'AS_DRAINED'],
  FILE_TYPE: ['PRODUCT_IMAGE'],
  CURRENCY: ['USD', 'CAD', 'EUR', 'GBP', 'MXN'],
  TEMPERATURE_QUALIFIER: ['STORAGE_HANDLING', 'TRANSPORTATION'],
};

/**
 * Codes of the current GS1 release missing from the older copy of a list the project ships (see the NOTICE
 * beside the code lists): the PackageTypeCode copy is the 2020 GDD edition, built on UN/ECE Rec 21, which
 * lacks the codes GS1 added for retail packaging (the `…G` codes, Aerosol, Barrel).
 */
export const CODE_LIST_SUPPLEMENTS: Readonly<Partial<Record<CodeListName, readonly CodeListEntry[]>>> = {
  PACKAGING_TYPE: [
    { key: 'AE', value: 'Aerosol' },
    { key: 'BA', value: 'Barrel' },
    { key: 'BBG', value: 'Bag in Box' },
    { key: 'BPG', value: 'Blister Pack' },
    { key: 'CMS', value: 'Clam Shell' },
    { key: 'CNG', value: 'Can' },
    { key: 'GTG', value: 'Gable Top' },
    { key: 'MPG', value: 'Multipack' },
    { key: 'PUG', value: 'Packed, Unspecified' },
  ],
};

/**
 * The unit a nutrient's quantity is in when a spreadsheet leaves its unit empty: the unit nutrition panels
 * state it in (energy in kilocalories, macronutrients in grams, most minerals and vitamins in milligrams, the
 * vitamins labelled in micrograms in micrograms). The template's Instructions sheet lists them. A nutrient not
 * listed needs its unit written.
 */
export const NUTRIENT_DEFAULT_UNITS: Readonly<Record<string, string>> = {
  'ENER-': 'E14',
  ENERC: 'E14',
  FAT: 'GRM',
  FASAT: 'GRM',
  FATRN: 'GRM',
  FAMSCIS: 'GRM',
  FAPUCIS: 'GRM',
  'CHOL-': 'MGM',
  NA: 'MGM',
  SALTEQ: 'GRM',
  NACL: 'GRM',
  CHOAVL: 'GRM',
  'CHO-': 'GRM',
  FIBTG: 'GRM',
  'FIB-': 'GRM',
  'SUGAR-': 'GRM',
  SUGAR: 'GRM',
  SUGAD: 'GRM',
  POLYL: 'GRM',
  STARCH: 'GRM',
  'PRO-': 'GRM',
  CA: 'MGM',
  FE: 'MGM',
  K: 'MGM',
  MG: 'MGM',
  P: 'MGM',
  ZN: 'MGM',
  'VITA-': 'MC',
  'VITD-': 'MC',
  'VITC-': 'MGM',
  VITC: 'MGM',
  'VITE-': 'MGM',
  VITK: 'MC',
  THIA: 'MGM',
  RIBF: 'MGM',
  NIA: 'MGM',
  'VITB6-': 'MGM',
  FOLDFE: 'MC',
  'FOL-': 'MC',
  VITB12: 'MC',
  BIOT: 'MC',
  PANTAC: 'MGM',
  ID: 'MC',
};
