import { randomUUID } from 'node:crypto';
import { isValidGln } from '@tradepool/domain';
import type { Db } from '../db/database.js';
import type { BprMessage } from './messages/bpr.js';
import { buildGs1Response, type Gs1Error } from './messages/gs1-response.js';
import { buildPrr, type PartyRegistrationAnswer } from './messages/prr.js';

/** The Global Registry's reasons to refuse a party, its own codes as for items (`REGISTRY_ERRORS`). */
export const PARTY_ERRORS = {
  invalidGln: 'GR-INVALID-PARTY-GLN',
  otherPool: 'GR-PARTY-OTHER-POOL',
  notTransmitter: 'GR-NOT-TRANSMITTING-POOL',
} as const;

export interface PartyRegistrationOutcome {
  /** The PRR: every party's ACCEPTED or REJECTED. */
  prrXml: string;
  /** The rejected parties' reasons, correlated to the same BPR; null if none was rejected. */
  gs1ResponseXml: string | null;
  /** The parties now registered to the sending pool (their subscriptions may be forwarded there). */
  registered: string[];
}

/**
 * Decides a BPR from the data pool `senderPool`: each party with a valid GLN, sent by the pool that serves it
 * (`partyDataPool` and `transmittingDataPool` are the sender), is registered to that pool, or its
 * registration refreshed (name, role, active). A GLN another data pool already serves is refused: a party
 * moves to another pool only when its old pool lets it go, which this registry does not model. Writes in
 * the caller's transaction.
 */
export async function registerParties(
  db: Db,
  bpr: BprMessage,
  senderPool: string,
  now: Date,
): Promise<PartyRegistrationOutcome> {
  const at = now.toISOString();
  const answers: (PartyRegistrationAnswer & { errors: Gs1Error[] })[] = [];
  for (const party of bpr.items) {
    const errors: Gs1Error[] = [];
    if (!isValidGln(party.partyGln)) {
      errors.push({ code: PARTY_ERRORS.invalidGln, description: `Party GLN ${party.partyGln} is not valid.` });
    }
    if (party.partyDataPool !== senderPool || party.transmittingDataPool !== senderPool) {
      errors.push({
        code: PARTY_ERRORS.notTransmitter,
        description: `Data pool ${senderPool} may register only the parties it serves and transmits itself.`,
      });
    }
    const existing = await db
      .selectFrom('registry_party')
      .select(['id', 'data_pool_gln', 'registered_time'])
      .where('party_gln', '=', party.partyGln)
      .executeTakeFirst();
    if (existing && existing.data_pool_gln !== senderPool) {
      errors.push({
        code: PARTY_ERRORS.otherPool,
        description: `Party ${party.partyGln} is registered by another data pool (${existing.data_pool_gln}).`,
      });
    }
    let registeredAt = now;
    if (errors.length === 0) {
      const values = { name: party.name, role: party.role, active: party.active ? 1 : 0, last_changed_time: at };
      if (existing) {
        await db.updateTable('registry_party').set(values).where('id', '=', existing.id).execute();
        registeredAt = new Date(existing.registered_time);
      } else {
        await db
          .insertInto('registry_party')
          .values({ ...values, party_gln: party.partyGln, data_pool_gln: senderPool, registered_time: at })
          .execute();
      }
    }
    answers.push({
      entityId: party.entityId,
      partyGln: party.partyGln,
      status: errors.length === 0 ? 'ACCEPTED' : 'REJECTED',
      registeredAt,
      lastChangedAt: now,
      errors,
    });
  }
  const header = { senderGln: bpr.receiverGln, receiverGln: bpr.senderGln, createdAt: now };
  const rejected = answers.filter((a) => a.status === 'REJECTED');
  return {
    prrXml: buildPrr({
      ...header,
      instanceId: `PRR-${randomUUID()}`,
      correlationId: bpr.instanceId,
      items: answers.map(({ errors: _errors, ...answer }) => answer),
    }),
    gs1ResponseXml: rejected.length
      ? buildGs1Response({
          ...header,
          instanceId: `GS1R-${randomUUID()}`,
          correlationId: bpr.instanceId,
          messageErrors: [],
          transactions: rejected.map((a) => ({ entityId: a.entityId, ownerGln: a.partyGln, errors: a.errors })),
        })
      : null,
    registered: answers.filter((a) => a.status === 'ACCEPTED').map((a) => a.partyGln),
  };
}
