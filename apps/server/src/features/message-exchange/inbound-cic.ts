import type { CicReason } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import type { CicItem } from '../../gdsn/messages/cic.js';
import type { DocumentPlace } from '../../gdsn/messages/document-message.js';
import { readXml } from '../../gdsn/read-xml.js';
import { receiveCic } from '../publication/service.js';
import type { InboundCaller } from './inbound-caller.js';
import { DATA_POOL_ERRORS, placed, rejection, type InboundOutcome } from './inbound-errors.js';

/** Each status of the confirmed hierarchy, as the CIC history keeps it. */
export function cicReasons(item: CicItem): CicReason[] {
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

/** A CIC's item as the CIC service takes it. */
export function cicReceiptItem(item: CicItem) {
  return {
    subscriberGln: item.recipientGln,
    dataSource: item.dataSource,
    gtin: item.gtin,
    targetMarket: item.targetMarket,
    state: item.state,
    reasons: cicReasons(item),
  };
}

/** Each placed item accepted, or rejected with the reason the CIC service gave, in the outcome. */
export function settleCicResults(
  outcome: InboundOutcome,
  places: readonly DocumentPlace[],
  results: readonly { success: boolean; error?: string | null }[],
): void {
  places.forEach((place, i) => {
    const result = results[i]!;
    if (result.success) outcome.accepted.push(place);
    else outcome.rejected.push(rejection(place, DATA_POOL_ERRORS.notFound, result.error!));
  });
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
  places: readonly DocumentPlace[],
): Promise<InboundOutcome> {
  const message = await readXml('cic', xml);
  const outcome: InboundOutcome = { accepted: [], rejected: [] };
  const all = placed(message.items, places);
  const own = all.filter(([item]) => caller.glns.includes(item.recipientGln));
  for (const [item, place] of all.filter((entry) => !own.includes(entry))) {
    outcome.rejected.push(
      rejection(
        place,
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
    items: own.map(([item]) => cicReceiptItem(item)),
  });
  settleCicResults(
    outcome,
    own.map(([, place]) => place),
    results,
  );
  return outcome;
}
