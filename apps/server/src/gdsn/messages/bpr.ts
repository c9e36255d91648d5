import { documentCodec, messageKind, type ItemsMessage } from './document-message.js';
import { childNamed, descend, optional, requiredText } from './xml-tree.js';

const KIND = messageKind('basicPartyRegistration');
export const BPR_NAMESPACE = KIND.namespace;

/**
 * The role a party plays in the network (`partyRoleCode`): GS1's Global Registry registers parties as data
 * sources (publishers, information providers) and data recipients (subscribers).
 */
export const PARTY_ROLES = ['INFORMATION_PROVIDER', 'DATA_RECIPIENT'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** One party a data pool registers with the Global Registry: the pool serves it (`partyDataPool`). */
export interface PartyRegistration {
  /** The data pool's reference of the registration (its transaction). */
  entityId: string;
  partyGln: string;
  /** The party's name as the data pool knows it (`partyInRole/partyName`, at most 200 characters). */
  name: string;
  role: string;
  /** The data pool that serves the party. */
  partyDataPool: string;
  /** The data pool that sends the registration (the same as `partyDataPool` for a pool's own parties). */
  transmittingDataPool: string;
  active: boolean;
}

/** A BasicPartyRegistration: from a data pool (sender) to the Global Registry. */
export type BprMessage = ItemsMessage<PartyRegistration>;

const NAME_MAX = 200;

/*
 * One transaction per party. The party is named by its information provider's GLN (the party itself: a
 * party provides its own information) and described by one `partyInRole` with its GLN, name and role.
 */
const codec = documentCodec<PartyRegistration>(
  KIND,
  (party) => ({
    entityId: party.entityId,
    ownerGln: party.partyGln,
    command: 'ADD',
    body: {
      partyDataPool: party.partyDataPool,
      transmittingDataPool: party.transmittingDataPool,
      party: {
        isPartyActive: party.active ? 'true' : 'false',
        informationProviderOfParty: { gln: party.partyGln },
        partyInRole: {
          gln: party.partyGln,
          ...optional('partyName', party.name.trim().slice(0, NAME_MAX)),
          partyRoleCode: party.role,
        },
      },
    },
  }),
  ({ entityId, element }) => {
    const party = childNamed(element, 'party');
    const active = party && childNamed(party, 'isPartyActive')?.text;
    return {
      entityId,
      partyGln: requiredText(element, 'party', 'informationProviderOfParty', 'gln'),
      name: (party && descend(party, 'partyInRole', 'partyName')?.text) ?? '',
      role: (party && descend(party, 'partyInRole', 'partyRoleCode')?.text) ?? '',
      partyDataPool: requiredText(element, 'partyDataPool'),
      transmittingDataPool: requiredText(element, 'transmittingDataPool'),
      active: active !== 'false' && active !== '0',
    };
  },
);

export const buildBpr = (message: BprMessage): string => codec.build(message);

/** Reads a BPR; values as written, for the registry to judge. Another message is a `GdsnMessageError`. */
export const parseBpr = (xml: string): BprMessage => codec.parse(xml).message;
