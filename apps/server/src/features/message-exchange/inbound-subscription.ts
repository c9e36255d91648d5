import type { Db } from '../../db/database.js';
import type { SubscriptionCriteria } from '../../gdsn/messages/cis.js';
import { readXml } from '../../gdsn/read-xml.js';
import {
  addSubscription,
  cancelSubscriptions,
  resendPublications,
  subscriptionProblem,
  type SubscriptionRequest,
} from '../publication/service.js';
import type { InboundCaller } from './inbound-caller.js';
import { DATA_POOL_ERRORS, rejection, type InboundOutcome } from './inbound-errors.js';

const requestOf = (c: SubscriptionCriteria): SubscriptionRequest => ({
  subscriberGln: c.dataRecipient,
  publisherGln: c.dataSource ?? null,
  gtin: c.gtin ?? null,
  gpcCode: c.gpcCategoryCode ?? null,
  targetMarket: c.targetMarket ?? null,
});

/** Why the caller may not act for this data recipient, or the criteria are malformed; null when fine. */
function refusal(caller: InboundCaller, criteria: SubscriptionCriteria): { code: string; text: string } | null {
  if (!caller.glns.includes(criteria.dataRecipient)) {
    return {
      code: DATA_POOL_ERRORS.notOwner,
      text: `dataRecipient ${criteria.dataRecipient} is not a GLN of your company: a subscriber subscribes for itself.`,
    };
  }
  const checked = subscriptionProblem(requestOf(criteria));
  return 'problem' in checked ? { code: DATA_POOL_ERRORS.refused, text: checked.problem } : null;
}

/**
 * Runs `act` for each item the caller may send; `act` answers null when done, else why it was not. Every item
 * ends accepted or rejected with its reason.
 */
async function eachAllowed<T extends SubscriptionCriteria>(
  caller: InboundCaller,
  message: { senderGln: string; items: T[] },
  act: (item: T) => Promise<string | null>,
): Promise<InboundOutcome> {
  const outcome: InboundOutcome = { accepted: [], rejected: [] };
  for (const item of message.items) {
    const refused = refusal(caller, item);
    const failed = refused ? null : await act(item);
    if (refused) outcome.rejected.push(rejection(item.entityId, message.senderGln, refused.code, refused.text));
    else if (failed)
      outcome.rejected.push(rejection(item.entityId, message.senderGln, DATA_POOL_ERRORS.notFound, failed));
    else outcome.accepted.push({ entityId: item.entityId, ownerGln: message.senderGln });
  }
  return outcome;
}

/** A CIS: ADD subscribes (and releases the CINs it meets), DELETE cancels the subscription. */
export async function inboundCis(db: Db, caller: InboundCaller, xml: string): Promise<InboundOutcome> {
  const message = await readXml('cis', xml);
  return eachAllowed(caller, message, async (item) => {
    if (item.command === 'ADD') {
      await addSubscription(db, caller.companyId, requestOf(item), message.instanceId, caller.principal.userId);
      return null;
    }
    const cancelled = await cancelSubscriptions(db, caller.companyId, requestOf(item));
    return cancelled ? null : 'No Valid subscription with these criteria.';
  });
}

/** An RFCIN: the matching publications to the subscriber are sent again. */
export async function inboundRfcin(db: Db, caller: InboundCaller, xml: string): Promise<InboundOutcome> {
  const message = await readXml('rfcin', xml);
  return eachAllowed(caller, message, async (item) => {
    await resendPublications(db, requestOf(item), item.isReload);
    return null;
  });
}
