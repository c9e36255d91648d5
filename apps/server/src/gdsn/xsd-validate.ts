import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoryPages, validateXML, type XMLFileInfo } from 'xmllint-wasm';

/*
 * Test support: checks a message against the official GS1 GDSN 3.1 schemas with libxml2 (xmllint-wasm, a
 * devDependency, so only tests may import this file). Kept in src so every feature's tests can use it.
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
 * processing, so a module is checked only when its schema is known.
 */
function bundle(schemas: SchemaFiles, root: string): string {
  const imports = [root, ...schemas.modules]
    .map((name) => `<xsd:import namespace="${schemas.namespaces.get(name)}" schemaLocation="${name}"/>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:tradepool:xsd-bundle">${imports}</xsd:schema>`;
}

/** Validates a message against its GS1 XML 3.1 schema; errors read `line n: message`. */
export async function validateAgainstXsd(
  xml: string,
  rootXsd: GdsnMessageSchema,
): Promise<{ valid: boolean; errors: string[] }> {
  loading ??= loadSchemas();
  const schemas = await loading;
  if (!schemas.namespaces.has(`${rootXsd}.xsd`)) throw new Error(`No schema ${rootXsd}.xsd`);
  const result = await validateXML({
    xml: [{ fileName: 'message.xml', contents: xml }],
    schema: [{ fileName: BUNDLE, contents: bundle(schemas, `${rootXsd}.xsd`) }],
    preload: schemas.files,
    maxMemoryPages: 256 * memoryPages.MiB,
  });
  return {
    valid: result.valid,
    errors: result.errors.map((e) => (e.loc ? `line ${e.loc.lineNumber}: ${e.message}` : e.message)),
  };
}
