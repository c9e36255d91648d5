import {
  parseGtin,
  SERVER_ERRORS,
  type SubscriptionResponse,
  type SubscriptionResult,
  type subscriptionRequestSchema,
} from '@tradepool/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { gpcEntry } from '../../gdsn/gpc/gpc-classification.js';
import { nowIso } from '../../db/time.js';
import { AppError, badRequest } from '../../errors.js';
import { nextTurn } from '../../jobs/in-turns.js';
import type { Principal } from '../../security/sessions.js';
import { hasCode } from '../metadata/service.js';
import { addSubscription } from '../publication/service.js';
import { newCisInstanceId, publisherInTradepool, recordCis } from './cis-messages.js';
import { assertOwnGln } from './own-glns.js';

type Request = z.output<typeof subscriptionRequestSchema>;

/** One subscription to make: a GTIN or a GPC code (or neither: all the publisher's items) in one target market. */
interface Target {
  gtin: string | null;
  gpcCode: string | null;
  tm: string;
  problem: string | null;
}

/**
 * Every GTIN (or GPC code) times every target market. The spec's `gpcs` are class codes and GS1's CIS
 * `gpcCategoryCode` takes any GPC code: a segment, family, class or brick of the GPC Tradepool holds, meeting
 * the items whose brick lies under it (the publication feature's match).
 */
function targetsOf(request: Request): Target[] {
  const kinds: { gtin: string | null; gpcCode: string | null; problem: string | null }[] = request.gtins.length
    ? request.gtins.map((text) => {
        const parsed = parseGtin(text);
        return parsed.ok
          ? { gtin: parsed.gtin, gpcCode: null, problem: null }
          : { gtin: text, gpcCode: null, problem: `GTIN ${text} is not a valid GTIN.` };
      })
    : request.gpcs.length
      ? request.gpcs.map((code) => ({
          gtin: null,
          gpcCode: String(code),
          problem: gpcEntry(String(code)) ? null : SERVER_ERRORS.gpcUnknown(String(code)),
        }))
      : [{ gtin: null, gpcCode: null, problem: null }];
  return kinds.flatMap((kind) =>
    request.tms.map((tm) => ({
      ...kind,
      tm,
      problem: kind.problem ?? (hasCode('COUNTRY', tm) ? null : SERVER_ERRORS.targetMarketUnknown(tm)),
    })),
  );
}

async function autoSubscribes(db: Db, userId: number): Promise<boolean> {
  const user = await db.selectFrom('app_user').select('auto_subscription').where('id', '=', userId).executeTakeFirst();
  return user?.auto_subscription === 1;
}

/**
 * `POST gdsn/subscriptions`: a Valid subscription per target, each in its own transaction with its CIS, so a
 * failed one writes nothing and leaves the others; each releases at once the waiting publications it meets
 * (the publication feature's matching). A subscription already Valid with the same criteria is an error.
 */
export async function createSubscriptions(
  db: Db,
  principal: Principal,
  request: Request,
): Promise<SubscriptionResponse> {
  await assertOwnGln(db, principal.companyId, request.subscriberGLN);
  const publisherGln = request.publisherGLN ?? null;
  // Subscribing by GTINs alone (any publisher) is the auto-subscription users' privilege (spec point 5).
  if (!publisherGln && !(await autoSubscribes(db, principal.userId))) {
    throw badRequest(SERVER_ERRORS.subscriptionNeedsPublisher);
  }
  const inTradepool = await publisherInTradepool(db, publisherGln);
  const results: SubscriptionResult[] = [];
  for (const target of targetsOf(request)) {
    // Up to 1,000 GTINs times the target markets, each a transaction and a release: the loop turns between.
    await nextTurn();
    const result: SubscriptionResult = {
      error: target.problem,
      publisherGLN: publisherGln,
      gtin: target.gtin,
      gpcCode: target.gpcCode,
      tm: target.tm,
      catalogItemSubscriptionId: null,
    };
    if (!target.problem) {
      try {
        result.catalogItemSubscriptionId = await db.transaction().execute(async (trx) => {
          const instanceId = newCisInstanceId();
          const criteria = {
            subscriberGln: request.subscriberGLN,
            publisherGln,
            gtin: target.gtin,
            gpcCode: target.gpcCode,
            targetMarket: target.tm,
          };
          const added = await addSubscription(trx, principal.companyId, criteria, instanceId, principal.userId);
          if (!added.created) throw badRequest(SERVER_ERRORS.subscriptionExists);
          const row = {
            id: added.subscriptionId,
            company_id: principal.companyId,
            subscriber_gln: request.subscriberGLN,
            publisher_gln: publisherGln,
            gtin: target.gtin,
            gpc_code: target.gpcCode,
            target_market: target.tm,
          };
          await recordCis(trx, row, 'ADD', instanceId, inTradepool, nowIso());
          return added.subscriptionId;
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        result.error = error.message;
      }
    }
    results.push(result);
  }
  return { errorCount: results.filter((r) => r.error).length, results };
}
