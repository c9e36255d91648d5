import type ExcelJS from 'exceljs';
import {
  CATALOG_COLUMNS,
  CATALOG_FIRST_DATA_ROW,
  CATALOG_SHEET_NAME,
  NUTRIENT_DEFAULT_UNITS,
  SECTION_LABELS,
  SERVED_CODE_LIST_NAMES,
  type AttributeType,
  type CatalogColumn,
  type CodeListName,
} from '@tradepool/domain';
import { entryAt, type DictionaryEntry } from '../../gdsn/dictionary/dictionary.js';
import { placeModule, placePath, type TreeColumn } from '../../gdsn/document/column-code.js';
import { codeLabel } from '../metadata/code-lists.js';
import { codeProperties, gdsnModules } from '../metadata/service.js';

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;
/** exceljs keeps a sheet's validations by range; its typings leave the property out. */
type WithValidations = { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } };

export const CODE_LISTS_SHEET = 'Code Lists';
export const INSTRUCTIONS_SHEET = 'Instructions';

const FORMATS: Record<AttributeType, string> = {
  text: 'Text',
  longText: 'Text',
  gtin: 'GTIN: 8, 12, 13 or 14 digits with a valid check digit',
  gln: 'GLN: 13 digits with a valid check digit',
  integer: 'Whole number',
  decimal: 'Number',
  boolean: 'true or false',
  date: 'Date, mm/dd/yyyy',
  code: 'A code of the list named',
  url: 'Address starting http:// or https://',
  measure: 'Number',
  amount: 'Number',
  group: 'Rows',
};

function formatOf(column: CatalogColumn): string {
  const format = column.part === 'unit' ? 'A unit code of the list named' : FORMATS[column.type];
  return column.part === 'field' ? `${format}; one value per row, rows joined with " | "` : format;
}

const GUIDE = [
  'One item per row, from row 3. Keep rows 1 and 2: row 2 holds the column codes an upload matches columns by.',
  'Columns marked * (shaded) are the 32 attributes an item needs to be Ready; GTIN, Target Market, Trade Item ' +
    'Unit Descriptor and Trade Item Description are needed to create it.',
  'Grey columns are kept by Tradepool (information provider GLN, number of child items): shown, not read back.',
  'Dates are written mm/dd/yyyy (a date cell is read as its date); yes/no values true or false; codes as ' +
    'listed on the Code Lists sheet. A GTIN kept as a number is read with the leading zeros it lost.',
  'A measure or an amount takes two columns: the number, then its unit (or currency) code.',
  'Repeating groups (allergens, nutrients, files, contacts …) take one column per field; several rows share ' +
    'the cell, joined with " | " in the same order in every column of the group. Write \\| for a | in a value.',
  'GPC Brick takes an 8-digit GS1 GPC brick code (the item editor searches them by name).',
  'Each nutrient quantity has its unit in "Nutrients: Unit" (GS1 measurement unit codes: GRM gram, MGM milligram, ' +
    'MC microgram, E14 kilocalorie, KJO kilojoule …). Left empty, the unit listed for the nutrient at the end of ' +
    'this sheet is assumed; a nutrient not listed there needs its unit written. Energy in kJ and kcal is two rows.',
  'Green columns, after the others, hold GS1 GDSN attributes the columns before do not (the modules chosen when ' +
    'downloading the template, or what the items hold): one value per cell. Row 2 names its place in the GS1 ' +
    'trade item: element names joined by "/", an XML attribute last as "@name" (…/ingredientStatement/@languageCode ' +
    "is the statement's language), and #2, #3 … on an element GS1 lets repeat for its second, third … (none for " +
    'the first); cells with the same numbers belong together. Write values as GS1 XML does: dates yyyy-mm-dd, ' +
    'GS1 codes, true or false. An empty cell sets nothing: it never removes a value the item holds. A value ' +
    'longer than GS1 allows refuses the row; other wrong values are stored and fail validation.',
  "A GTIN cell may hold the GTIN's GS1 Digital Link URI instead (https://id.gs1.org/01/09521234543213, what the " +
    'QR code on a pack reads): its GTIN is read. The GS1 Digital Link column a catalog download ends with is ' +
    'written from the GTIN and not read back.',
];

const TREE_FORMATS: Partial<Record<NonNullable<DictionaryEntry['valueType']>, string>> = {
  boolean: 'true or false',
  decimal: 'Number',
  float: 'Number',
  integer: 'Whole number',
  nonNegativeInteger: 'Whole number, 0 or more',
  date: 'Date, yyyy-mm-dd',
  dateTime: 'Date and time, yyyy-mm-ddThh:mm:ss',
  time: 'Time, hh:mm:ss',
  gYear: 'Year, yyyy',
  gDay: 'Day of the month, ---dd',
  gtin: FORMATS.gtin,
  gln: FORMATS.gln,
};

/** A GDSN column's line of the column list: its section is its GS1 module, its format GS1's. */
function treeColumnRow(column: TreeColumn): (string | number)[] {
  const entry = entryAt(placePath(column.place));
  const module = placeModule(column.place);
  const format = entry?.codeListName
    ? "A code of GS1's list named"
    : ((entry?.valueType && TREE_FORMATS[entry.valueType]) ?? 'Text');
  return [
    column.code,
    column.label,
    `GS1: ${gdsnModules().find((m) => m.name === (module ?? 'tradeItem'))?.title ?? module}`,
    '',
    format,
    entry?.codeListName ?? '',
    entry?.length?.max ?? '',
  ];
}

/** The sheet that explains the layout: how to fill it, then every column with its code, format and list. */
export function addInstructionsSheet(workbook: Workbook, treeColumns: readonly TreeColumn[] = []): void {
  const sheet = workbook.addWorksheet(INSTRUCTIONS_SHEET);
  sheet.columns = [
    { width: 20 },
    { width: 44 },
    { width: 24 },
    { width: 10 },
    { width: 56 },
    { width: 22 },
    { width: 12 },
  ];
  const title = sheet.addRow([`Tradepool catalog spreadsheet: the "${CATALOG_SHEET_NAME}" sheet`]);
  title.font = { bold: true, size: 14 };
  title.commit();
  for (const line of GUIDE) sheet.addRow([line]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(['Code', 'Label', 'Section', 'Required', 'Format', 'Code list', 'Max length']);
  header.font = { bold: true };
  header.commit();
  for (const column of CATALOG_COLUMNS) {
    sheet
      .addRow([
        column.key,
        column.label,
        SECTION_LABELS[column.section],
        column.derived ? 'kept by Tradepool' : column.required ? (column.part === 'field' ? 'in each row' : 'yes') : '',
        formatOf(column),
        column.codeList ?? '',
        column.maxLength ?? '',
      ])
      .commit();
  }
  for (const column of treeColumns) sheet.addRow(treeColumnRow(column)).commit();
  sheet.addRow([]).commit();
  const units = sheet.addRow(['Nutrient', 'Name', 'Unit assumed when "Nutrients: Unit" is empty']);
  units.font = { bold: true };
  units.commit();
  for (const [nutrient, unit] of Object.entries(NUTRIENT_DEFAULT_UNITS)) {
    const unitLabel = codeLabel('NUTRIENT_UNIT', unit) ?? unit;
    sheet.addRow([nutrient, codeLabel('NUTRIENT', nutrient) ?? nutrient, `${unit} (${unitLabel})`]).commit();
  }
  sheet.commit();
}

type CodeListRow = [list: string, code: string, label: string];

/** The rows of the Code Lists sheet, and where each list sits on it (column B, for in-cell drop-downs). */
export function codeListRows(): { rows: CodeListRow[]; ranges: Map<CodeListName, [number, number]> } {
  const lists = codeProperties();
  const rows: CodeListRow[] = [];
  const ranges = new Map<CodeListName, [number, number]>();
  for (const name of SERVED_CODE_LIST_NAMES) {
    // Row 1 is the header: the list's first entry sits on the row after the rows so far.
    const first = rows.length + 2;
    for (const entry of lists[name]) rows.push([name, entry.key, entry.value]);
    ranges.set(name, [first, rows.length + 1]);
  }
  return { rows, ranges };
}

export function addCodeListsSheet(workbook: Workbook, rows: readonly CodeListRow[]): void {
  const sheet = workbook.addWorksheet(CODE_LISTS_SHEET, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = [{ width: 24 }, { width: 24, style: { numFmt: '@' } }, { width: 48 }];
  const header = sheet.addRow(['List', 'Code', 'Label']);
  header.font = { bold: true };
  header.commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
}

/**
 * In-cell drop-downs on the catalog sheet's single-value code and true/false columns, down to `lastRow`.
 * A value outside the list only warns: the upload validates, and a pasted value should not be blocked.
 * Group columns get none: their cells hold several codes.
 */
export function addCodeListValidations(
  sheet: ExcelJS.Worksheet,
  lastRow: number,
  ranges: ReadonlyMap<CodeListName, [number, number]>,
): void {
  CATALOG_COLUMNS.forEach((column, index) => {
    if (column.part === 'field' || column.derived) return;
    let formula: string | null = null;
    if (column.type === 'boolean') formula = '"true,false"';
    else if (column.codeList && ranges.has(column.codeList)) {
      const [first, last] = ranges.get(column.codeList)!;
      formula = `'${CODE_LISTS_SHEET}'!$B$${first}:$B$${last}`;
    }
    if (!formula) return;
    const letter = sheet.getColumn(index + 1).letter;
    (sheet as unknown as WithValidations).dataValidations.add(
      `${letter}${CATALOG_FIRST_DATA_ROW}:${letter}${Math.max(lastRow, CATALOG_FIRST_DATA_ROW)}`,
      {
        type: 'list',
        allowBlank: true,
        formulae: [formula],
        showErrorMessage: true,
        errorStyle: 'warning',
        // Excel calls a file damaged whose validation title is longer than 32 characters.
        errorTitle: column.label.slice(0, 32),
        error: column.type === 'boolean' ? 'Write true or false.' : `Not a code of the ${column.codeList} list.`,
      },
    );
  });
}
