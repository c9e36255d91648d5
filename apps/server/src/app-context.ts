import type { Config } from './config.js';
import type { DatabaseHandle, Db } from './db/database.js';
import type { FileStore } from './files/file-store.js';
import type { Lifecycle } from './lifecycle.js';
import type { Mailer } from './mail/mailer.js';
import type { ReceivedCopies } from './received-copies/received-copies.js';

/** What feature routes receive: the database, the configuration and the outside world. */
export interface AppContext {
  config: Config;
  handle: DatabaseHandle;
  db: Db;
  mailer: Mailer;
  lifecycle: Lifecycle;
  files: FileStore;
  /** The one writer of the buyers' received copies, with its listeners (`composition/received-copies.ts`). */
  receivedCopies: ReceivedCopies;
}
