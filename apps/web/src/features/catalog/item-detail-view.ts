import { ATTRIBUTES, ATTRIBUTE_SECTIONS, SECTION_LABELS, attributeByCode, isMeasure } from '@tradepool/domain';
import type {
  AttributeField,
  AttributeSection,
  AttributeValue,
  CatalogItemDetail,
  CodeListName,
  GpcItem,
  ItemAttributes,
} from '@tradepool/domain';

/** A code's label, from the lists the server serves (undefined while they load, or for an unknown code). */
export type CodeLabeler = (list: CodeListName, key: string) => string | undefined;

/** A GPC brick as "code – title — class › family › segment", where GS1's hierarchy places it. */
export function gpcBrickLabel(brick: GpcItem): string {
  const label = `${brick.classCategoryCode} – ${brick.classCategoryName}`;
  return brick.ancestors.length ? `${label} — ${brick.ancestors.map((a) => a.title).join(' › ')}` : label;
}

/** How a value shows in the detail: a line of text, a link, or a small table for a repeating group. */
export type DisplayValue =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'table'; columns: { key: string; label: string }[]; rows: Record<string, string>[] };

export interface DetailEntry {
  code: string;
  label: string;
  value: DisplayValue;
}

export interface DetailSection {
  section: AttributeSection;
  label: string;
  entries: DetailEntry[];
}

function scalarText(field: AttributeField | undefined, text: string, labelOf: CodeLabeler): string {
  if (!field) return text;
  if (field.type === 'boolean') return text === 'true' ? 'Yes' : text === 'false' ? 'No' : text;
  if (field.type === 'code' && field.codeList) return labelOf(field.codeList, text) ?? text;
  return text;
}

/** One value as the detail shows it; null when there is nothing to show (empty text, no rows). */
export function displayValue(
  field: (AttributeField & { fields?: readonly AttributeField[] }) | undefined,
  value: AttributeValue | undefined,
  labelOf: CodeLabeler,
): DisplayValue | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    const fields = field?.fields ?? [];
    const columns =
      fields.length > 0
        ? fields.map((column) => ({ key: column.code, label: column.label }))
        : [...new Set(value.flatMap((row) => Object.keys(row)))].map((key) => ({ key, label: key }));
    const byCode = new Map(fields.map((column) => [column.code, column]));
    const rows = value.map((row) =>
      Object.fromEntries(columns.map(({ key }) => [key, scalarText(byCode.get(key), row[key] ?? '', labelOf)])),
    );
    return { kind: 'table', columns, rows };
  }
  if (isMeasure(value)) {
    const text = [value.value.trim(), value.unit.trim()].filter(Boolean).join(' ');
    return value.value.trim() ? { kind: 'text', text } : null;
  }
  const text = value.trim();
  if (!text) return null;
  if (field?.type === 'url') return { kind: 'link', href: text, text };
  return { kind: 'text', text: scalarText(field, text, labelOf) };
}

/**
 * Spec point 3, "Item detail": the sections in the dictionary's order, each with the attributes that have a
 * value, labelled from the dictionary. Sections without a value are left out.
 */
export function detailSections(detail: Pick<CatalogItemDetail, 'sections'>, labelOf: CodeLabeler): DetailSection[] {
  return ATTRIBUTE_SECTIONS.flatMap((section) => {
    const entries = (detail.sections[section] ?? []).flatMap(({ code, value }) => {
      const attribute = attributeByCode(code);
      const shown = displayValue(attribute, value, labelOf);
      return shown ? [{ code, label: attribute?.label ?? code, value: shown }] : [];
    });
    return entries.length > 0 ? [{ section, label: SECTION_LABELS[section], entries }] : [];
  });
}

/** An attribute document grouped the way the detail call groups it (the component popup has only the document). */
export function sectionsOf(attributes: ItemAttributes): CatalogItemDetail['sections'] {
  const sections: CatalogItemDetail['sections'] = {};
  for (const attribute of ATTRIBUTES) {
    const value = attributes[attribute.code];
    if (value === undefined) continue;
    (sections[attribute.section] ??= []).push({ code: attribute.code, value });
  }
  return sections;
}

export interface MissingAttribute {
  code: string;
  label: string;
  section: string;
}

/** The required attributes still empty (spec point 4), named and placed for the 'Missing' tab. */
export function missingAttributes(codes: readonly string[]): MissingAttribute[] {
  return codes.map((code) => {
    const attribute = attributeByCode(code);
    return {
      code,
      label: attribute?.label ?? code,
      section: attribute ? SECTION_LABELS[attribute.section] : '',
    };
  });
}
