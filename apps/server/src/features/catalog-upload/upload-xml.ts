import { text } from 'node:stream/consumers';
import { UPLOAD_ERRORS } from '@tradepool/domain';
import type { ByteSource } from '../../files/file-store.js';
import { parseCin } from '../../gdsn/messages/cin.js';
import { UploadFileError } from './template-rows.js';

/**
 * The trade items of a GS1 XML CatalogueItemNotification, children before their parents. The file is read
 * whole: its size is capped at upload (UPLOAD_XML_MAX_BYTES), far below what would strain memory.
 */
export async function cinDocuments(source: ByteSource) {
  const xml = await text(await source());
  try {
    return parseCin(xml).documents;
  } catch {
    throw new UploadFileError(UPLOAD_ERRORS.notCin);
  }
}
