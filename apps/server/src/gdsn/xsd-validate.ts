import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoryPages, validateXML, type XMLFileInfo } from 'xmllint-wasm';
import type { GdsnMessageType } from './messages/message-type.js';

/*
 * Checks a message against the official GS1 GDSN 3.1 schemas with libxml2 (xmllint-wasm): every inbound
 * message before it is processed, and in tests what we build. The library runs xmllint in a worker thread of
 * its own for each call, so the event loop never waits for it; it keeps no compiled schema between calls
 * (each run is xmllint's main anew), so what is kept is the schema files read once, and each run compiles only
 * the message's schema and the modules the message names.
 */

/** The message schemas of gs1/gdsn (each file's name without .xsd). */
export type GdsnMessageSchema =
  | 'RegistryCatalogueItem'
  | 'CatalogueItemRegistrationResponse'
  | 'CatalogueItemNotification'
  | 'GS1Response'
  | 'CatalogueItemConfirmation'
  | 'CatalogueItemPublication'
  | 'CatalogueItemSubscription'
  | 'CatalogueItemHierarchicalWithdrawal'
  | 'RequestForCatalogueItemNotification'
  | 'BasicPartyRegistration'
  | 'PartyRegistrationResponse';

/** The schema of each message we exchange. */
export const MESSAGE_SCHEMAS: Readonly<Record<GdsnMessageType, GdsnMessageSchema>> = {
  CIN: 'CatalogueItemNotification',
  CIC: 'CatalogueItemConfirmation',
  CIP: 'CatalogueItemPublication',
  CIS: 'CatalogueItemSubscription',
  CIHW: 'CatalogueItemHierarchicalWithdrawal',
  RFCIN: 'RequestForCatalogueItemNotification',
  RCI: 'RegistryCatalogueItem',
  CIRR: 'CatalogueItemRegistrationResponse',
  GS1Response: 'GS1Response',
  BPR: 'BasicPartyRegistration',
  PRR: 'PartyRegistrationResponse',
};

const XSD_ROOT = fileURLToPath(new URL('../resources/gs1-gdsn-3.1/xsd/', import.meta.url));
const BUNDLE = 'tradepool-bundle.xsd';

interface SchemaFiles {
  /** Every schema file under one flat name, its imports rewritten to match. */
  files: XMLFileInfo[];
  namespaces: Map<string, string>;
  modules: string[];
}

let loading: Promise<SchemaFiles> | undefined;

async function listXsd(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listXsd(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat().filter((f) => f.endsWith('.xsd'));
}

/**
 * Reads the schema tree once. xmllint-wasm writes each file at the root of its in-memory file system and
 * cannot create folders, so the tree is flattened (the file names are unique) and each schemaLocation
 * reduced to the file name.
 */
async function loadSchemas(): Promise<SchemaFiles> {
  const files = await Promise.all(
    (await listXsd(XSD_ROOT)).map(async (file) => ({
      fileName: path.basename(file),
      contents: (await fs.readFile(file, 'utf8')).replace(
        /schemaLocation="(?:[^"]*\/)?([^"/]+)"/g,
        'schemaLocation="$1"',
      ),
    })),
  );
  const namespaces = new Map<string, string>();
  for (const file of files) {
    const namespace = /targetNamespace="([^"]+)"/.exec(file.contents)?.[1];
    if (namespace) namespaces.set(file.fileName, namespace);
  }
  return { files, namespaces, modules: files.map((f) => f.fileName).filter((name) => name.endsWith('Module.xsd')) };
}

/**
 * A schema importing the message's and every module's: the trade item's extension is `xsd:any` with lax
 * processing, so a module is checked only when its schema is known. Several messages checked in one run share
 * one bundle: the modules any of them names.
 */
function bundle(schemas: SchemaFiles, root: string, xmls: readonly string[]): string {
  const used = schemas.modules.filter((name) => xmls.some((xml) => xml.includes(schemas.namespaces.get(name)!)));
  const imports = [root, ...used]
    .map((name) => `<xsd:import namespace="${schemas.namespaces.get(name)}" schemaLocation="${name}"/>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:tradepool:xsd-bundle">${imports}</xsd:schema>`;
}

/**
 * Validations at once: each compiles its schemas on a core of its own (about a second for a CIN on this
 * 2-core machine), so the others queue rather than slow the server's requests down.
 */
const RUNNING_MAX = 1;
let running = 0;
const queued: (() => void)[] = [];

async function inTurn<T>(run: () => Promise<T>): Promise<T> {
  if (running < RUNNING_MAX) running++;
  // A finished validation hands its place to the next one queued.
  else await new Promise<void>((resolve) => queued.push(resolve));
  try {
    return await run();
  } finally {
    const next = queued.shift();
    if (next) next();
    else running--;
  }
}

/** A refusal quotes the first schema errors: they say what to fix, the rest mostly follow from them. */
export const firstSchemaErrors = (errors: readonly string[]) => errors.slice(0, 5).join(' ');

export interface XsdResult {
  valid: boolean;
  errors: string[];
}

/**
 * Results checked ahead by `checkAheadAgainstXsd`, by schema and text, each taken once by the
 * `validateAgainstXsd` it spares.
 */
const checkedAhead = new Map<string, XsdResult>();
const aheadKey = (xml: string, rootXsd: GdsnMessageSchema) => `${rootXsd}\u0000${xml}`;

/** Validates a message against its GS1 XML 3.1 schema; errors read `line n: message`. */
export async function validateAgainstXsd(xml: string, rootXsd: GdsnMessageSchema): Promise<XsdResult> {
  const key = aheadKey(xml, rootXsd);
  const ahead = checkedAhead.get(key);
  if (ahead) {
    checkedAhead.delete(key);
    return ahead;
  }
  return inTurn(async () => (await validate([xml], rootXsd))[0]!);
}

/** Most text checked in one run: the run's memory (above) holds it, and one bad message does not hold many. */
const AHEAD_BYTES = 2 * 1024 * 1024;
const AHEAD_MESSAGES = 50;

/**
 * Checks several messages in xmllint runs of many each, so the schemas are compiled once a run rather than once
 * a message (about 0.2 s of a CIN's 0.25 s on this machine), and keeps the results for the
 * `validateAgainstXsd` calls that follow. Answers a function that forgets what none of them took. A run that
 * fails as a whole keeps nothing: those messages are checked one by one as before.
 */
export async function checkAheadAgainstXsd(
  messages: readonly { xml: string; rootXsd: GdsnMessageSchema }[],
): Promise<() => void> {
  const keys: string[] = [];
  const bySchema = new Map<GdsnMessageSchema, string[]>();
  for (const { xml, rootXsd } of messages) bySchema.set(rootXsd, [...(bySchema.get(rootXsd) ?? []), xml]);
  for (const [rootXsd, xmls] of bySchema) {
    for (const run of checkRuns(xmls, (xml) => xml.length)) {
      let results: XsdResult[];
      try {
        results = await inTurn(() => validate(run, rootXsd));
      } catch {
        continue;
      }
      run.forEach((xml, i) => {
        const key = aheadKey(xml, rootXsd);
        checkedAhead.set(key, results[i]!);
        keys.push(key);
      });
    }
  }
  return () => {
    for (const key of keys) checkedAhead.delete(key);
  };
}

/** Items in runs one xmllint run checks: at most AHEAD_MESSAGES, and AHEAD_BYTES of text unless one alone is more. */
export function checkRuns<T>(items: readonly T[], size: (item: T) => number): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (run.length && (run.length >= AHEAD_MESSAGES || bytes + size(item) > AHEAD_BYTES)) {
      runs.push(run);
      run = [];
      bytes = 0;
    }
    run.push(item);
    bytes += size(item);
  }
  if (run.length) runs.push(run);
  return runs;
}

/**
 * The schema a message's root element names (`…:catalogueItemNotificationMessage` → CatalogueItemNotification),
 * or null: a hint for checking ahead, whose results are kept by schema, so a wrong hint only checks in vain.
 */
export function rootSchemaOf(xml: string): GdsnMessageSchema | null {
  const root = /<(?:[\w.-]+:)?(\w+)Message[\s>]/.exec(xml)?.[1]?.toLowerCase();
  return Object.values(MESSAGE_SCHEMAS).find((schema) => schema.toLowerCase() === root) ?? null;
}

/** One message keeps the file name its errors always had; several are numbered. */
const messageFile = (index: number, count: number) => (count === 1 ? 'message.xml' : `message-${index}.xml`);

async function validate(xmls: readonly string[], rootXsd: GdsnMessageSchema): Promise<XsdResult[]> {
  loading ??= loadSchemas();
  const schemas = await loading;
  if (!schemas.namespaces.has(`${rootXsd}.xsd`)) throw new Error(`No schema ${rootXsd}.xsd`);
  const result = await validateXML({
    xml: xmls.map((contents, i) => ({ fileName: messageFile(i, xmls.length), contents })),
    schema: [{ fileName: BUNDLE, contents: bundle(schemas, `${rootXsd}.xsd`, xmls) }],
    preload: schemas.files,
    maxMemoryPages: 256 * memoryPages.MiB,
    // Read as a stream, not into a tree: a message of UPLOAD_XML_MAX_BYTES stays within the memory above.
    stream: true,
  });
  const text = (e: (typeof result.errors)[number]) => (e.loc ? `line ${e.loc.lineNumber}: ${e.message}` : e.message);
  if (xmls.length === 1) return [{ valid: result.valid, errors: result.errors.map(text) }];
  // xmllint closes each failed file with "<file> fails to validate"; any other error without a file (the
  // schema's own) says nothing of which message failed, and the run is not used.
  const failed = new Set<string>();
  for (const error of result.errors) {
    if (error.loc) continue;
    const file = /^(message-\d+\.xml) fails to validate$/.exec(error.message)?.[1];
    if (!file) throw new Error(`A run of ${xmls.length} messages failed as a whole: ${error.message}`);
    failed.add(file);
  }
  return xmls.map((_, i) => {
    const file = messageFile(i, xmls.length);
    const errors = result.errors.filter((e) => e.loc?.fileName === file).map(text);
    return { valid: !failed.has(file) && errors.length === 0, errors };
  });
}
