import { ATTRIBUTES, ATTRIBUTE_SECTIONS, SECTION_LABELS, missingRequired } from '@tradepool/domain';
import type { AttributeDefinition, AttributeProblem, AttributeSection, ItemAttributes } from '@tradepool/domain';
import { ITEM_KEY_CODES, missingCreateKeys } from './item-draft';

/** The editor's tab for the whole GDSN trade item, beside the sections' (issue 15). */
export const GDSN_TAB = 'gdsn';
export type EditorTab = AttributeSection | typeof GDSN_TAB;

/** One tab of the editor: a section of the dictionary with its attributes in dictionary order. */
export interface EditorSection {
  section: AttributeSection;
  label: string;
  attributes: readonly AttributeDefinition[];
}

export const EDITOR_SECTIONS: readonly EditorSection[] = ATTRIBUTE_SECTIONS.map((section) => ({
  section,
  label: SECTION_LABELS[section],
  attributes: ATTRIBUTES.filter((attribute) => attribute.section === section),
}));

/**
 * Spec point 4: before the first save only the 4 key fields can be typed in; after it every attribute can,
 * except the derived ones, which the system keeps, and the GTIN and target market, which make the item.
 */
export function isAttributeEditable(attribute: AttributeDefinition, created: boolean): boolean {
  if (attribute.derived) return false;
  return created ? !ITEM_KEY_CODES.includes(attribute.code) : attribute.createKey === true;
}

/** A tab opens before the first save only when it holds a key field. */
export function isSectionOpen(section: EditorSection, created: boolean): boolean {
  return created || section.attributes.some((attribute) => attribute.createKey);
}

/**
 * How many of each tab's required attributes are still empty (the tab titles show it). Before the first
 * save only the create keys count: they are all that can be filled in.
 */
export function missingBySection(values: ItemAttributes, created = true): Partial<Record<AttributeSection, number>> {
  const counts: Partial<Record<AttributeSection, number>> = {};
  const missing = new Set(created ? missingRequired(values) : missingCreateKeys(values));
  for (const { section, attributes } of EDITOR_SECTIONS) {
    const count = attributes.filter((attribute) => missing.has(attribute.code)).length;
    if (count > 0) counts[section] = count;
  }
  return counts;
}

/** Validation problems by attribute code, so each message shows at its field. */
export function problemsByCode(problems: readonly AttributeProblem[]): Record<string, string[]> {
  const byCode: Record<string, string[]> = {};
  for (const { code, message } of problems) (byCode[code] ??= []).push(message);
  return byCode;
}

/**
 * The section tab that edits a GDSN attribute the sections show, from the dictionary's reference to it: its
 * section by key or by label, else the section of its attribute's code.
 */
export function sectionOfReference(reference: { code: string; section: string }): AttributeSection | undefined {
  return (
    ATTRIBUTE_SECTIONS.find(
      (section) => section === reference.section || SECTION_LABELS[section] === reference.section,
    ) ?? sectionOf(reference.code)
  );
}

/** The tab holding an attribute: where the editor turns when a save is refused for it. */
export function sectionOf(code: string): AttributeSection | undefined {
  return ATTRIBUTES.find((attribute) => attribute.code === code)?.section;
}
