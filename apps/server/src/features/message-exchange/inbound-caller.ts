import type { Db } from '../../db/database.js';
import type { Principal } from '../../security/sessions.js';

/**
 * Who sent a GS1 message through the API: the signed-in user's company, its GLNs, and whether it may send
 * (the company's inbound XML integration, integInboundXML: the outbound one is for what it receives).
 */
export interface InboundCaller {
  principal: Principal;
  companyId: number;
  glns: string[];
  xmlEnabled: boolean;
}

export async function inboundCaller(db: Db, principal: Principal): Promise<InboundCaller> {
  const [company, glns] = await Promise.all([
    db
      .selectFrom('company')
      .select('integ_inbound_xml')
      .where('id', '=', principal.companyId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('company_gln').select('gln').where('company_id', '=', principal.companyId).execute(),
  ]);
  return {
    principal,
    companyId: principal.companyId,
    glns: glns.map((g) => g.gln),
    xmlEnabled: company.integ_inbound_xml === 1,
  };
}
