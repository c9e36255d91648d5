import {
  ATTRIBUTES,
  isMeasure,
  isValidDate,
  withDefaultUnits,
  type AttributeField,
  type AttributeValue,
  type GdsnElement,
  type GroupRow,
  type ItemAttributes,
} from '@tradepool/domain';
import { withPoolSupplied } from '../document/pool-supplied.js';
import { treeText } from '../document/tree-text.js';
import { treeToXml } from '../document/tree-to-xml.js';
import { CIN_KIND, type CinCommand } from './cin.js';
import {
  CIN_PLACEMENTS,
  DEFAULT_LANGUAGE,
  LANGUAGE_GDSN,
  SUPPLIED_FIELDS,
  moduleElement,
  type FieldPlacement,
  type PathStep,
  type Placement,
} from './cin-placement.js';
import { buildDocumentMessage, type MessageHeader } from './document-message.js';
import { GdsnMessageError, escapeXml, type XmlBody } from './xml-tree.js';

/** A trade item and the items one level down, each with how many of it the item holds. */
export interface CinTradeItemNode {
  /** The item document: values keyed by attribute code. */
  attributes: ItemAttributes;
  /**
   * The whole tradeItem (issue 15). When given, the trade item is written from it and `attributes` are not
   * read; the next lower level, the last change and the buyer's codes are the pool's, as without it.
   */
  tree?: GdsnElement;
  children: { quantity: number; node: CinTradeItemNode }[];
  /** The recipient's own codes for the item, sent as BUYER_ASSIGNED identifications (a buyer's order system). */
  buyerCodes?: readonly string[];
}

/** One hierarchy sent to one data recipient. */
export interface CinTransaction {
  entityId: string;
  command: CinCommand;
  /** A resend of what the recipient already holds (a reload), not news. */
  isReload: boolean;
  dataRecipientGln: string;
  sourceDataPool: string;
  root: CinTradeItemNode;
}

/** A CatalogueItemNotification: from the source data pool (sender) to the recipient's data pool. */
export interface CinMessage extends MessageHeader {
  transactions: CinTransaction[];
}

type Definition = AttributeField & { fields?: readonly AttributeField[] };

const DEFINITIONS = new Map<string, Definition>([...ATTRIBUTES, ...SUPPLIED_FIELDS].map((d) => [d.gdsn, d]));

const codeOf = (gdsn: string) => DEFINITIONS.get(gdsn)!.code;
const GTIN = codeOf('gtin');
const INFORMATION_PROVIDER = codeOf('informationProvider/gln');
const LANGUAGE = codeOf(LANGUAGE_GDSN);
const CHILD_COUNT = codeOf('quantityOfChildren');
const CHILD_TOTAL = codeOf('totalQuantityOfNextLowerLevelTradeItem');

/** An element being written; children in the order the placement lines created them. */
interface TreeElement {
  name: string;
  attributes: Record<string, string>;
  text?: string;
  children: TreeElement[];
}

/** What a line writes: the element's text and its attributes (unit, language). */
interface Written {
  text: string;
  attributes: Record<string, string>;
}

const newElement = (name: string): TreeElement => ({ name, attributes: {}, children: [] });

const stepKey = (step: PathStep) =>
  step.name + (step.attribute ? `[@${step.attribute.join('=')}]` : step.child ? `[${step.child.join('=')}]` : '');

function matches(element: TreeElement, step: PathStep): boolean {
  if (element.name !== step.name) return false;
  if (step.attribute) return element.attributes[step.attribute[0]] === step.attribute[1];
  if (step.child) return element.children[0]?.name === step.child[0] && element.children[0].text === step.child[1];
  return true;
}

/** The child a step names, created (with what tells it apart) when not there yet. */
function childFor(parent: TreeElement, step: PathStep): TreeElement {
  const existing = parent.children.find((c) => matches(c, step));
  if (existing) return existing;
  const created = newElement(step.name);
  if (step.attribute) created.attributes[step.attribute[0]] = step.attribute[1];
  if (step.child) created.children.push({ ...newElement(step.child[0]), text: step.child[1] });
  parent.children.push(created);
  return created;
}

function place(parent: TreeElement, placement: FieldPlacement, written: Written): void {
  const element = placement.steps.reduce(childFor, parent);
  if (placement.attribute) element.attributes[placement.attribute] = written.text;
  else {
    element.text = written.text;
    Object.assign(element.attributes, written.attributes);
  }
}

/**
 * How a trade item is being written: in its language, and strictly (a CIN: what GS1 cannot carry is an
 * error) or leniently (the item document's section view: a value is put in its place as it is, for
 * validation to judge, and nothing GS1 requires is made up).
 */
interface Writing {
  language: string;
  lenient: boolean;
}

/** Refuses what a CIN cannot carry; the lenient writer takes `instead`. */
function refuse<T>(writing: Writing, message: string, instead: T): T {
  if (writing.lenient) return instead;
  throw new GdsnMessageError(message);
}

/** mm/dd/yyyy → xsd:dateTime at midnight (GS1 dates carry a time; the dictionary's do not). */
function isoDate(definition: AttributeField, text: string, writing: Writing): string {
  if (!isValidDate(text))
    return refuse(writing, `${definition.label}: '${text}' is not a date written mm/dd/yyyy.`, text);
  const [month, day, year] = text.split('/');
  return `${year}-${month}-${day}T00:00:00`;
}

function booleanText(definition: AttributeField, text: string, nonBinary: boolean, writing: Writing): string {
  if (text !== 'true' && text !== 'false') {
    return refuse(writing, `${definition.label}: '${text}' is not true or false.`, text);
  }
  return nonBinary ? text.toUpperCase() : text;
}

/** The XML attribute a measure's unit or an amount's currency is written in. */
export const unitAttributeOf = (definition: AttributeField, placement: Placement): string =>
  placement.unitAttribute ?? (definition.type === 'amount' ? 'currencyCode' : 'measurementUnitCode');

/** A scalar value as its element carries it, or null for none (GS1 strings may not be empty). */
function written(
  definition: AttributeField,
  placement: Placement | FieldPlacement,
  value: AttributeValue | undefined,
  writing: Writing,
): Written | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) return refuse(writing, `${definition.label} holds rows, not a value.`, null);
  const options: Placement = placement;
  if (isMeasure(value)) {
    if (!value.value) return null;
    const unit = value.unit || definition.defaultUnit;
    const unitAttribute = unitAttributeOf(definition, options);
    if (!unit)
      return refuse(writing, `${definition.label}: ${value.value} has no unit.`, { text: value.value, attributes: {} });
    return { text: value.value, attributes: { [unitAttribute]: unit } };
  }
  if (value === '') return null;
  const attributes: Record<string, string> = {};
  if (options.unit) attributes.measurementUnitCode = options.unit;
  if (options.language) attributes.languageCode = writing.language;
  if (definition.type === 'date') return { text: isoDate(definition, value, writing), attributes };
  if (definition.type === 'boolean') {
    return { text: booleanText(definition, value, !!options.nonBinary, writing), attributes };
  }
  return { text: value, attributes };
}

/** Per placement (the placements are fixed): its path's keys, worked out once rather than for every CIN. */
const PATH_KEYS = new WeakMap<Placement | FieldPlacement, string[]>();

/** The keys of the elements a placement's path passes through, outermost first. */
function pathKeys(placement: Placement | FieldPlacement): string[] {
  let keys = PATH_KEYS.get(placement);
  if (!keys) {
    const module = 'module' in placement && placement.module ? [placement.module] : [];
    const steps = [...module, ...placement.steps.map(stepKey)];
    keys = steps.map((_, i) => steps.slice(0, i + 1).join('/'));
    PATH_KEYS.set(placement, keys);
  }
  return keys;
}

/** The key of the element a placement's value needs to exist: its parent, or its own element for an attribute. */
function parentKey(placement: Placement | FieldPlacement): string {
  const keys = pathKeys(placement);
  return (placement.attribute ? keys.at(-1) : keys.at(-2)) ?? '';
}

interface Resolved<P> {
  placement: P;
  written: Written | null;
}

/**
 * GS1's requirements over what the placements write: a `required` one whose parent element is written must
 * have a value, given by `fill` when the item has none; `always` says which have a parent that always is.
 */
function resolve<P extends Placement | FieldPlacement>(
  values: readonly Resolved<P>[],
  labelOf: (placement: P) => string,
  always: (placement: P) => boolean,
  writing: Writing,
): Resolved<P>[] {
  const elements = new Set<string>();
  for (const v of values) if (v.written) for (const key of pathKeys(v.placement)) elements.add(key);
  return values.map(({ placement, written }) => {
    if (written || !placement.required) return { placement, written };
    const parent = parentKey(placement);
    if (parent && !elements.has(parent) && !always(placement)) return { placement, written };
    const fill = 'fill' in placement ? placement.fill : undefined;
    if (fill) return { placement, written: { text: fill, attributes: {} } };
    return refuse(writing, `The item cannot be sent as GS1 XML without ${labelOf(placement)}.`, { placement, written });
  });
}

/** A group's rows as their elements hold them: adjacent rows differing only in a quantity's unit share one. */
interface RowElement {
  row: GroupRow;
  quantities: { value: string; unit: string }[];
}

function rowElements(definition: Definition, rows: readonly GroupRow[]): RowElement[] {
  const fields = definition.fields ?? [];
  const quantity = fields.find((f) => f.unit);
  if (!quantity) return rows.map((row) => ({ row, quantities: [] }));
  const unitCode = quantity.unit!.field;
  const same = (a: GroupRow, b: GroupRow) =>
    fields.every((f) => f.code === quantity.code || f.code === unitCode || (a[f.code] ?? '') === (b[f.code] ?? ''));
  const elements: RowElement[] = [];
  for (const given of rows) {
    const row = withDefaultUnits(fields, given);
    const entry = row[quantity.code] ? [{ value: row[quantity.code]!, unit: row[unitCode] ?? '' }] : [];
    const previous = elements.at(-1);
    if (previous && entry.length > 0 && previous.quantities.length > 0 && same(previous.row, row)) {
      previous.quantities.push(...entry);
    } else elements.push({ row, quantities: entry });
  }
  return elements;
}

interface RowShape {
  fieldOf: (p: FieldPlacement) => AttributeField;
  /** The field given in several units (one element per unit), if any, and the placement of its unit. */
  quantity: AttributeField | undefined;
  unitPlacement: FieldPlacement | undefined;
}

/** Per group placement (the placements are fixed): how its rows' fields map, worked out once. */
const ROW_SHAPES = new WeakMap<Placement, RowShape>();

function rowShape(definition: Definition, placement: Placement): RowShape {
  let shape = ROW_SHAPES.get(placement);
  if (!shape) {
    const fields = definition.fields ?? [];
    const byGdsn = new Map<string, AttributeField>();
    for (const f of fields) if (!byGdsn.has(f.gdsn)) byGdsn.set(f.gdsn, f);
    const quantity = fields.find((f) => f.unit);
    const unitField = fields.find((f) => f.code === quantity?.unit?.field);
    shape = {
      fieldOf: (p) => byGdsn.get(p.gdsn)!,
      quantity,
      unitPlacement: placement.fields!.find((p) => p.gdsn === unitField?.gdsn),
    };
    ROW_SHAPES.set(placement, shape);
  }
  return shape;
}

/** One row element: its fields in placement order, a quantity once per unit it is given in. */
function writeRow(
  parent: TreeElement,
  definition: Definition,
  placement: Placement,
  element: RowElement,
  writing: Writing,
) {
  const { fieldOf, quantity, unitPlacement } = rowShape(definition, placement);
  const values = placement.fields!.map((p) => ({
    placement: p,
    written:
      fieldOf(p) === quantity || p === unitPlacement
        ? null
        : written(fieldOf(p), p, element.row[fieldOf(p).code], writing),
  }));
  if (element.quantities.length === 0 && values.every((v) => !v.written)) return;
  const row = newElement(placement.steps.at(-1)!.name);
  parent.children.push(row);
  const label = (p: FieldPlacement) => `${definition.label}: ${fieldOf(p).label}`;
  for (const { placement: p, written: w } of resolve(values, label, () => false, writing)) {
    if (w) place(row, p, w);
    if (fieldOf(p) !== quantity) continue;
    for (const { value, unit } of element.quantities) {
      const unitAttribute = unitPlacement!.attribute!;
      const missing = `The item cannot be sent as GS1 XML without ${label(unitPlacement!)} for ${value}.`;
      const holder = p.steps.slice(0, -1).reduce(childFor, row);
      holder.children.push({
        ...newElement(p.steps.at(-1)!.name),
        text: value,
        attributes: unit ? { [unitAttribute]: unit } : refuse(writing, missing, {}),
      });
    }
  }
}

function writeGroup(
  tradeItem: TreeElement,
  definition: Definition,
  placement: Placement,
  rows: readonly GroupRow[],
  writing: Writing,
) {
  if (rows.length === 0) return;
  const parent = placement.steps.slice(0, -1).reduce(childFor, moduleParent(tradeItem, placement));
  for (const element of rowElements(definition, rows)) writeRow(parent, definition, placement, element, writing);
}

/** Where a placement's path starts: the tradeItem, or its module's element under tradeItemInformation/extension. */
function moduleParent(tradeItem: TreeElement, placement: Placement): TreeElement {
  if (!placement.module) return tradeItem;
  const extension = childFor(childFor(tradeItem, { name: 'tradeItemInformation' }), { name: 'extension' });
  const module = moduleElement(placement.module);
  const element = childFor(extension, { name: module.name });
  element.attributes[`xmlns:${module.prefix}`] = module.namespace;
  return element;
}

/** The values the writer supplies or derives from the hierarchy, beside the item's own. */
function valuesOf(node: CinTradeItemNode, lastChange: Date): ItemAttributes {
  const values: ItemAttributes = { ...node.attributes, lastChangeDateTime: lastChange.toISOString() };
  // GS1 states a next lower level only with the children in it: an item without any states none.
  delete values[CHILD_COUNT];
  delete values[CHILD_TOTAL];
  if (node.children.length > 0) {
    // The next lower level is the hierarchy as linked; the stated total stays as stated (rule 202 checks it).
    const sum = node.children.reduce((total, child) => total + child.quantity, 0);
    values[CHILD_COUNT] = String(node.children.length);
    const stated = node.attributes[CHILD_TOTAL];
    values[CHILD_TOTAL] = typeof stated === 'string' && stated ? stated : String(sum);
    values.childTradeItem = node.children.map((child) => ({
      gtin: gtinOf(child.node),
      quantity: String(child.quantity),
    }));
  }
  return values;
}

/** What stands for a group with rows while resolving: its elements exist, its rows are written apart. */
const ROWS: Written = { text: '', attributes: {} };

/** Every value of the dictionary where `CIN_PLACEMENTS` puts it. */
function placedTree(values: ItemAttributes, lenient: boolean): TreeElement {
  const given = values[LANGUAGE];
  const writing: Writing = { language: typeof given === 'string' && given ? given : DEFAULT_LANGUAGE, lenient };
  const definitionOf = (p: Placement) => DEFINITIONS.get(p.gdsn)!;
  const valueOf = (p: Placement) => values[definitionOf(p).code];
  const rowsOf = (p: Placement) => {
    const value = valueOf(p) ?? [];
    if (Array.isArray(value)) return value;
    return refuse<GroupRow[]>(writing, `${definitionOf(p).label} holds a value, not rows.`, []);
  };
  const resolved = resolve(
    CIN_PLACEMENTS.map((p) => ({
      placement: p,
      written: p.fields ? (rowsOf(p).length > 0 ? ROWS : null) : written(definitionOf(p), p, valueOf(p), writing),
    })),
    (p) => definitionOf(p).label,
    // The tradeItem's own required elements hang from required parents, so they are always written.
    (p) => !p.module,
    writing,
  );
  const tradeItem = newElement('tradeItem');
  for (const { placement, written: w } of resolved) {
    if (placement.fields) writeGroup(tradeItem, definitionOf(placement), placement, rowsOf(placement), writing);
    else if (w) place(moduleParent(tradeItem, placement), placement, w);
  }
  return tradeItem;
}

function tradeItemTree(node: CinTradeItemNode, lastChange: Date): TreeElement {
  const tradeItem = placedTree(valuesOf(node, lastChange), false);
  if (node.buyerCodes?.length) addBuyerCodes(tradeItem, node.buyerCodes);
  return tradeItem;
}

const asGdsnElement = (element: TreeElement): GdsnElement => {
  const attributes = Object.entries(element.attributes).filter(([name]) => !name.startsWith('xmlns'));
  const colon = element.name.indexOf(':');
  return {
    name: element.name.slice(colon + 1),
    ...(attributes.length > 0 ? { attributes: Object.fromEntries(attributes) } : {}),
    ...(element.children.length > 0
      ? { children: element.children.map(asGdsnElement) }
      : { value: element.text ?? '' }),
  };
};

/**
 * The spec's sections' values as a tradeItem holds them: each where `CIN_PLACEMENTS` puts it, written
 * leniently (a bad date stays as typed, nothing GS1 requires is filled in). The section view of the item
 * document (`gdsn/document/section-view.ts`) grafts the values a save changed from it.
 */
export const sectionElement = (attributes: ItemAttributes): GdsnElement => asGdsnElement(placedTree(attributes, true));

const ADDITIONAL_ID = 'additionalTradeItemIdentification';

/** The buyer's codes where the schema wants them: after the GTIN and the identifications the item carries. */
function addBuyerCodes(tradeItem: TreeElement, codes: readonly string[]): void {
  const at = tradeItem.children.findIndex((c) => c.name !== 'gtin' && c.name !== ADDITIONAL_ID);
  tradeItem.children.splice(
    at,
    0,
    ...codes.map((code) => ({
      ...newElement(ADDITIONAL_ID),
      attributes: { additionalTradeItemIdentificationTypeCode: 'BUYER_ASSIGNED' },
      text: code,
    })),
  );
}

/** Whether children of one name already stand together (the usual case): then no grouping is needed. */
function inOrder(children: readonly TreeElement[]): boolean {
  for (let i = 1; i < children.length; i++) {
    const name = children[i]!.name;
    if (name === children[i - 1]!.name) continue;
    for (let j = 0; j < i - 1; j++) if (children[j]!.name === name) return false;
  }
  return true;
}

/**
 * The tree as XML, straight from the tree (a third of a CIN's time went to turning it into the builder's
 * objects): attributes, then children grouped by name in their first order, as GS1's schema orders them.
 */
function writeTree(element: TreeElement): string {
  let attributes = '';
  for (const [name, value] of Object.entries(element.attributes)) attributes += ` ${name}="${escapeXml(value)}"`;
  if (element.children.length === 0)
    return `<${element.name}${attributes}>${escapeXml(element.text ?? '')}</${element.name}>`;
  let content = '';
  if (inOrder(element.children)) for (const child of element.children) content += writeTree(child);
  else {
    const groups = new Map<string, TreeElement[]>();
    for (const child of element.children) {
      const group = groups.get(child.name);
      if (group) group.push(child);
      else groups.set(child.name, [child]);
    }
    for (const group of groups.values()) for (const child of group) content += writeTree(child);
  }
  return `<${element.name}${attributes}>${content}</${element.name}>`;
}

/**
 * The trade items already written, per hierarchy node and last change: a hierarchy sent to several recipients
 * at once (the same node objects, the same creation time) is written once, as XML, and only its envelope per
 * recipient. The nodes must not change while the cache is in use; a cache lives as long as one delivery batch.
 */
export type CinTradeItemCache = WeakMap<CinTradeItemNode, { lastChange: number; xml: string }>;

export const cinTradeItemCache = (): CinTradeItemCache => new WeakMap();

/**
 * Stands for a trade item element in the message tree until the message is written; the builder escapes no
 * control character, and none can occur in a value (XML 1.0 allows none of them), so the mark is unambiguous.
 */
const SPLICE = '\u0001';
const OPENS = `<tradeItem>${SPLICE}`;
const CLOSES = `${SPLICE}</tradeItem>`;

/** The message with each trade item's stand-in replaced by its XML (a split rather than a regular expression: faster). */
function spliced(xml: string, splices: readonly string[]): string {
  const parts = xml.split(OPENS);
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!;
    const end = part.indexOf(CLOSES);
    out += splices[Number(part.slice(0, end))]! + part.slice(end + CLOSES.length);
  }
  return out;
}

const gtinOf = (node: CinTradeItemNode) =>
  node.tree ? (treeText(node.tree, 'gtin') ?? '') : String(node.attributes[GTIN] ?? '');

const informationProviderOf = (node: CinTradeItemNode) =>
  node.tree
    ? treeText(node.tree, 'informationProviderOfTradeItem', 'gln')
    : (node.attributes[INFORMATION_PROVIDER] as string | undefined);

/** What a tree must hold for the message: its GTIN, and the information provider whose GLN owns the identifiers. */
const TREE_REQUIRED = [
  ['gtin', ['gtin']],
  ['informationProvider/gln', ['informationProviderOfTradeItem', 'gln']],
] as const;

/** The tradeItem written from the node's tree, with what the pool states in place of the tree's own. */
function treeTradeItemXml(node: CinTradeItemNode, tree: GdsnElement, lastChange: Date): string {
  if (tree.name !== 'tradeItem') throw new GdsnMessageError(`The item's document is a ${tree.name}, not a tradeItem.`);
  for (const [gdsn, path] of TREE_REQUIRED) {
    if (!treeText(tree, ...path))
      throw new GdsnMessageError(`The item cannot be sent as GS1 XML without ${DEFINITIONS.get(gdsn)!.label}.`);
  }
  return treeToXml(
    withPoolSupplied(tree, {
      children: node.children.map((child) => ({ gtin: gtinOf(child.node), quantity: child.quantity })),
      lastChangeDateTime: lastChange.toISOString(),
      ...(node.buyerCodes ? { buyerCodes: node.buyerCodes } : {}),
    }),
  );
}

function tradeItemXml(node: CinTradeItemNode, lastChange: Date, cache: CinTradeItemCache | undefined): string {
  const hit = cache?.get(node);
  if (hit && hit.lastChange === lastChange.getTime()) return hit.xml;
  const xml = node.tree ? treeTradeItemXml(node, node.tree, lastChange) : writeTree(tradeItemTree(node, lastChange));
  cache?.set(node, { lastChange: lastChange.getTime(), xml });
  return xml;
}

function catalogueItem(
  node: CinTradeItemNode,
  transaction: CinTransaction,
  lastChange: Date,
  cache: CinTradeItemCache | undefined,
  splices: string[],
): XmlBody {
  splices.push(tradeItemXml(node, lastChange, cache));
  return {
    dataRecipient: transaction.dataRecipientGln,
    sourceDataPool: transaction.sourceDataPool,
    // The data pool sends registered items; a cancelled or discontinued one carries its dates in the trade item.
    catalogueItemState: { catalogueItemStateCode: 'REGISTERED' },
    tradeItem: `${SPLICE}${splices.length - 1}${SPLICE}`,
    catalogueItemChildItemLink: node.children.map((child) => ({
      quantity: String(child.quantity),
      catalogueItem: catalogueItem(child.node, transaction, lastChange, cache, splices),
    })),
  };
}

/**
 * Builds a CIN: one transaction per hierarchy, each catalogue item nesting the items one level down
 * (catalogueItemChildItemLink) and naming them in its tradeItem's nextLowerLevelTradeItemInformation. Every
 * attribute goes where `CIN_PLACEMENTS` puts it, in schema order; dates at midnight, booleans true/false,
 * measures with their unit, texts in the item's language. The message's creation time is each trade item's
 * lastChangeDateTime. An item lacking what GS1 requires (a GTIN, target market, GPC brick, information
 * provider, a row's type code …) or holding a value GS1 cannot carry is a `GdsnMessageError` naming it.
 * A node with a `tree` is written from it as it is, the pool's values in their place (`withPoolSupplied`).
 * With a `cache`, each trade item of a hierarchy built again for another recipient is taken from it.
 */
export function buildCin(message: CinMessage, cache?: CinTradeItemCache): string {
  const splices: string[] = [];
  const xml = buildDocumentMessage(
    CIN_KIND,
    message,
    message.transactions.map((transaction) => {
      // Built first: it refuses an item without its information provider, whose GLN owns the identifiers.
      const item = catalogueItem(transaction.root, transaction, message.createdAt, cache, splices);
      return {
        entityId: transaction.entityId,
        ownerGln: String(informationProviderOf(transaction.root)),
        command: transaction.command,
        body: { isReload: String(transaction.isReload), catalogueItem: item },
      };
    }),
  );
  return spliced(xml, splices);
}
