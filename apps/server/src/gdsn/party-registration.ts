import { randomUUID } from 'node:crypto';
import { COMPANY_STATUS, GLOBAL_REGISTRY_GLN } from '@tradepool/domain';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/time.js';
import { companyLabel } from '../parties/party-names.js';
import { buildBpr, type PartyRole } from './messages/bpr.js';
import { parseGs1Response } from './messages/gs1-response.js';
import { parsePrr } from './messages/prr.js';
import { poolGln } from './pool-gln.js';
import { queueForRegistry } from './registry-client.js';

/** A publisher is registered as a data source; a company that only subscribes as a data recipient. */
const roleOf = (company: { role_pub: number }): PartyRole =>
  company.role_pub === 1 ? 'INFORMATION_PROVIDER' : 'DATA_RECIPIENT';

/**
 * Registers with the Global Registry every GLN of an active company it has not heard of as it stands (new, or
 * its company's name or role changed since): one BPR per GLN, kept in `gdsn_message` for the company and
 * queued, its state in `registry_party_registration`, so a start sends only what changed. `retryRefused`
 * (at start) sends the refused ones again too: a refusal may come of a configuration fixed since (a pool's
 * GLN or token). Answers how many.
 */
export async function queuePartyRegistrations(db: Db, options: { retryRefused?: boolean } = {}): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const glns = await trx
      .selectFrom('company_gln as g')
      .innerJoin('company as c', 'c.id', 'g.company_id')
      .leftJoin('registry_party_registration as r', 'r.party_gln', 'g.gln')
      .select([
        'g.gln',
        'c.id as company_id',
        'c.name',
        'c.bu_name',
        'c.role_pub',
        'r.name as registered_name',
        'r.role as registered_role',
        'r.company_id as registered_company',
        'r.status as registered_status',
      ])
      .where('c.status', '=', COMPANY_STATUS.ACTIVE)
      .orderBy('g.id')
      .execute();
    const due = glns
      .map((g) => ({ ...g, label: companyLabel(g.name, g.bu_name), role: roleOf(g) }))
      .filter(
        (g) =>
          g.registered_name !== g.label ||
          g.registered_role !== g.role ||
          g.registered_company !== g.company_id ||
          (options.retryRefused === true && g.registered_status === 'refused'),
      );
    if (due.length === 0) return 0;
    const now = new Date();
    const ids: number[] = [];
    for (const party of due) {
      const instanceId = `BPR-${randomUUID()}`;
      const xml = buildBpr({
        instanceId,
        senderGln: poolGln(),
        receiverGln: GLOBAL_REGISTRY_GLN,
        createdAt: now,
        items: [
          {
            entityId: party.gln,
            partyGln: party.gln,
            name: party.label,
            role: party.role,
            partyDataPool: poolGln(),
            transmittingDataPool: poolGln(),
            active: true,
          },
        ],
      });
      const { id } = await trx
        .insertInto('gdsn_message')
        .values({
          company_id: party.company_id,
          counterpart_company_id: null,
          catalog_item_id: null,
          message_type: 'BPR',
          direction: 'out',
          instance_id: instanceId,
          correlation_id: null,
          xml,
          status: 'queued',
          error: null,
          created_time: now.toISOString(),
          processed_time: null,
          sender_gln: poolGln(),
          receiver_gln: GLOBAL_REGISTRY_GLN,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
      const state = {
        company_id: party.company_id,
        name: party.label,
        role: party.role,
        status: 'queued' as const,
        instance_id: instanceId,
        error: null,
        modified_time: now.toISOString(),
      };
      await trx
        .insertInto('registry_party_registration')
        .values({ party_gln: party.gln, ...state })
        .onConflict((oc) => oc.column('party_gln').doUpdateSet(state))
        .execute();
    }
    await queueForRegistry(trx, ids);
    return due.length;
  });
}

/**
 * The registry's PRR: each party of the BPR it answers becomes registered or refused, with the reasons of the
 * GS1Response that came before it (`gs1ResponseXml`, correlated to the same BPR) when one did. A party sent
 * again since (another BPR) waits for that one's answer. The PRR is kept for the party's company.
 */
export async function receivePartyAnswers(db: Db, prrXml: string, gs1ResponseXml: string | null): Promise<void> {
  const prr = parsePrr(prrXml);
  const reasons = gs1ResponseXml ? parseGs1Response(gs1ResponseXml).transactions : [];
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    let companyId: number | null = null;
    for (const answer of prr.items) {
      const errors = reasons.filter((r) => r.entityId === answer.entityId).flatMap((r) => r.errors);
      const updated = await trx
        .updateTable('registry_party_registration')
        .set({
          status: answer.status === 'ACCEPTED' ? 'registered' : 'refused',
          error: errors.length ? errors.map((e) => `${e.code}: ${e.description}`).join('\n') : null,
          modified_time: now,
        })
        .where('party_gln', '=', answer.partyGln)
        .where('instance_id', '=', prr.correlationId)
        .returning('company_id')
        .executeTakeFirst();
      companyId ??= updated?.company_id ?? null;
    }
    await trx
      .updateTable('gdsn_message')
      .set({ status: 'processed', processed_time: now })
      .where('instance_id', '=', prr.correlationId)
      .where('message_type', '=', 'BPR')
      .where('direction', '=', 'out')
      .execute();
    await trx
      .insertInto('gdsn_message')
      .values({
        company_id: companyId,
        counterpart_company_id: null,
        catalog_item_id: null,
        message_type: 'PRR',
        direction: 'in',
        instance_id: prr.instanceId,
        correlation_id: prr.correlationId,
        xml: prrXml,
        status: 'processed',
        error: null,
        created_time: now,
        processed_time: now,
        sender_gln: prr.senderGln,
        receiver_gln: prr.receiverGln,
      })
      .execute();
  });
}
