import type { Gs1Error, Gs1TransactionException } from '../../gdsn/messages/gs1-response.js';

/** The data pool's GS1Response error codes (ours, as the registry's GR- codes are the registry's). */
export const DATA_POOL_ERRORS = {
  unreadable: 'DP-UNREADABLE',
  notSender: 'DP-NOT-SENDER',
  notOwner: 'DP-NOT-OWNER',
  notFound: 'DP-NOT-FOUND',
  unsupported: 'DP-UNSUPPORTED',
  refused: 'DP-REFUSED',
} as const;

export const gs1Error = (code: string, description: string): Gs1Error => ({ code, description });

/** What processing a message's transactions came to: the accepted ones and each refused one with its reasons. */
export interface InboundOutcome {
  accepted: { entityId: string; ownerGln: string }[];
  rejected: Gs1TransactionException[];
}

export const rejection = (
  entityId: string,
  ownerGln: string,
  code: string,
  description: string,
): Gs1TransactionException => ({
  entityId,
  ownerGln,
  errors: [gs1Error(code, description)],
});
