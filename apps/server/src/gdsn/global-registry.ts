import type { Db } from '../db/database.js';

/**
 * What the data pool hands its RCI messages to. The built-in registry queues the message and answers later
 * (CIRR and, for rejections, a GS1Response: see `messages/cirr.ts`); a connection to a real GS1 Global
 * Registry would implement the same call.
 */
export interface GlobalRegistry {
  /**
   * Accepts RCIs for registration, a batch at a time (one hand-over, not one per item); `db` is the caller's
   * transaction, so the hand-over commits with it.
   */
  submit(db: Db, messages: readonly { instanceId: string; xml: string }[]): Promise<void>;
}
