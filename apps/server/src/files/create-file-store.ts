import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { databaseFileStore } from './database-file-store.js';
import type { FileStore } from './file-store.js';
import { localFileStore } from './local-file-store.js';

/**
 * The file store `FILE_STORAGE` chooses. Apart from the interface, so the stores can import the interface's
 * key checks without the interface importing them back.
 */
export function createFileStore(config: Pick<Config, 'fileStorage' | 'dataDir'>, handle: DatabaseHandle): FileStore {
  return config.fileStorage === 'database' ? databaseFileStore(handle.db) : localFileStore(config.dataDir);
}
