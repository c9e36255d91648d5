import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { xmlBoundsProblem } from './xml-bounds.js';

/** A message that is not well-formed XML, not the expected GS1 message, or lacks a part the reader needs. */
export class GdsnMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GdsnMessageError';
  }
}

/** A message past the bounds of any GS1 message (`xml-bounds.ts`): refused before it is parsed. */
export class XmlBoundsError extends GdsnMessageError {}

/** One element, by its local name (namespace prefixes are kept apart: GS1 bodies are unqualified). */
export interface XmlElement {
  name: string;
  prefix: string | null;
  attributes: Readonly<Record<string, string>>;
  children: readonly XmlElement[];
  /** The element's own text, trimmed (child elements' text not included). */
  text: string;
}

type OrderedNode = { [key: string]: OrderedNode[] | string | Record<string, string> | undefined };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Identifiers keep their leading zeros: every value stays text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // The XML entities and numeric character references only: a DOCTYPE (the way to declare others) is refused.
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

function toElement(node: OrderedNode): XmlElement | null {
  const tag = Object.keys(node).find((key) => key !== ':@' && key !== '#text');
  if (!tag) return null;
  const content = (node[tag] as OrderedNode[] | undefined) ?? [];
  const colon = tag.indexOf(':');
  const children: XmlElement[] = [];
  const texts: string[] = [];
  for (const part of content) {
    if (typeof part['#text'] === 'string') texts.push(part['#text']);
    const child = toElement(part);
    if (child) children.push(child);
  }
  return {
    name: colon < 0 ? tag : tag.slice(colon + 1),
    prefix: colon < 0 ? null : tag.slice(0, colon),
    attributes: (node[':@'] as Record<string, string> | undefined) ?? {},
    children,
    text: texts.join(' ').trim(),
  };
}

/**
 * Parses a GS1 XML message into its root element. Refuses a DOCTYPE, so no entity the sender declares is
 * ever expanded, and what is past the bounds of any GS1 message (`xml-bounds.ts`) before parsing it; the
 * size cap is the caller's.
 */
export function parseXml(xml: string): XmlElement {
  if (/<!DOCTYPE/i.test(xml)) throw new GdsnMessageError('The XML declares a DOCTYPE, which GS1 messages never do.');
  const problem = xmlBoundsProblem(xml);
  if (problem) throw new XmlBoundsError(problem);
  const check = XMLValidator.validate(xml);
  if (check !== true) {
    throw new GdsnMessageError(`The XML is not well-formed (line ${check.err.line}): ${check.err.msg}`);
  }
  const roots = (parser.parse(xml) as OrderedNode[]).map(toElement).filter((e): e is XmlElement => e !== null);
  if (roots.length !== 1) throw new GdsnMessageError('The XML has no single root element.');
  return roots[0]!;
}

/** The namespace URI of an element declared on itself (where GS1 messages declare their root's). */
export function namespaceOf(element: XmlElement): string | undefined {
  return element.attributes[element.prefix ? `xmlns:${element.prefix}` : 'xmlns'];
}

/** Checks the root is the message expected (local name and namespace), else a clear error. */
export function expectRoot(xml: string, name: string, namespace: string, what: string): XmlElement {
  const root = parseXml(xml);
  if (root.name !== name || namespaceOf(root) !== namespace) {
    throw new GdsnMessageError(`The XML is not a GS1 XML 3.1 ${what}.`);
  }
  return root;
}

export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((c) => c.name === name);

export const childNamed = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((c) => c.name === name);

/** The element at a path of child names, or undefined. */
export function descend(element: XmlElement, ...path: string[]): XmlElement | undefined {
  let current: XmlElement | undefined = element;
  for (const name of path) current = current && childNamed(current, name);
  return current;
}

/** The text at a path of child names; a missing or empty one is a `GdsnMessageError` naming the path. */
export function requiredText(element: XmlElement, ...path: string[]): string {
  const text = descend(element, ...path)?.text;
  if (!text) throw new GdsnMessageError(`${element.name}/${path.join('/')} is missing.`);
  return text;
}

/** A value that must be one of a few the reader supports; another is a `GdsnMessageError` naming them. */
export function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new GdsnMessageError(`${what} '${value}' is not supported (only ${allowed.join(', ')}).`);
  }
  return value as T;
}

function dateOf(text: string, path: readonly string[]): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new GdsnMessageError(`${path.join('/')} is not a date and time: ${text}`);
  return date;
}

/** A dateTime text as a Date; an invalid one is a `GdsnMessageError`. */
export function requiredDate(element: XmlElement, ...path: string[]): Date {
  return dateOf(requiredText(element, ...path), path);
}

/** A dateTime text as a Date when present; an invalid one is a `GdsnMessageError`. */
export function optionalDate(element: XmlElement, ...path: string[]): Date | undefined {
  const text = descend(element, ...path)?.text;
  return text ? dateOf(text, path) : undefined;
}

/** The object without its undefined and empty members: a reader's optional values that were not there. */
export function present<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}

/**
 * What the builder takes: an object whose key order is the element order, arrays for repeated elements,
 * `@_name` for attributes and `#text` for an element with attributes and text.
 */
export type XmlBody = { [name: string]: string | XmlBody | readonly (string | XmlBody)[] };

const ESCAPED: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const SPECIAL = /[&<>"']/;

/** Text or an attribute value as XML writes it; most have nothing to escape, and are found so by one test. */
export const escapeXml = (text: unknown) => {
  const value = String(text);
  return SPECIAL.test(value) ? value.replace(/[&<>"']/g, (c) => ESCAPED[c]!) : value;
};

/**
 * Writes the body as XML, without indentation. Written here rather than by fast-xml-parser's builder, which
 * took a third of the time of a delivery's CINs (bench/publication.mjs): the body is already in element order
 * and holds only strings, so writing it is a walk that escapes text and attribute values.
 */
function writeElements(name: string, value: string | XmlBody | readonly (string | XmlBody)[]): string {
  // An absent optional value writes nothing, as fast-xml-parser's builder did.
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return `<${name}>${escapeXml(value)}</${name}>`;
  if (Array.isArray(value)) return value.map((item: string | XmlBody) => writeElements(name, item)).join('');
  let attributes = '';
  let content = '';
  for (const [key, child] of Object.entries(value as XmlBody)) {
    if (key.startsWith('@_')) attributes += ` ${key.slice(2)}="${escapeXml(child)}"`;
    else if (key === '#text') content += escapeXml(child);
    else content += writeElements(key, child);
  }
  return `<${name}${attributes}>${content}</${name}>`;
}

/** The whole message: declaration and root; text and attribute values are escaped. */
export function buildXml(rootName: string, body: XmlBody): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeElements(rootName, body)}`;
}

/** An optional element: present when it has a value, else nothing (GS1 strings may not be empty). */
export const optional = (name: string, value: string | XmlBody | undefined): XmlBody =>
  value ? { [name]: value } : {};

/** A description in the language GS1 requires us to name; ours are written in English. */
export const english = (text: string): XmlBody => ({ '@_languageCode': 'en', '#text': text });

/** `EntityIdentificationType`: an identifier and the party that owns it. */
export const entityIdentification = (id: string, ownerGln: string): XmlBody => ({
  entityIdentification: id,
  contentOwner: { gln: ownerGln },
});

/** An `EntityIdentificationType` element as read: its identifier and its content owner's GLN (if named). */
export function readEntity(element: XmlElement): { entityId: string; ownerGln: string } {
  return {
    entityId: requiredText(element, 'entityIdentification'),
    ownerGln: descend(element, 'contentOwner', 'gln')?.text ?? '',
  };
}
