// Generates the GDSN trade-item dictionary the server ships
// (apps/server/src/resources/gs1-gdsn-3.1/dictionary/trade-item-3.1.36.json) from GS1's workbook "GDSN Attributes
// with BMS Id and xPath 3.1.36", normalised to JSON in the project's reference data, checked against the GS1 XSDs
// the server ships. Usage: node scripts/gdsn-dictionary.mjs [source.json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readXsdModel } from './gdsn-xsd-model.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_SOURCE = '/work/shared/reference/gs1-gdsn-3.1/attributes/gdsn-attributes-3.1.36.json';
export const XSD_DIR = path.join(ROOT, 'apps/server/src/resources/gs1-gdsn-3.1/xsd');
export const OUTPUT = path.join(ROOT, 'apps/server/src/resources/gs1-gdsn-3.1/dictionary/trade-item-3.1.36.json');

/** The workbook the source JSON was normalised from, as GS1 published it. */
const WORKBOOK = {
  file: 'GDSN_Attributes_with_BMSId_xPath_3.1.36_June_5_2026.xlsx',
  title: 'GDSN Attributes with BMS Id and xPath 3.1.36',
  date: '2026-06-05',
  release: '3.1.36',
};

const TRADE_ITEM =
  '/catalogue_item_notification:catalogueItemNotificationMessage/transaction/documentCommand/' +
  'catalogue_item_notification:catalogueItemNotification/catalogueItem/tradeItem';
const MODULE_STEP = /^\*\[namespace-uri\(\)='([^']+)' and local-name\(\)='([^']+)'\]$/;
const TRADE_ITEM_NS = 'urn:gs1:gdsn:trade_item:xsd:3';
const KINDS = { Class: 'c', Module: 'm', Attribute: 'a' };
// Characters the workbook carries inside some xPaths (a byte-order mark before a step name).
const INVISIBLE = /[\uFEFF\u200B-\u200D\u00A0]/g;

/*
 * The workbook repeats three xPaths. Two are the same row twice (the later copy added in 3.1.15, one without its
 * definition and with a malformed semantic URN): the first bmsId is kept. The third is a wrong xPath: bmsId 6422,
 * AfterHoursCommunicationChannel's communicationValue, is written under communicationChannel; it belongs under
 * afterHoursCommunicationChannel (its parent class, its siblings 6421-6425 and the XSD say so).
 */
const DROPPED_REPEATS = new Map([
  [6340, 3341],
  [6483, 6373],
]);
const MOVED = new Map([
  [
    6422,
    {
      from: 'globalModelInformation/globalModelContactInformation/communicationChannel/communicationValue',
      to: 'globalModelInformation/globalModelContactInformation/afterHoursCommunicationChannel/communicationValue',
    },
  ],
]);

/*
 * Element paths the workbook writes otherwise than the XSDs, where the XSD element is plainly the one meant (a
 * step written twice, a name misspelt beyond case): the dictionary takes the XSD's path, since that is what a
 * message carries. Differences in case are fixed without a list. Where the structure differs (psychotropicSubstance's
 * enumerationValue, which the XSD wraps in enumerationValueInformation) the workbook's path is kept, marked `nx`.
 */
const M = 'tradeItemInformation/extension/';
const RENAMED = [
  [
    `${M}dairyFishMeatPoultryItemModule/dairyFishMeatPoultryInformation/fishReportingInformation/fishReportingInformation/`,
    `${M}dairyFishMeatPoultryItemModule/dairyFishMeatPoultryInformation/fishReportingInformation/`,
  ],
  [
    `${M}dietInformationModule/dietInformation/dietTypeInformation/dietCertification/dietTypeInformation/certification/`,
    `${M}dietInformationModule/dietInformation/dietTypeInformation/dietCertification/certification/`,
  ],
  [
    `${M}healthRelatedInformationModule/healthRelatedInformation/nutritionalProgram/nutritionalProgram/`,
    `${M}healthRelatedInformationModule/healthRelatedInformation/nutritionalProgram/`,
  ],
  [
    `${M}marketingInformationModule/marketingInformation/illegalToAdvertiseTargetMarket/targetMarketCountrySubdivisionCode`,
    `${M}marketingInformationModule/marketingInformation/illegalToAdvertiseTargetMarket/targetMarketSubdivisionCode`,
  ],
  [
    `${M}packagingSustainabilityModule/packagingWeightPerConsumerUse`,
    `${M}packagingSustainabilityModule/packagingWeightPerConsumerUser`,
  ],
  [
    `${M}regulatedTradeItemModule/regulatoryInformation/regulatoryIdentifier/partyInRole`,
    `${M}regulatedTradeItemModule/regulatoryInformation/regulatoryIdentifier/regulatoryInformationProvider`,
  ],
  [
    `${M}safetyDataSheetModule/safetyDataSheetInformation/rEACHInformation/rEACHUseDescriptorInformation/rEACHChemicalProductUseDescriptorCode`,
    `${M}safetyDataSheetModule/safetyDataSheetInformation/rEACHInformation/rEACHUseDescriptorInformation/rEACHChemicalProductUseDescriptorCodeType`,
  ],
];

/** A workbook path with RENAMED applied: a prefix ends at a step boundary (or the list writes the trailing slash). */
function renamed(relative, report, bmsId) {
  for (const [from, to] of RENAMED) {
    const whole = from.endsWith('/') ? from.slice(0, -1) : from;
    if (relative === whole || relative.startsWith(`${whole}/`)) {
      const target = to.endsWith('/') ? to.slice(0, -1) : to;
      report.renamed.push({ bmsId, from: relative, to: target + relative.slice(whole.length) });
      return target + relative.slice(whole.length);
    }
  }
  return relative;
}

/** The workbook's length: `{1..80}`; a few rows add a note after it (`1..70 {30.39}`), kept as written. */
function parseLength(text) {
  if (!text) return {};
  const plain = /^\{(\d+)\.\.(\d+)\}$/.exec(text);
  if (plain) return { l: [Number(plain[1]), Number(plain[2])] };
  const leading = /^\{?(\d+)\.\.(\d+)\}?/.exec(text);
  return leading ? { l: [Number(leading[1]), Number(leading[2])], lx: text } : { lx: text };
}

function parseMultiplicity(text, bmsId) {
  const m = /^(\d+)\.\.(\d+|\*)$/.exec(text ?? '');
  if (!m) throw new Error(`bmsId ${bmsId}: multiplicity "${text}"`);
  return [Number(m[1]), m[2] === '*' ? null : Number(m[2])];
}

const FLAGS = [
  ['languageEnabled', 'lang'],
  ['multipleLanguages', 'langs'],
  ['uomEnabled', 'uom'],
  ['multipleUom', 'uoms'],
  ['currencyEnabled', 'cur'],
  ['multipleCurrency', 'curs'],
];
/** The workbook's Yes / Possible flags; No, N/A and blanks are left out. */
function flagsOf(row) {
  const flags = {};
  for (const [column, key] of FLAGS) {
    if (row[column] === 'Yes') flags[key] = 'y';
    else if (row[column] === 'Possible') flags[key] = 'p';
  }
  return Object.keys(flags).length ? { f: flags } : {};
}

/**
 * The check a value gets (value-types.ts on the server), from the XSD's built-in type, GTIN and GLN from their GS1
 * types; the workbook's dataType where the XSD lacks the element. Other built-ins are text.
 */
const BUILTIN_CHECKS = {
  boolean: 'boolean',
  decimal: 'decimal',
  float: 'float',
  integer: 'integer',
  nonNegativeInteger: 'nonNegativeInteger',
  dateTime: 'dateTime',
  date: 'date',
  time: 'time',
  gYear: 'gYear',
  gDay: 'gDay',
};
const DATA_TYPE_CHECKS = {
  boolean: 'boolean',
  decimal: 'decimal',
  Measurement: 'decimal',
  Quantity: 'decimal',
  float: 'float',
  Amount: 'float',
  integer: 'integer',
  nonNegativeInteger: 'nonNegativeInteger',
  DateTime: 'dateTime',
  date: 'date',
  time: 'time',
  gYear: 'gYear',
  gDay: 'gDay',
  GTIN: 'gtin',
  GLN: 'gln',
};
function valueCheck(facts, dataType) {
  if (facts) {
    if (facts.named.includes('GTINType')) return 'gtin';
    if (facts.named.includes('GLNType')) return 'gln';
    return BUILTIN_CHECKS[facts.builtin];
  }
  return DATA_TYPE_CHECKS[dataType] ?? (/Measurement$/.test(dataType ?? '') ? 'decimal' : undefined);
}

function editDistance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** Index of the name the XSD spells like `written`, the same or but for case; -1 when none or several. */
function matchName(written, names) {
  const exact = names.indexOf(written);
  if (exact >= 0) return exact;
  const lower = written.toLowerCase();
  const byCase = names.flatMap((n, i) => (n.toLowerCase() === lower ? [i] : []));
  return byCase.length === 1 ? byCase[0] : -1;
}

/** The XSD's spelling of an XML attribute the workbook names: the same, else but for case, else one typo away. */
function xsdAttributeName(written, names) {
  const index = matchName(written, names);
  if (index >= 0) return names[index];
  const near = names.filter((n) => editDistance(n.toLowerCase(), written.toLowerCase()) <= 2);
  return near.length === 1 ? near[0] : null;
}

/** The workbook's rows of the trade item: relative paths with module steps by local name, repeats dropped. */
function tradeItemRows(rows, report) {
  const moduleNamespaces = new Map();
  const kept = [];
  for (const row of rows) {
    if (row.message !== 'CatalogueItemNotification') continue;
    if (row.xPath !== TRADE_ITEM && !row.xPath.startsWith(`${TRADE_ITEM}/`)) continue;
    if (DROPPED_REPEATS.has(row.bmsId)) {
      report.droppedRepeats.push({ bmsId: row.bmsId, keeps: DROPPED_REPEATS.get(row.bmsId) });
      continue;
    }
    const raw = row.xPath.slice(TRADE_ITEM.length + 1);
    const visible = raw.replace(INVISIBLE, '');
    if (visible !== raw) report.invisibleCharacters++;
    // One row writes its XML attribute without the slash before it (`productActivityTypeCode@codeListAgencyName`).
    const clean = visible.replace(/([^/])@/, '$1/@');
    if (clean !== visible) report.slashesAdded.push(row.bmsId);
    let module = null;
    let relative = (clean ? clean.split('/') : [])
      .map((step) => {
        const m = MODULE_STEP.exec(step);
        if (!m) return step;
        moduleNamespaces.set(m[2], m[1]);
        module = m[2];
        return m[2];
      })
      .join('/');
    const move = MOVED.get(row.bmsId);
    if (move) {
      if (!relative.startsWith(move.from)) throw new Error(`bmsId ${row.bmsId} is no longer at ${move.from}`);
      relative = move.to + relative.slice(move.from.length);
      report.moved.push({ bmsId: row.bmsId, ...move });
    }
    relative = renamed(relative, report, row.bmsId);
    if (!KINDS[row.type]) throw new Error(`bmsId ${row.bmsId}: type ${row.type}`);
    kept.push({ row, path: relative, module });
  }
  return { kept, moduleNamespaces };
}

/**
 * Reads the workbook's rows and the XSDs, returns the dictionary (`json`, the file's text) and what was found on
 * the way (`report`).
 */
export function generateDictionary(sourcePath = DEFAULT_SOURCE, xsdDir = XSD_DIR) {
  const rows = JSON.parse(fs.readFileSync(sourcePath, 'utf8'));
  const xsd = readXsdModel(xsdDir);
  const report = {
    sourceRows: rows.length,
    kept: 0,
    kinds: {},
    invisibleCharacters: 0,
    slashesAdded: [],
    droppedRepeats: [],
    moved: [],
    renamed: [],
    elementNamesFixed: [],
    attributeNamesFixed: [],
    notInXsd: [],
    multiplicityDiffers: [],
    dataTypeDiffers: [],
    parentsWithChildren: 0,
    parentsOutOfXsdOrder: 0,
  };
  const { kept, moduleNamespaces } = tradeItemRows(rows, report);

  // Resolve every path in the XSDs: the XSD's spelling of each step (the workbook miscases a few element names,
  // `gDSNTradeItemClassification` for `gdsnTradeItemClassification`), the type of each element and its place in
  // its parent's sequence.
  const resolved = new Map([['', { path: '', type: xsd.typeOf(TRADE_ITEM_NS, 'TradeItemType') }]]);
  const resolveElement = (elementPath) => {
    if (resolved.has(elementPath)) return resolved.get(elementPath);
    const slash = elementPath.lastIndexOf('/');
    const parent = resolveElement(slash < 0 ? '' : elementPath.slice(0, slash));
    const written = elementPath.slice(slash + 1);
    const prefix = parent.path ? `${parent.path}/` : '';
    let result = { path: prefix + written, type: null };
    const children = parent.type?.children ?? [];
    const index = matchName(
      written,
      children.map((c) => c.name ?? ''),
    );
    if (index >= 0) {
      const child = children[index];
      result = { path: prefix + child.name, type: child.type(), position: index, occurs: [child.min, child.max] };
    } else if (children.some((c) => c.any) && moduleNamespaces.has(written)) {
      const module = xsd.moduleElement(moduleNamespaces.get(written), written);
      if (module) result = { path: prefix + module.name, type: module.type };
    }
    if (result.path !== prefix + written) report.elementNamesFixed.push({ from: prefix + written, to: result.path });
    resolved.set(elementPath, result);
    return result;
  };

  const modules = new Map();
  const enums = new Map();
  const definitions = new Map();
  // Many rows share a definition (every codeListVersion, every languageCode): each is written once.
  const definitionIndex = (text) => {
    if (!definitions.has(text)) definitions.set(text, definitions.size);
    return definitions.get(text);
  };
  const output = [];
  for (const { row, path: written, module } of kept) {
    const kind = KINDS[row.type];
    const at = written.lastIndexOf('/@');
    const element = resolveElement(at < 0 ? written : written.slice(0, at));
    let entryPath = element.path;
    let name = row.name;
    let facts = element.type?.value ?? null;
    let xsdOccurs = element.occurs ?? null;
    let inXsd = Boolean(element.type) || !entryPath;
    if (at >= 0) {
      const writtenAttribute = written.slice(at + 2);
      const attributes = element.type?.attributes ?? [];
      const attributeName =
        xsdAttributeName(
          writtenAttribute,
          attributes.map((a) => a.name),
        ) ?? xsdAttributeName(writtenAttribute, xsd.attributeNames);
      const attribute = attributes.find((a) => a.name === attributeName);
      if (attributeName && attributeName !== writtenAttribute) {
        report.attributeNamesFixed.push({ bmsId: row.bmsId, from: writtenAttribute, to: attributeName });
      }
      name = attributeName ?? writtenAttribute;
      entryPath = `${element.path}/@${name}`;
      facts = attribute?.value ?? null;
      xsdOccurs = attribute ? [attribute.required ? 1 : 0, 1] : null;
      inXsd = Boolean(attribute);
    }
    if (!inXsd) report.notInXsd.push({ bmsId: row.bmsId, path: entryPath, sunrise: row.sunrise });
    if (kind === 'm') {
      const moduleName = entryPath.slice(entryPath.lastIndexOf('/') + 1);
      modules.set(moduleName, {
        n: moduleName,
        ns: moduleNamespaces.get(module),
        t: row.name,
        ...(row.definition?.trim() ? { d: row.definition.trim() } : {}),
      });
    }
    const multiplicity = parseMultiplicity(row.multiplicity, row.bmsId);
    // 1..0 is GS1's typo (its note: "change the multiplicity from 1..1 to 0..1"); the XSD settles it.
    const o = multiplicity[1] !== null && multiplicity[1] < multiplicity[0] ? xsdOccurs : multiplicity;
    if (!o) throw new Error(`bmsId ${row.bmsId}: multiplicity ${row.multiplicity}, and no XSD to settle it`);
    if (xsdOccurs && (xsdOccurs[0] !== o[0] || xsdOccurs[1] !== o[1])) {
      report.multiplicityDiffers.push({ bmsId: row.bmsId, path: entryPath, gs1: o, xsd: xsdOccurs });
    }
    const check = kind === 'a' ? valueCheck(facts, row.dataType) : undefined;
    const fromDataType = DATA_TYPE_CHECKS[row.dataType];
    if (kind === 'a' && fromDataType && check !== fromDataType) {
      report.dataTypeDiffers.push({
        bmsId: row.bmsId,
        path: entryPath,
        dataType: row.dataType,
        xsd: check ?? 'string',
      });
    }
    if (row.codeListOrEnumeration === 'E' && facts?.enumeration.length) {
      enums.set(row.codeListName ?? row.dataType, [...facts.enumeration].sort(byText));
    }
    output.push({
      i: row.bmsId,
      p: entryPath,
      k: kind,
      ...(name === entryPath.slice(entryPath.lastIndexOf('/') + 1).replace('@', '') ? {} : { n: name }),
      o,
      ...(element.position !== undefined && at < 0 ? { x: element.position } : {}),
      ...(inXsd ? {} : { nx: 1 }),
      ...parseLength(row.length),
      ...(row.dataType ? { t: row.dataType } : {}),
      ...(check ? { v: check } : {}),
      ...(row.codeListName
        ? { cl: row.codeListName.trim(), ...(row.codeListOrEnumeration === 'E' ? { e: 1 } : {}) }
        : {}),
      ...flagsOf(row),
      ...(row.definition?.trim() ? { d: definitionIndex(row.definition.trim()) } : {}),
    });
  }

  output.sort((a, b) => a.i - b.i);
  // The workbook orders a class's children by bmsId, which follows when GS1 added them, not the XSD sequence.
  const childPositions = new Map();
  for (const entry of output) {
    if (entry.x === undefined) continue;
    const parent = entry.p.slice(0, Math.max(0, entry.p.lastIndexOf('/')));
    childPositions.set(parent, [...(childPositions.get(parent) ?? []), entry.x]);
  }
  report.parentsWithChildren = childPositions.size;
  report.parentsOutOfXsdOrder = [...childPositions.values()].filter((xs) =>
    xs.some((x, i) => i > 0 && x < xs[i - 1]),
  ).length;

  report.kept = output.length;
  report.kinds = { class: 0, module: 0, attribute: 0, xmlAttribute: 0 };
  for (const e of output) {
    if (e.k === 'c') report.kinds.class++;
    else if (e.k === 'm') report.kinds.module++;
    else if (e.p.includes('@')) report.kinds.xmlAttribute++;
    else report.kinds.attribute++;
  }

  const dictionary = {
    source: { ...WORKBOOK, copyright: '© GS1', message: 'CatalogueItemNotification', root: 'catalogueItem/tradeItem' },
    modules: [...modules.values()].sort((a, b) => byText(a.n, b.n)),
    enums: Object.fromEntries([...enums.entries()].sort(([a], [b]) => byText(a, b))),
    definitions: [...definitions.keys()],
    entries: output,
  };
  return { json: serialise(dictionary), report };
}

/** Code-unit order: the same on every machine, whatever its locale. */
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** One entry a line: small, and a regenerated file diffs by entry. */
function serialise(dictionary) {
  const { entries, ...head } = dictionary;
  const lines = Object.entries(head).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)},`);
  return `{\n${lines.join('\n')}\n"entries":[\n${entries.map((e) => JSON.stringify(e)).join(',\n')}\n]}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { json, report } = generateDictionary(process.argv[2] ?? DEFAULT_SOURCE);
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  fs.writeFileSync(OUTPUT, json);
  // Lists of more than ten findings are counted; the test and a rerun with a debugger show them whole.
  const summary = Object.fromEntries(
    Object.entries(report).map(([key, value]) => [
      key,
      Array.isArray(value) && value.length > 10 ? value.length : value,
    ]),
  );
  console.log(JSON.stringify(summary, null, 2));
  console.log(`${path.relative(ROOT, OUTPUT)}: ${json.length} bytes`);
}
