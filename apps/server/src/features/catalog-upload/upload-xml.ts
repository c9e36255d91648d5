import fs from 'node:fs/promises';
import { UPLOAD_ERRORS } from '@tradepool/domain';
import { parseCin } from '../../gdsn/messages/cin.js';
import { UploadFileError } from './template-rows.js';

/**
 * The trade items of a GS1 XML CatalogueItemNotification, children before their parents. The file is read
 * whole: its size is capped at upload (UPLOAD_XML_MAX_BYTES), far below what would strain memory.
 */
export async function cinDocuments(file: string) {
  const xml = await fs.readFile(file, 'utf8');
  try {
    return parseCin(xml).documents;
  } catch {
    throw new UploadFileError(UPLOAD_ERRORS.notCin);
  }
}
