import type { Db } from '../db/database.js';

/** A partner pool as the other modules need it: who it is and the GLNs it serves. */
export interface PartnerRef {
  id: number;
  name: string;
  as2Id: string;
  glns: string[];
  /** A disabled partner is sent nothing (its messages wait) and what it sends is refused. */
  enabled: boolean;
}

/** The partner pool serving this GLN, or null when none does. */
export async function partnerForGln(db: Db, gln: string): Promise<PartnerRef | null> {
  const partner = await db
    .selectFrom('network_partner_gln as g')
    .innerJoin('network_partner as p', 'p.id', 'g.partner_id')
    .select(['p.id', 'p.name', 'p.as2_id', 'p.enabled'])
    .where('g.gln', '=', gln)
    .executeTakeFirst();
  if (!partner) return null;
  return {
    id: partner.id,
    name: partner.name,
    as2Id: partner.as2_id,
    enabled: partner.enabled === 1,
    glns: await partnerGlns(db, partner.id),
  };
}

export async function partnerGlns(db: Db, partnerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('network_partner_gln')
    .select('gln')
    .where('partner_id', '=', partnerId)
    .orderBy('gln')
    .execute();
  return rows.map((r) => r.gln);
}

/** An enabled partner by the AS2 id it sends under, with the certificate its signatures are checked with. */
export async function enabledPartnerByAs2Id(
  db: Db,
  as2Id: string,
): Promise<{ id: number; certificatePem: string } | null> {
  const row = await db
    .selectFrom('network_partner')
    .select(['id', 'certificate_pem'])
    .where('as2_id', '=', as2Id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return row ? { id: row.id, certificatePem: row.certificate_pem } : null;
}
