import { text } from 'node:stream/consumers';
import { UPLOAD_ERRORS, parseGtin } from '@tradepool/domain';
import type { ByteSource } from '../../files/file-store.js';
import type { CinDocument } from '../../gdsn/messages/cin.js';
import { XmlBoundsError } from '../../gdsn/messages/xml-tree.js';
import { readXml, XML_TOO_COSTLY } from '../../gdsn/read-xml.js';
import { firstSchemaErrors, validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import type { XmlReaderName, XmlReading } from '../../gdsn/xml-worker.js';
import { UploadFileError } from './template-rows.js';

/**
 * The file read whole (its size is capped at upload, UPLOAD_XML_MAX_BYTES) and parsed by the XML worker,
 * off the event loop. A file past the bounds of any GS1 message says which; anything else that is no CIN
 * is refused as such.
 */
async function readCin<N extends XmlReaderName & ('cin' | 'cinItemCount')>(source: ByteSource, reader: N) {
  const xml = await text(await source());
  try {
    return (await readXml(reader, xml)) as XmlReading<N>;
  } catch (error) {
    throw new UploadFileError(error instanceof XmlBoundsError ? error.message : UPLOAD_ERRORS.notCin);
  }
}

/** A GTIN as the catalog keys it (14 digits), so a child named by its GTIN-13 meets its trade item. */
export const gtinKey = (text: unknown) => {
  const parsed = typeof text === 'string' ? parseGtin(text) : null;
  return parsed?.ok ? parsed.gtin : String(text);
};

/**
 * Documents ordered so that every child the file holds comes before its parents, however the file orders its
 * catalogue items: nested ones are read children first, but a file may also send each level as an item of
 * its own, the top first. The order is by height (an item without a child in the file is 0, else one more
 * than its highest child), stable within a height, so a resumed upload reads the same order; a loop counts as
 * no child.
 */
export function childrenFirst(documents: readonly CinDocument[]): CinDocument[] {
  const byGtin = new Map<string, CinDocument[]>();
  for (const document of documents) {
    const key = gtinKey(document.attributes['Coding1A']);
    byGtin.set(key, [...(byGtin.get(key) ?? []), document]);
  }
  const heights = new Map<CinDocument, number>();
  const heightOf = (document: CinDocument, path: Set<CinDocument>): number => {
    const known = heights.get(document);
    if (known !== undefined) return known;
    path.add(document);
    let height = 0;
    for (const child of document.children) {
      for (const below of byGtin.get(gtinKey(child.gtin)) ?? []) {
        if (!path.has(below)) height = Math.max(height, heightOf(below, path) + 1);
      }
    }
    path.delete(document);
    heights.set(document, height);
    return height;
  };
  return documents
    .map((document, index) => ({ document, index, height: heightOf(document, new Set()) }))
    .sort((a, b) => a.height - b.height || a.index - b.index)
    .map((entry) => entry.document);
}

/** The trade items of a GS1 XML CatalogueItemNotification, children before their parents (childrenFirst). */
export async function cinDocuments(source: ByteSource) {
  return childrenFirst((await readCin(source, 'cin')).documents);
}

/**
 * How many trade items the CatalogueItemNotification holds (the upload's quick look), once it is known to be
 * valid against its GS1 XML 3.1 schema and its header (SBDH) to agree with it: a file that is not is refused
 * whole, as `POST gdsn/messages` refuses it. (A file need not be addressed to the data pool: it is not sent.)
 */
export async function cinItemCount(source: ByteSource): Promise<number> {
  const count = await readCin(source, 'cinItemCount');
  const xml = await text(await source());
  let checked: { valid: boolean; errors: string[] };
  try {
    checked = await validateAgainstXsd(xml, 'CatalogueItemNotification');
  } catch {
    // The validator gave up (its memory): the file is past what one message may cost.
    throw new UploadFileError(XML_TOO_COSTLY);
  }
  if (!checked.valid) {
    throw new UploadFileError(UPLOAD_ERRORS.invalidCin(firstSchemaErrors(checked.errors)));
  }
  const { disagreements } = await readXml('identify', xml);
  if (disagreements.length) throw new UploadFileError(UPLOAD_ERRORS.cinHeader(disagreements.join(' ')));
  return count;
}
