import {
  ATTRIBUTES,
  type AttributeDefinition,
  type AttributeField,
  type GroupRow,
  type ItemAttributes,
} from '@tradepool/domain';
import {
  LANGUAGE_GDSN,
  PLACED_AVP_NAMES,
  claimedValues,
  placementOf,
  type FieldPlacement,
  type PathStep,
  type Placement,
} from './cin-placement.js';
import { childNamed, childrenNamed, type XmlElement } from './xml-tree.js';

/**
 * Reading a CIN tradeItem into the attribute dictionary. Each attribute is looked up where `CIN_PLACEMENTS`
 * puts it, but leniently, as files from elsewhere arrange modules as they like: the shallowest element of the
 * placement's last name (with its parent's name, and what tells it from its siblings, when the path gives
 * them) wherever in the tradeItem it sits, so tradeItem/gtin wins over a child's gtin further down. A group's
 * rows are the elements of its name under the parent of the first one (the first nutrientHeader's details,
 * the first allergen block's allergens), the same block its scalar attributes come from.
 */

/** The description whose languageCode is the item's language. */
const DESCRIPTION_GDSN = 'tradeItemDescription';

const UNIT_ATTRIBUTES = ['measurementUnitCode', 'temperatureMeasurementUnitCode', 'currencyCode'] as const;

/** Every element under a root, shallowest first, in document order within a depth; by local name. */
class ElementIndex {
  private readonly byName = new Map<string, { element: XmlElement; parent: XmlElement }[]>();

  constructor(root: XmlElement) {
    let level: XmlElement[] = [root];
    while (level.length > 0) {
      const next: XmlElement[] = [];
      for (const parent of level) {
        for (const element of parent.children) {
          const list = this.byName.get(element.name) ?? [];
          list.push({ element, parent });
          this.byName.set(element.name, list);
          next.push(element);
        }
      }
      level = next;
    }
  }

  all(name: string): { element: XmlElement; parent: XmlElement }[] {
    return this.byName.get(name) ?? [];
  }

  first(name: string): XmlElement | undefined {
    return this.all(name)[0]?.element;
  }

  /** The element a placement's path ends at, by its last step and the step before. */
  locate(placement: Placement | FieldPlacement): XmlElement | undefined {
    const [parentStep, step] = placement.steps.length > 1 ? placement.steps.slice(-2) : [undefined, ...placement.steps];
    if (!step) return undefined;
    const candidates = this.all(step.name).filter((e) => !parentStep || matches(e.parent, parentStep));
    const match = candidates.find((e) => matches(e.element, step));
    if (match || !('fallback' in placement && placement.fallback) || !step.attribute) return match?.element;
    const claimed = claimedValues(placement);
    return candidates.find((e) => !claimed.has(e.element.attributes[step.attribute![0]] ?? ''))?.element;
  }

  /** The first element of a group and its siblings of the same name. */
  block(name: string): XmlElement[] {
    const all = this.all(name);
    const parent = all[0]?.parent;
    return all.filter((e) => e.parent === parent).map((e) => e.element);
  }
}

function isoDateToUs(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}

const BOOLEANS: Readonly<Record<string, string>> = { true: 'true', '1': 'true', false: 'false', '0': 'false' };

/**
 * A value as the item document writes it: dates mm/dd/yyyy, booleans 'true'/'false'. A value that is not what
 * its type wants is kept as sent: validation fails the item with the reason, and the supplier's data is not
 * lost on the way in.
 */
function valueText(field: AttributeField, text: string): string {
  if (field.type === 'boolean') return BOOLEANS[text.toLowerCase()] ?? text;
  if (field.type === 'date') return isoDateToUs(text) ?? text;
  return text;
}

/** Whether an element is the one a path step names: its name, and the attribute or first child that tells it. */
function matches(element: XmlElement, step: PathStep): boolean {
  if (element.name !== step.name) return false;
  if (step.attribute) return element.attributes[step.attribute[0]] === step.attribute[1];
  if (step.child) return childNamed(element, step.child[0])?.text === step.child[1];
  return true;
}

/**
 * Additional attributes: every attribute/value pair (`stringAVP attributeName="…"`) of every avpList, but
 * those carrying one of the dictionary's own attributes.
 */
function avpRows(index: ElementIndex, attribute: AttributeDefinition): GroupRow[] {
  const [nameField, valueField] = attribute.fields ?? [];
  if (!nameField || !valueField) return [];
  return index
    .all(attribute.gdsn)
    .flatMap((list) => list.element.children)
    .filter(
      (pair) => pair.attributes.attributeName && pair.text && !PLACED_AVP_NAMES.has(pair.attributes.attributeName),
    )
    .map((pair) => ({ [nameField.code]: pair.attributes.attributeName!, [valueField.code]: pair.text }));
}

/** A group field's value in one row element: an element's text, or the attribute its placement names. */
function fieldText(row: ElementIndex, rowElement: XmlElement, placement: FieldPlacement): string {
  const element = placement.steps.length > 0 ? row.locate(placement) : rowElement;
  return (placement.attribute ? element?.attributes[placement.attribute] : element?.text) ?? '';
}

/**
 * A group's rows. A row element whose quantity repeats, one per unit (GS1 gives energy as kilojoules and
 * kilocalories in one nutrientDetail), becomes one row per quantity, each with its unit.
 */
function groupRows(index: ElementIndex, attribute: AttributeDefinition, placement: Placement): GroupRow[] {
  if (attribute.gdsn === 'avpList') return avpRows(index, attribute);
  const fields = attribute.fields ?? [];
  const quantity = fields.find((field) => field.unit);
  const fieldPlacement = (field: AttributeField) => placement.fields!.find((p) => p.gdsn === field.gdsn)!;
  return index.block(placement.steps.at(-1)!.name).flatMap((rowElement) => {
    const rowIndex = new ElementIndex(rowElement);
    const row: GroupRow = {};
    for (const field of fields) {
      const text = fieldText(rowIndex, rowElement, fieldPlacement(field));
      if (text) row[field.code] = valueText(field, text);
    }
    const quantities = quantity ? childrenNamed(rowElement, quantity.gdsn) : [];
    if (quantities.length < 2) return Object.keys(row).length > 0 ? [row] : [];
    const unitField = fields.find((field) => field.code === quantity!.unit!.field)!;
    const unitAttribute = fieldPlacement(unitField).attribute!;
    return quantities.map((element) => {
      const perUnit: GroupRow = { ...row, [quantity!.code]: element.text };
      const unit = element.attributes[unitAttribute];
      if (unit) perUnit[unitField.code] = unit;
      else delete perUnit[unitField.code];
      return perUnit;
    });
  });
}

function measure(element: XmlElement): { value: string; unit: string } | null {
  if (!element.text) return null;
  const unit = UNIT_ATTRIBUTES.map((name) => element.attributes[name]).find(Boolean) ?? '';
  return { value: element.text, unit };
}

const codeOf = (gdsn: string) => ATTRIBUTES.find((a) => a.gdsn === gdsn)!.code;
const DESCRIPTION = codeOf(DESCRIPTION_GDSN);
const SHORT_DESCRIPTION = codeOf('descriptionShort');
const FUNCTIONAL_NAME = codeOf('functionalName');
const BRAND_NAME = codeOf('brandName');

/**
 * The description GS1 makes optional but a catalog item needs: the trade item description, else the short
 * description, else the functional name with the brand (as a label would read: "Camp's Frozen Soup").
 */
function describe(attributes: ItemAttributes): string | undefined {
  const text = (code: string) => (typeof attributes[code] === 'string' ? (attributes[code] as string) : '');
  if (text(SHORT_DESCRIPTION)) return text(SHORT_DESCRIPTION);
  const named = [text(BRAND_NAME), text(FUNCTIONAL_NAME)].filter(Boolean).join(' ');
  return text(FUNCTIONAL_NAME) ? named : undefined;
}

/** A tradeItem's attributes keyed by dictionary code. Values are kept as sent: validation judges them. */
export function readTradeItemAttributes(tradeItem: XmlElement): ItemAttributes {
  const index = new ElementIndex(tradeItem);
  const attributes: ItemAttributes = {};
  for (const attribute of ATTRIBUTES) {
    if (attribute.gdsn === LANGUAGE_GDSN) {
      const described = index.first(DESCRIPTION_GDSN) ?? index.first('descriptionShort');
      const language = described?.attributes[LANGUAGE_GDSN];
      if (language) attributes[attribute.code] = language;
      continue;
    }
    const placement = placementOf(attribute.gdsn)!;
    if (attribute.type === 'group') {
      const rows = groupRows(index, attribute, placement);
      if (rows.length > 0) attributes[attribute.code] = rows;
      continue;
    }
    const element = index.locate(placement);
    if (!element) continue;
    if (attribute.type === 'measure' || attribute.type === 'amount') {
      const value = measure(element);
      if (value) attributes[attribute.code] = value;
      continue;
    }
    if (element.text) attributes[attribute.code] = valueText(attribute, element.text);
  }
  if (!attributes[DESCRIPTION]) {
    const description = describe(attributes);
    if (description) attributes[DESCRIPTION] = description;
  }
  return attributes;
}

/** The next lower level as the tradeItem states it (childTradeItem: GTIN and quantity). */
export function readChildTradeItems(tradeItem: XmlElement): {
  children: { gtin: string; quantity: number }[];
  problems: string[];
} {
  const children: { gtin: string; quantity: number }[] = [];
  const problems: string[] = [];
  const nextLevel = childNamed(tradeItem, 'nextLowerLevelTradeItemInformation');
  for (const child of nextLevel ? childrenNamed(nextLevel, 'childTradeItem') : []) {
    const gtin = childNamed(child, 'gtin')?.text ?? '';
    const quantity = childNamed(child, 'quantityOfNextLowerLevelTradeItem')?.text ?? '';
    if (!gtin) problems.push('A child trade item has no GTIN.');
    else if (!/^\d+$/.test(quantity) || Number(quantity) === 0) {
      problems.push(`Child trade item ${gtin}: quantity '${quantity}' is not a positive whole number.`);
    } else children.push({ gtin, quantity: Number(quantity) });
  }
  return { children, problems };
}
