import { randomUUID } from 'node:crypto';
import {
  CIC_CODES,
  dmsCicRequestSchema,
  type CicReason,
  type DmsCicRequest,
  type DmsCicResponse,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import { sendRemoteCic } from '../network-exchange/service.js';
import { receiveCic } from '../publication/service.js';

/**
 * `POST gdsn/subscriptions/cic` from the work list: one CIC per item, through the CIC service every CIC takes
 * (stored as the publisher's message, its CIC history and the publication's state, which the buyer's copy
 * follows); for a copy from a publisher of another data pool, sent to that pool (`sendRemoteCic`). Only the
 * buyer's own copies are confirmed; an item that fails keeps its status and says why.
 * Synchronise is not offered for a non-GDSN publisher's items.
 */
export async function sendDmsCic(
  db: Db,
  copies: ReceivedCopies,
  companyId: number,
  input: DmsCicRequest,
): Promise<DmsCicResponse> {
  const request = dmsCicRequestSchema.parse(input);
  const ids = [...new Set(request.catalogItemIds)];
  const items = await db
    .selectFrom('received_item as r')
    .leftJoin('company as p', 'p.id', 'r.publisher_company_id')
    .select([
      'r.id',
      'r.gtin',
      'r.target_market',
      'r.subscriber_gln',
      'r.info_provider_gln',
      'r.withdrawn',
      'r.root_gtin',
      'r.publisher_company_id',
      'p.is_gdsn',
    ])
    .where('r.company_id', '=', companyId)
    .where('r.id', 'in', ids)
    .execute();
  const byId = new Map(items.map((item) => [item.id, item]));
  const reasons = reasonsOf(request);
  const results: DmsCicResponse['results'] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (!item) {
      results.push({
        catalogItemId: id,
        gtin: '',
        success: false,
        error: `Item ${id} is not an item your company received.`,
      });
      continue;
    }
    if (item.withdrawn === 1) {
      results.push({ catalogItemId: id, gtin: item.gtin, success: false, error: 'The publisher withdrew this item.' });
      continue;
    }
    if (request.status === 'SYNCHRONISED' && item.is_gdsn === 0) {
      results.push({
        catalogItemId: id,
        gtin: item.gtin,
        success: false,
        error: "A non-GDSN publisher's item cannot be synchronised.",
      });
      continue;
    }
    if (item.publisher_company_id === null) {
      // The publisher is in another data pool: the CIC goes to it, the copy keeps the state meanwhile.
      await sendRemoteCic(db, copies, { companyId, copy: item, state: request.status, reasons });
      results.push({ catalogItemId: id, gtin: item.gtin, success: true, error: null });
      continue;
    }
    const [outcome] = await receiveCic(db, copies, {
      instanceId: `CIC-${randomUUID()}`,
      senderGln: item.subscriber_gln,
      receiverGln: item.info_provider_gln,
      subscriberCompanyId: companyId,
      items: [
        {
          subscriberGln: item.subscriber_gln,
          dataSource: item.info_provider_gln,
          gtin: item.gtin,
          targetMarket: item.target_market,
          state: request.status,
          reasons,
        },
      ],
    });
    results.push({ catalogItemId: id, gtin: item.gtin, success: outcome!.success, error: outcome!.error });
  }
  const failed = results.filter((r) => !r.success);
  return {
    status: request.status,
    results,
    errorCount: failed.length,
    errorMessage: failed.length ? failed[0]!.error : null,
  };
}

/** A Review or a Reject gives its CIC status code; CIC999 ("other") its reason in words. */
function reasonsOf(request: ReturnType<typeof dmsCicRequestSchema.parse>): CicReason[] {
  const code = request.confirmationStatusCode;
  if (!code) return [];
  const known = CIC_CODES.find((c) => c.code === code);
  if (!known) throw badRequest(`'${code}' is not a CIC status code.`);
  return [
    {
      code,
      description: request.reason || known.description || null,
      correctiveActionCode: request.correctiveActionCode ?? null,
      correctiveActionDesc: request.correctiveActionDesc ?? null,
      correctiveActionNotes: request.correctiveActionNotes ?? null,
    },
  ];
}
