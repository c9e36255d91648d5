import type { CodeListName } from './code-lists.js';

/** The item sections of spec point 3 ("Item detail"), in the order the detail and the editor show them. */
export const ATTRIBUTE_SECTIONS = [
  'ArrCoding',
  'ArrDescription',
  'ArrDates',
  'ArrMeasures',
  'ArrParties',
  'ArrDeliveryPurchaseInfo',
  'ArrPackaging',
  'ArrHierarchy',
  'ArrHandlingAndLogistics',
  'ArrAllergens',
  'ArrNutrients',
  'ArrDiet',
  'ArrEFiles',
  'ArrOms',
  'ArrAvp',
  'ArrContact',
  'ArrCertification',
  'ArrPrice',
  'ArrSalesInfo',
  'ArrRegulation',
] as const;
export type AttributeSection = (typeof ATTRIBUTE_SECTIONS)[number];

export const SECTION_LABELS: Record<AttributeSection, string> = {
  ArrCoding: 'Coding',
  ArrDescription: 'Descriptions',
  ArrDates: 'Dates',
  ArrMeasures: 'Measures',
  ArrParties: 'Parties',
  ArrDeliveryPurchaseInfo: 'Delivery/Purchase',
  ArrPackaging: 'Packaging',
  ArrHierarchy: 'Hierarchy',
  ArrHandlingAndLogistics: 'Handling and Logistics',
  ArrAllergens: 'Allergens',
  ArrNutrients: 'Nutrients',
  ArrDiet: 'Diet',
  ArrEFiles: 'E-Files',
  ArrOms: 'OMS',
  ArrAvp: 'Additional Attributes',
  ArrContact: 'Contact',
  ArrCertification: 'Certification',
  ArrPrice: 'Price',
  ArrSalesInfo: 'Sales Information',
  ArrRegulation: 'Regulation',
};

/**
 * How a value is written and checked. Scalars are strings in the item document (dates as mm/dd/yyyy,
 * booleans as 'true'/'false'); a measure or an amount is `{ value, unit }`; a group is a list of rows
 * keyed by its fields' codes.
 */
export type AttributeType =
  | 'text'
  | 'longText'
  | 'gtin'
  | 'gln'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'code'
  | 'url'
  | 'measure'
  | 'amount'
  | 'group';

export interface AttributeField {
  /** The spec's style of code: section prefix, number, letter(s) (`Coding1A`, `Measure1C`). */
  code: string;
  label: string;
  /** The GS1 GDSN 3.1 attribute the value carries (the CIN builder and the spreadsheet header use it). */
  gdsn: string;
  type: AttributeType;
  /** For `code` values, and the unit of `measure` values. */
  codeList?: CodeListName;
  /** The unit a new measure starts with (spec point 9: Inches and Pound). */
  defaultUnit?: string;
  /** A new item starts with this value (spec point 9: English, target market 840). */
  defaultValue?: string;
  maxLength?: number;
  /** Counted for readiness (spec point 4: all 32 filled make an item Ready). */
  required?: true;
  /**
   * For a group's number whose unit is another column of the row (GS1's quantityContained and its
   * measurementUnitCode): that column, and the unit a spreadsheet row that leaves it empty is read with,
   * chosen by the value of a third column (the nutrient).
   */
  unit?: { field: string; defaultBy?: { field: string; units: Readonly<Record<string, string>> } };
}

export interface AttributeDefinition extends AttributeField {
  section: AttributeSection;
  /** One of the four fields that enable Create (spec point 5). */
  createKey?: true;
  /** Kept by the system (who owns the item, derived hierarchy figures): shown, never typed in. */
  derived?: true;
  /** A repeating group's columns; the value is a list of rows. */
  fields?: readonly AttributeField[];
  /** Most rows a group may hold. */
  maxRows?: number;
}
