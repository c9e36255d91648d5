import { text } from 'node:stream/consumers';
import { UPLOAD_ERRORS } from '@tradepool/domain';
import type { ByteSource } from '../../files/file-store.js';
import { XmlBoundsError } from '../../gdsn/messages/xml-tree.js';
import { readXml } from '../../gdsn/read-xml.js';
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

/** The trade items of a GS1 XML CatalogueItemNotification, children before their parents. */
export async function cinDocuments(source: ByteSource) {
  return (await readCin(source, 'cin')).documents;
}

/** How many trade items the CatalogueItemNotification holds (the upload's quick look). */
export const cinItemCount = (source: ByteSource) => readCin(source, 'cinItemCount');
