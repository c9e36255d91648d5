import type { Db } from '../../db/database.js';
import type { DocumentPlace } from '../../gdsn/messages/document-message.js';
import type { Sbdh } from '../../gdsn/messages/sbdh.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import type { InboundOutcome } from '../message-exchange/service.js';

/** A message from another data pool as its handler sees it. */
export interface NetworkMessage {
  xml: string;
  header: Sbdh;
  places: readonly DocumentPlace[];
}

/** What a handler did: each document's outcome, the local company it concerned, the `in` message it kept. */
export interface Handled {
  outcome: InboundOutcome;
  companyId: number | null;
  /** The `in` row the handler kept itself (a CIN's copies and a CIC's history point at theirs). */
  messageId: number | null;
}

/** A handler reads its message (in the XML worker, before any transaction), then applies it in one. */
export type NetworkHandler = (
  message: NetworkMessage,
  copies: ReceivedCopies,
) => Promise<(trx: Db) => Promise<Handled>>;
