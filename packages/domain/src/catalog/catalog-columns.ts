import type { CodeListName } from './code-lists.js';
import {
  ATTRIBUTE_SECTIONS,
  type AttributeDefinition,
  type AttributeSection,
  type AttributeType,
} from './attribute-types.js';
import { ATTRIBUTES } from './attributes.js';
import { isMeasure, withDefaultUnits, type GroupRow, type ItemAttributes } from './item-values.js';

/**
 * The column layout of the catalog spreadsheet (`_catalog.xlsm`), the GTIN template (`gdsn/download/template`)
 * and the item upload that reads them back: one definition, so writer and reader cannot drift apart.
 *
 * - A scalar attribute is one column.
 * - A measure or an amount is two: the value, then its unit (`<code>.unit`).
 * - A repeating group is one column per field; the group's rows share the cell, joined with ` | ` in the same
 *   order in every column of the group (row 2 of Allergen1BA pairs with row 2 of Allergen1BB). A literal `|`
 *   or `\` in a value is written `\|` or `\\`. Joining keeps every row of every group, where a fixed number of
 *   row slots would either drop rows or add hundreds of mostly empty columns.
 *
 * - A number whose unit is another column of its group (a nutrient's quantity) may leave that column empty:
 *   the row is read with the unit the dictionary assumes for it (NUTRIENT_DEFAULT_UNITS), which the
 *   template's Instructions sheet lists.
 *
 * Every sheet that carries the layout has the labels in row 1 (required ones end in ` *`), the codes in row 2
 * (what a reader matches columns by) and the items from row 3.
 */

export type CatalogColumnPart = 'value' | 'unit' | 'field';

export interface CatalogColumn {
  /** Row 2: the attribute code, `<code>.unit` for a measure's unit, or a group field's code. */
  key: string;
  /** Row 1. */
  label: string;
  section: AttributeSection;
  attributeCode: string;
  part: CatalogColumnPart;
  /** The type of what the cell holds (a unit is a code). */
  type: AttributeType;
  codeList?: CodeListName;
  maxLength?: number;
  /** One of the 32 attributes readiness counts (for a group field: required in each row given). */
  required: boolean;
  /** Kept by the system: exported, ignored when read back. */
  derived: boolean;
}

export const CATALOG_SHEET_NAME = 'Catalog';
export const CATALOG_LABEL_ROW = 1;
export const CATALOG_CODE_ROW = 2;
export const CATALOG_FIRST_DATA_ROW = 3;
export const REQUIRED_LABEL_MARK = ' *';
/** The last column of `_catalog_failed.xlsm` (row 1 and 2): each item's errors, which an upload passes over. */
export const CATALOG_ERRORS_COLUMN = 'Errors';
/**
 * The catalog spreadsheets' column of each item's GS1 Digital Link URI (row 1 and 2), after the others: written
 * from the GTIN, so an upload passes over it.
 */
export const CATALOG_DIGITAL_LINK_COLUMN = 'GS1 Digital Link';

const UNIT_SUFFIX = '.unit';
const GROUP_SEPARATOR = ' | ';

function columnsOf(attribute: AttributeDefinition): CatalogColumn[] {
  const base = {
    section: attribute.section,
    attributeCode: attribute.code,
    derived: attribute.derived === true,
  };
  if (attribute.type === 'group') {
    return (attribute.fields ?? []).map((field) => ({
      ...base,
      key: field.code,
      label: `${attribute.label}: ${field.label}`,
      part: 'field',
      type: field.type,
      codeList: field.codeList,
      maxLength: field.maxLength,
      required: field.required === true,
    }));
  }
  const value: CatalogColumn = {
    ...base,
    key: attribute.code,
    label: attribute.label,
    part: 'value',
    type: attribute.type,
    codeList: attribute.type === 'measure' || attribute.type === 'amount' ? undefined : attribute.codeList,
    maxLength: attribute.maxLength,
    required: attribute.required === true,
  };
  if (attribute.type !== 'measure' && attribute.type !== 'amount') return [value];
  const unit: CatalogColumn = {
    ...base,
    key: `${attribute.code}${UNIT_SUFFIX}`,
    label: `${attribute.label} ${attribute.type === 'amount' ? 'Currency' : 'Unit'}`,
    part: 'unit',
    type: 'code',
    codeList: attribute.codeList,
    required: attribute.required === true,
  };
  return [value, unit];
}

/** Every column, sections in the editor's order, attributes in the dictionary's order within a section. */
export const CATALOG_COLUMNS: readonly CatalogColumn[] = ATTRIBUTE_SECTIONS.flatMap((section) =>
  ATTRIBUTES.filter((a) => a.section === section).flatMap(columnsOf),
);

const COLUMN_BY_KEY = new Map(CATALOG_COLUMNS.map((column) => [column.key, column]));

export function catalogColumnByKey(key: string): CatalogColumn | undefined {
  return COLUMN_BY_KEY.get(key.trim());
}

/** Row 1's text for a column: the label, marked when the attribute counts for readiness. */
export function catalogColumnHeader(column: CatalogColumn): string {
  return column.required && column.part !== 'field' ? `${column.label}${REQUIRED_LABEL_MARK}` : column.label;
}

const escapePiece = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

/** One group field's values across the group's rows, as one cell (empty when every row leaves it empty). */
export function joinGroupCell(values: readonly string[]): string {
  if (values.every((v) => v.trim() === '')) return '';
  return values.map((v) => escapePiece(v.trim())).join(GROUP_SEPARATOR);
}

/** The reverse of `joinGroupCell`: the field's value in each row, trimmed. */
export function splitGroupCell(cell: string): string[] {
  if (cell.trim() === '') return [];
  const pieces: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i++) {
    const char = cell[i]!;
    if (char === '\\' && i + 1 < cell.length) {
      current += cell[++i];
    } else if (char === '|') {
      pieces.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  pieces.push(current.trim());
  return pieces;
}

/** An item's cells in `CATALOG_COLUMNS` order: text, or null for an empty cell. */
export function catalogRowCells(attributes: ItemAttributes): (string | null)[] {
  return CATALOG_COLUMNS.map((column) => {
    const value = attributes[column.attributeCode];
    if (value === undefined) return null;
    let text = '';
    if (column.part === 'field') {
      if (Array.isArray(value)) text = joinGroupCell(value.map((row) => row[column.key] ?? ''));
    } else if (isMeasure(value)) {
      text = column.part === 'unit' ? value.unit : value.value;
    } else if (typeof value === 'string' && column.part === 'value') {
      text = value;
    }
    return text.trim() === '' ? null : text.trim();
  });
}

/** An item's filled cells as `[column code (row 2), text]`: what filling a sheet by its code row needs. */
export function catalogCellEntries(attributes: ItemAttributes): [string, string][] {
  return catalogRowCells(attributes).flatMap((text, i) => (text === null ? [] : [[CATALOG_COLUMNS[i]!.key, text]]));
}

function scalarText(column: CatalogColumn, text: string): string {
  // Spreadsheet programs turn true/false into TRUE/FALSE.
  return column.type === 'boolean' && /^(true|false)$/i.test(text) ? text.toLowerCase() : text;
}

/**
 * An item's attributes from one spreadsheet row, keyed by column code (row 2). Empty cells, unknown codes and
 * derived columns are left out; a measure's value without a unit takes the dictionary's default unit; a group
 * gets as many rows as its longest column, rows left wholly empty dropped, a nutrient's quantity without a
 * unit the nutrient's usual unit. Validation is the caller's next step.
 */
export function attributesFromCatalogCells(cells: Readonly<Record<string, string | null | undefined>>): ItemAttributes {
  const text = (key: string) => (cells[key] ?? '').trim();
  const attributes: ItemAttributes = {};
  for (const attribute of ATTRIBUTES) {
    if (attribute.derived) continue;
    if (attribute.type === 'group') {
      const fields = attribute.fields ?? [];
      const columns = fields.map((field) => splitGroupCell(text(field.code)));
      const rowCount = Math.max(0, ...columns.map((c) => c.length));
      const rows: GroupRow[] = [];
      for (let index = 0; index < rowCount; index++) {
        const row: GroupRow = {};
        fields.forEach((field, f) => {
          const piece = columns[f]![index] ?? '';
          if (piece !== '') row[field.code] = piece;
        });
        if (Object.keys(row).length > 0) rows.push(withDefaultUnits(fields, row));
      }
      if (rows.length > 0) attributes[attribute.code] = rows;
    } else if (attribute.type === 'measure' || attribute.type === 'amount') {
      const value = text(attribute.code);
      if (value === '') continue;
      attributes[attribute.code] = {
        value,
        unit: text(`${attribute.code}${UNIT_SUFFIX}`) || attribute.defaultUnit || '',
      };
    } else {
      const value = text(attribute.code);
      if (value !== '') attributes[attribute.code] = scalarText(COLUMN_BY_KEY.get(attribute.code)!, value);
    }
  }
  return attributes;
}
