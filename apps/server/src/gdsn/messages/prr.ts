import { documentCodec, messageKind, type ItemsMessage } from './document-message.js';
import { GdsnMessageError, optionalDate, present, requiredDate, requiredText } from './xml-tree.js';

const KIND = messageKind('partyRegistrationResponse');
export const PRR_NAMESPACE = KIND.namespace;

/** The registry's answer for one party of a BPR. */
export interface PartyRegistrationAnswer {
  /** The BPR transaction's entityIdentification. */
  entityId: string;
  partyGln: string;
  status: 'ACCEPTED' | 'REJECTED';
  registeredAt: Date;
  lastChangedAt: Date;
  removedAt?: Date;
}

/** A PartyRegistrationResponse: from the Global Registry to the data pool, answering one BPR. */
export interface PrrMessage extends ItemsMessage<PartyRegistrationAnswer> {
  /** The instance identifier of the BPR answered. */
  correlationId: string;
}

/*
 * As with the CIRR, the response carries only a status per party: the reasons of a refusal travel in a
 * GS1Response correlated to the same BPR.
 */
const codec = documentCodec<PartyRegistrationAnswer>(
  KIND,
  (answer) => ({
    entityId: answer.entityId,
    ownerGln: answer.partyGln,
    command: 'ADD',
    body: {
      partyReference: answer.partyGln,
      responseStatusCode: answer.status,
      partyRegistrationInformation: {
        lastChangeDate: answer.lastChangedAt.toISOString(),
        registrationDate: answer.registeredAt.toISOString(),
        ...(answer.removedAt ? { removedDate: answer.removedAt.toISOString() } : {}),
      },
    },
  }),
  ({ entityId, element }) =>
    present({
      entityId,
      partyGln: requiredText(element, 'partyReference'),
      status: requiredText(element, 'responseStatusCode') === 'REJECTED' ? 'REJECTED' : 'ACCEPTED',
      registeredAt: requiredDate(element, 'partyRegistrationInformation', 'registrationDate'),
      lastChangedAt: requiredDate(element, 'partyRegistrationInformation', 'lastChangeDate'),
      removedAt: optionalDate(element, 'partyRegistrationInformation', 'removedDate'),
    }),
);

export function buildPrr(message: PrrMessage): string {
  if (message.items.length === 0) throw new GdsnMessageError('A PRR needs at least one party.');
  return codec.build(message, message.correlationId);
}

/** Reads a PRR; one that does not name the BPR it answers is a `GdsnMessageError`. */
export function parsePrr(xml: string): PrrMessage {
  const { message, correlationId } = codec.parse(xml);
  if (!correlationId) throw new GdsnMessageError('The PRR does not name the BPR it answers.');
  return { ...message, correlationId };
}
