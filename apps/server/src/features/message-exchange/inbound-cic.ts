import type { CicReason } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import type { CicItem } from '../../gdsn/messages/cic.js';
import { readXml } from '../../gdsn/read-xml.js';
import { receiveCic } from '../publication/service.js';
import type { InboundCaller } from './inbound-caller.js';
import { DATA_POOL_ERRORS, rejection, type InboundOutcome } from './inbound-errors.js';

/** Each status of the confirmed hierarchy, as the CIC history keeps it. */
function reasonsOf(item: CicItem): CicReason[] {
  return item.details.flatMap((detail) =>
    detail.statuses.map((status) => ({
      code: status.code,
      description: status.description,
      correctiveActionCode: status.correctiveAction?.code ?? null,
      correctiveActionDesc: status.correctiveAction?.expectedInformation ?? null,
      correctiveActionNotes: status.longDescription ?? null,
    })),
  );
}

/**
 * A CIC from a subscriber: its recipientGLN (the data recipient confirming) must be one of the caller's GLNs;
 * each item then goes through the CIC service, like a confirmation made on the screens.
 */
export async function inboundCic(
  db: Db,
  copies: ReceivedCopies,
  caller: InboundCaller,
  xml: string,
): Promise<InboundOutcome> {
  const message = await readXml('cic', xml);
  const outcome: InboundOutcome = { accepted: [], rejected: [] };
  const own = message.items.filter((item) => caller.glns.includes(item.recipientGln));
  for (const item of message.items.filter((i) => !own.includes(i))) {
    outcome.rejected.push(
      rejection(
        item.entityId,
        message.senderGln,
        DATA_POOL_ERRORS.notOwner,
        `recipientGLN ${item.recipientGln} is not a GLN of your company: a subscriber confirms what it was sent.`,
      ),
    );
  }
  if (!own.length) return outcome;
  const results = await receiveCic(db, copies, {
    instanceId: message.instanceId,
    senderGln: message.senderGln,
    receiverGln: message.receiverGln,
    xml,
    subscriberCompanyId: caller.companyId,
    items: own.map((item) => ({
      subscriberGln: item.recipientGln,
      dataSource: item.dataSource,
      gtin: item.gtin,
      targetMarket: item.targetMarket,
      state: item.state,
      reasons: reasonsOf(item),
    })),
  });
  own.forEach((item, i) => {
    const result = results[i]!;
    if (result.success) outcome.accepted.push({ entityId: item.entityId, ownerGln: message.senderGln });
    else outcome.rejected.push(rejection(item.entityId, message.senderGln, DATA_POOL_ERRORS.notFound, result.error!));
  });
  return outcome;
}
