import type { networkPartnerInputSchema } from '@tradepool/domain';
import { NETWORK_TEXTS, type NetworkPartner, type NetworkIdentity } from '@tradepool/domain';
import type { z } from 'zod';
import { certificateFingerprint } from '../../as2/identity.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { inTransaction } from '../../db/transaction.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { API_PREFIX } from '../../http/api-prefix.js';
import { queuePartnerBacklog } from '../../network/outbound-queue.js';
import { poolIdentity } from '../../network/pool-identity.js';
import { poolGln } from '../../gdsn/pool-gln.js';

export type PartnerInput = z.output<typeof networkPartnerInputSchema>;

/** Where partners POST their AS2 messages to this pool. */
export const AS2_ENDPOINT_PATH = '/gdsn/as2';

/** `GET network/identity`: what a site admin hands a partner pool to set up its side. */
export async function networkIdentity(db: Db, config: Config): Promise<NetworkIdentity> {
  const own = await poolIdentity(db, config);
  return {
    as2Id: own.as2Id,
    gln: poolGln(),
    certificatePem: own.certificatePem,
    fingerprint: certificateFingerprint(own.certificatePem),
    endpointUrl: `${config.publicUrl.replace(/\/+$/, '')}${API_PREFIX}${AS2_ENDPOINT_PATH}`,
  };
}

/** `GET network/partners`: every partner pool, by name, with its last message each way. */
export async function listPartners(db: Db): Promise<NetworkPartner[]> {
  const rows = await db.selectFrom('network_partner').selectAll().orderBy('name').orderBy('id').execute();
  return Promise.all(rows.map((row) => presentPartner(db, row)));
}

export async function getPartner(db: Db, id: number): Promise<NetworkPartner> {
  const row = await db.selectFrom('network_partner').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return presentPartner(db, row);
}

/**
 * `POST network/partners`: a new partner pool. Its queued messages (to the GLNs it serves) go out with its
 * first send job, queued here.
 */
export async function createPartner(db: Db, config: Config, input: PartnerInput): Promise<NetworkPartner> {
  const certificatePem = checkedCertificate(input.certificatePem);
  checkNotOwn(config, input.as2Id);
  const id = await savingPartner(async () =>
    inTransaction(db, async (trx) => {
      await checkGlns(trx, input.glns, null);
      const time = nowIso();
      const { id } = await trx
        .insertInto('network_partner')
        .values({ ...partnerColumns(input, certificatePem), created_time: time, modified_time: time })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeGlns(trx, id, input.glns);
      await queuePartnerBacklog(trx, id);
      return id;
    }),
  );
  return getPartner(db, id);
}

/** `PUT network/partners/{id}`: the profile as given; what waited for it (new GLNs, a fixed URL) goes out now. */
export async function updatePartner(db: Db, config: Config, id: number, input: PartnerInput): Promise<NetworkPartner> {
  const certificatePem = checkedCertificate(input.certificatePem);
  checkNotOwn(config, input.as2Id);
  await savingPartner(async () =>
    inTransaction(db, async (trx) => {
      const { numUpdatedRows } = await trx
        .updateTable('network_partner')
        .set({ ...partnerColumns(input, certificatePem), modified_time: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (!numUpdatedRows) throw notFound();
      await checkGlns(trx, input.glns, id);
      await trx.deleteFrom('network_partner_gln').where('partner_id', '=', id).execute();
      await writeGlns(trx, id, input.glns);
      await queuePartnerBacklog(trx, id);
    }),
  );
  return getPartner(db, id);
}

/**
 * `DELETE network/partners/{id}`: the profile and its GLNs. Messages queued to it wait for another profile
 * serving their GLNs; what it delivered stays, without its sender.
 */
export async function deletePartner(db: Db, id: number): Promise<{ id: number }> {
  const { numDeletedRows } = await db.deleteFrom('network_partner').where('id', '=', id).executeTakeFirst();
  if (!numDeletedRows) throw notFound();
  return { id };
}

function partnerColumns(input: PartnerInput, certificatePem: string) {
  return {
    name: input.name,
    as2_id: input.as2Id,
    url: input.url,
    certificate_pem: certificatePem,
    enabled: input.enabled ? 1 : 0,
  };
}

/** The certificate as PEM X.509 (its fingerprint read), line ends made plain. */
function checkedCertificate(pem: string): string {
  const certificatePem = `${pem.replace(/\r\n?/g, '\n').trim()}\n`;
  try {
    certificateFingerprint(certificatePem);
  } catch {
    throw badRequest(NETWORK_TEXTS.badCertificate);
  }
  return certificatePem;
}

function checkNotOwn(config: Config, as2Id: string): void {
  if (as2Id === config.as2Id) throw badRequest(NETWORK_TEXTS.ownAs2Id);
}

/** A GLN is served by one partner, and never by a partner when a company of this pool has it. */
async function checkGlns(db: Db, glns: readonly string[], partnerId: number | null): Promise<void> {
  if (!glns.length) return;
  const local = await db.selectFrom('company_gln').select('gln').where('gln', 'in', glns).executeTakeFirst();
  if (local || glns.includes(poolGln())) throw badRequest(NETWORK_TEXTS.glnInPool(local?.gln ?? poolGln()));
  const taken = await db
    .selectFrom('network_partner_gln as g')
    .innerJoin('network_partner as p', 'p.id', 'g.partner_id')
    .select(['g.gln', 'p.name'])
    .where('g.gln', 'in', glns)
    .$if(partnerId !== null, (qb) => qb.where('g.partner_id', '!=', partnerId!))
    .executeTakeFirst();
  if (taken) throw conflict(NETWORK_TEXTS.glnTaken(taken.gln, taken.name));
}

async function writeGlns(db: Db, partnerId: number, glns: readonly string[]): Promise<void> {
  if (glns.length) {
    await db
      .insertInto('network_partner_gln')
      .values(glns.map((gln) => ({ partner_id: partnerId, gln })))
      .execute();
  }
}

/** The AS2 id is unique: two admins saving the same one at once, the second learns it is taken. */
async function savingPartner<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NETWORK_TEXTS.as2IdTaken);
    throw error;
  }
}

type PartnerRow = {
  id: number;
  name: string;
  as2_id: string;
  url: string;
  certificate_pem: string;
  enabled: number;
  created_time: string;
  modified_time: string;
};

async function presentPartner(db: Db, row: PartnerRow): Promise<NetworkPartner> {
  const [glns, lastSent, lastReceived] = await Promise.all([
    db.selectFrom('network_partner_gln').select('gln').where('partner_id', '=', row.id).orderBy('gln').execute(),
    db
      .selectFrom('gdsn_message')
      .select(['transport_time', 'transport_status', 'transport_error'])
      .where('transport_partner_id', '=', row.id)
      .where('transport_time', 'is not', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('network_inbound')
      .select(['received_time', 'status', 'error'])
      .where('partner_id', '=', row.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    id: row.id,
    name: row.name,
    as2Id: row.as2_id,
    url: row.url,
    certificatePem: row.certificate_pem,
    fingerprint: certificateFingerprint(row.certificate_pem),
    enabled: row.enabled === 1,
    glns: glns.map((g) => g.gln),
    lastSent: lastSent
      ? {
          time: lastSent.transport_time,
          status: lastSent.transport_status ?? 'sending',
          error: lastSent.transport_error,
        }
      : null,
    lastReceived: lastReceived
      ? { time: lastReceived.received_time, status: lastReceived.status, error: lastReceived.error }
      : null,
    createdTime: row.created_time,
    modifiedTime: row.modified_time,
  };
}
