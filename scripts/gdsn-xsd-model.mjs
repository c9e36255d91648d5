// The GS1 GDSN XML schemas read just far enough for the dictionary generator (gdsn-dictionary.mjs): each complex
// type's child elements in sequence order, its XML attributes, and the built-in type a value restricts.
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';

const XSD_NS = 'http://www.w3.org/2001/XMLSchema';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
});

/** A schema node as { tag (local name), attrs, children }, comments and text dropped. */
function toNode(raw) {
  const tag = Object.keys(raw).find((key) => key !== ':@' && key !== '#text');
  if (!tag) return null;
  const children = (raw[tag] ?? []).map(toNode).filter(Boolean);
  return { tag: tag.slice(tag.indexOf(':') + 1), attrs: raw[':@'] ?? {}, children };
}

function xsdFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? xsdFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => f.endsWith('.xsd'))
    .sort();
}

/**
 * Reads every schema under `xsdDir`. Returns lookups by namespace and name: `complexType`, `simpleType`,
 * `element` (global elements, the modules), each holding the node and a resolver of `prefix:Name` in its file.
 */
function readSchemas(xsdDir) {
  const tables = { complexType: new Map(), simpleType: new Map(), element: new Map() };
  for (const file of xsdFiles(xsdDir)) {
    const root = parser
      .parse(fs.readFileSync(file, 'utf8'))
      .map(toNode)
      .find((n) => n?.tag === 'schema');
    const target = root.attrs.targetNamespace;
    const prefixes = new Map(
      Object.entries(root.attrs)
        .filter(([key]) => key.startsWith('xmlns:'))
        .map(([key, value]) => [key.slice(6), value]),
    );
    const resolve = (qname) => {
      const colon = qname.indexOf(':');
      return { ns: colon < 0 ? target : prefixes.get(qname.slice(0, colon)), name: qname.slice(colon + 1) };
    };
    for (const node of root.children) {
      const table = tables[node.tag];
      if (table && node.attrs.name) table.set(`${target} ${node.attrs.name}`, { node, resolve, ns: target });
    }
  }
  return tables;
}

const occurs = (attrs) => [
  Number(attrs.minOccurs ?? 1),
  attrs.maxOccurs === 'unbounded' ? null : Number(attrs.maxOccurs ?? 1),
];

/**
 * A value's type: the XML Schema built-in it restricts in the end (`decimal`, `dateTime` …), the named GS1
 * simple types met on the way (GTINType, GLNType …), its enumeration and its length facets.
 */
function simpleFacts(tables, node, resolve, facts = { builtin: null, named: [], enumeration: [], length: {} }) {
  const restriction = node.children.find((c) => c.tag === 'restriction' || c.tag === 'extension');
  if (!restriction) return facts;
  for (const facet of restriction.children) {
    if (facet.tag === 'enumeration') facts.enumeration.push(facet.attrs.value);
    if (facet.tag === 'minLength' && facts.length.min === undefined) facts.length.min = Number(facet.attrs.value);
    if (facet.tag === 'maxLength' && facts.length.max === undefined) facts.length.max = Number(facet.attrs.value);
  }
  const inline = restriction.children.find((c) => c.tag === 'simpleType');
  if (inline) return simpleFacts(tables, inline, resolve, facts);
  return baseFacts(tables, resolve(restriction.attrs.base), facts);
}

function baseFacts(tables, { ns, name }, facts) {
  if (ns === XSD_NS) return { ...facts, builtin: name };
  const key = `${ns} ${name}`;
  const simple = tables.simpleType.get(key);
  if (simple) {
    facts.named.push(name);
    return simpleFacts(tables, simple.node, simple.resolve, facts);
  }
  const complex = tables.complexType.get(key);
  const content = complex?.node.children.find((c) => c.tag === 'simpleContent');
  if (!content) return facts;
  facts.named.push(name);
  return simpleFacts(tables, content, complex.resolve, facts);
}

/** Builds the model: `typeOf(ns, name)` and `moduleElement(ns, localName)` give types with `children` and `attributes`. */
export function readXsdModel(xsdDir) {
  const tables = readSchemas(xsdDir);
  const cache = new Map();

  function attributeOf(node, resolve) {
    const inline = node.children.find((c) => c.tag === 'simpleType');
    const facts = inline
      ? simpleFacts(tables, inline, resolve)
      : baseFacts(tables, resolve(node.attrs.type ?? 'xsd:string'), {
          builtin: null,
          named: [],
          enumeration: [],
          length: {},
        });
    return { name: node.attrs.name, required: node.attrs.use === 'required', value: facts };
  }

  /** Child elements in sequence order and attributes of a complex type node, its base's first. */
  function complexOf(node, resolve) {
    const type = { children: [], attributes: [], value: null };
    const walk = (n) => {
      for (const c of n.children) {
        if (c.tag === 'sequence' || c.tag === 'choice' || c.tag === 'all') walk(c);
        else if (c.tag === 'element') type.children.push(elementOf(c, resolve));
        else if (c.tag === 'any') type.children.push({ any: true });
        else if (c.tag === 'attribute') type.attributes.push(attributeOf(c, resolve));
        else if (c.tag === 'complexContent' || c.tag === 'simpleContent') {
          const derivation = c.children.find((d) => d.tag === 'extension' || d.tag === 'restriction');
          const base = resolve(derivation.attrs.base);
          const baseType = typeOf(base.ns, base.name);
          if (baseType) {
            type.children.push(...baseType.children);
            type.attributes.push(...baseType.attributes);
          }
          if (c.tag === 'simpleContent') type.value = simpleFacts(tables, c, resolve);
          walk(derivation);
        }
      }
    };
    walk(node);
    return type;
  }

  function elementOf(node, resolve) {
    const [min, max] = occurs(node.attrs);
    const inlineComplex = node.children.find((c) => c.tag === 'complexType');
    const inlineSimple = node.children.find((c) => c.tag === 'simpleType');
    let type;
    if (inlineComplex) type = () => complexOf(inlineComplex, resolve);
    else if (inlineSimple)
      type = () => ({ children: [], attributes: [], value: simpleFacts(tables, inlineSimple, resolve) });
    else {
      const ref = resolve(node.attrs.type ?? 'xsd:anyType');
      type = () => typeOf(ref.ns, ref.name);
    }
    return { name: node.attrs.name, min, max, type };
  }

  function typeOf(ns, name) {
    const key = `${ns} ${name}`;
    if (cache.has(key)) return cache.get(key);
    let type = null;
    if (ns === XSD_NS)
      type = { children: [], attributes: [], value: { builtin: name, named: [], enumeration: [], length: {} } };
    else if (tables.complexType.has(key)) {
      const { node, resolve } = tables.complexType.get(key);
      type = complexOf(node, resolve);
    } else if (tables.simpleType.has(key)) {
      type = {
        children: [],
        attributes: [],
        value: baseFacts(tables, { ns, name }, { builtin: null, named: [], enumeration: [], length: {} }),
      };
    }
    cache.set(key, type);
    return type;
  }

  /** A module: the global element of its namespace, `{ name, type }` in the XSD's spelling of the name. */
  function moduleElement(ns, localName) {
    const found = [...tables.element.entries()].filter(
      ([key, value]) => value.ns === ns && key.slice(ns.length + 1).toLowerCase() === localName.toLowerCase(),
    );
    if (found.length !== 1) return null;
    const { node, resolve } = found[0][1];
    return { name: node.attrs.name, type: elementOf(node, resolve).type() };
  }

  // Every XML attribute name the schemas declare: the spelling of one the workbook names on a type lacking it.
  const attributeNames = [
    ...new Set(
      [...tables.complexType.values()].flatMap(({ node }) => {
        const names = [];
        const collect = (n) => {
          if (n.tag === 'attribute' && n.attrs.name) names.push(n.attrs.name);
          n.children.forEach(collect);
        };
        collect(node);
        return names;
      }),
    ),
  ].sort();

  return { typeOf, moduleElement, attributeNames };
}
