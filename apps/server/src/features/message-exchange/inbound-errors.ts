import { GdsnMessageError } from '../../gdsn/messages/xml-tree.js';
import type { DocumentPlace } from '../../gdsn/messages/document-message.js';
import type { Gs1Error, Gs1ResponseMessage } from '../../gdsn/messages/gs1-response.js';

/** The data pool's GS1Response error codes (ours, as the registry's GR- codes are the registry's). */
export const DATA_POOL_ERRORS = {
  unreadable: 'DP-UNREADABLE',
  /** Against its GS1 XML 3.1 schema. */
  schema: 'DP-XSD-INVALID',
  /** The SBDH's Type, Standard or TypeVersion contradicts the document. */
  header: 'DP-SBDH-MISMATCH',
  notSender: 'DP-NOT-SENDER',
  notReceiver: 'DP-NOT-RECEIVER',
  notOwner: 'DP-NOT-OWNER',
  notFound: 'DP-NOT-FOUND',
  unsupported: 'DP-UNSUPPORTED',
  refused: 'DP-REFUSED',
  /** A trade item's error that no numbered GDSN rule states (the dictionary, its key, its hierarchy). */
  invalidItem: 'DP-INVALID-ITEM',
} as const;

export const gs1Error = (code: string, description: string): Gs1Error => ({ code, description });

/** A refused document of the message, where it sits, and why. */
export interface RefusedDocument extends DocumentPlace {
  errors: Gs1Error[];
}

/** What processing a message's documents came to: the accepted ones and each refused one with its reasons. */
export interface InboundOutcome {
  accepted: DocumentPlace[];
  rejected: RefusedDocument[];
}

export const rejection = (place: DocumentPlace, code: string, description: string): RefusedDocument => ({
  ...place,
  errors: [gs1Error(code, description)],
});

/** The outcome as the GS1Response answers it: each transaction by its own identification. */
export function answered(outcome: InboundOutcome): Pick<Gs1ResponseMessage, 'transactions' | 'accepted'> {
  return {
    transactions: outcome.rejected.map((r) => ({
      ...r.document,
      transaction: r.transaction,
      command: r.command,
      errors: r.errors,
    })),
    accepted: outcome.accepted.map((a) => a.transaction),
  };
}

/** Each item of a message with its place: the reader lists both in message order. */
export function placed<T>(items: readonly T[], places: readonly DocumentPlace[]): [T, DocumentPlace][] {
  if (items.length !== places.length) throw new GdsnMessageError('The message’s documents could not be told apart.');
  return items.map((item, i) => [item, places[i]!]);
}
