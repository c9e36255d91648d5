import { CIC_CODES, CIC_STATES, CORRECTIVE_ACTION_CODES, type CicReason, type CicState } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { nowIso } from '../../db/time.js';
import { buildCic } from '../../gdsn/messages/cic.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import { queueWebhookPushes } from '../../webhooks/webhook-push.js';

/** One item a CIC confirms: the publisher's key (information provider, GTIN, target market) and the answer. */
export interface CicItemReceipt {
  subscriberGln: string;
  dataSource: string;
  gtin: string;
  targetMarket: string;
  state: CicState;
  reasons: CicReason[];
}

export interface CicReceipt {
  instanceId: string;
  senderGln: string;
  receiverGln: string;
  /** The CIC as it arrived; a confirmation made in Tradepool has none, and gets one built. */
  xml?: string;
  /** The subscriber company that sent it, when it came through Tradepool (checked by the caller). */
  subscriberCompanyId: number | null;
  items: CicItemReceipt[];
}

export interface CicItemOutcome {
  gtin: string;
  targetMarket: string;
  catalogItemId: number | null;
  success: boolean;
  error: string | null;
}

const KNOWN_CODES = new Set<string>(CIC_CODES.map((c) => c.code));
const KNOWN_ACTIONS = new Set<string>(CORRECTIVE_ACTION_CODES);

function receiptProblem(item: CicItemReceipt): string | null {
  if (!(CIC_STATES as readonly string[]).includes(item.state)) {
    return `The confirmation state '${item.state}' is not one of ${CIC_STATES.join(', ')}.`;
  }
  const code = item.reasons.find((r) => !KNOWN_CODES.has(r.code));
  if (code) return `'${code.code}' is not a GS1 CatalogueItemConfirmationStatusCode.`;
  const action = item.reasons.find((r) => r.correctiveActionCode && !KNOWN_ACTIONS.has(r.correctiveActionCode));
  if (action) return `'${action.correctiveActionCode}' is not a GS1 CorrectiveActionCode.`;
  return null;
}

/** A confirmation made in Tradepool, as the GS1 CIC a subscriber's data pool would have sent. */
export function buildReceiptXml(receipt: CicReceipt, createdAt: Date): string {
  return buildCic({
    instanceId: receipt.instanceId,
    senderGln: receipt.senderGln,
    receiverGln: receipt.receiverGln,
    createdAt,
    items: receipt.items.map((item, i) => {
      const key = { dataSource: item.dataSource, gtin: item.gtin, targetMarket: item.targetMarket };
      return {
        ...key,
        entityId: `${receipt.instanceId}-${i + 1}`,
        state: item.state,
        recipientGln: item.subscriberGln,
        messageCreatorGln: item.subscriberGln,
        details: item.reasons.length
          ? [
              {
                item: key,
                statuses: item.reasons.map((reason) => ({
                  code: reason.code,
                  description:
                    reason.description || CIC_CODES.find((c) => c.code === reason.code)?.description || reason.code,
                  ...(reason.correctiveActionNotes ? { longDescription: reason.correctiveActionNotes } : {}),
                  ...(reason.correctiveActionCode
                    ? {
                        correctiveAction: {
                          code: reason.correctiveActionCode,
                          ...(reason.correctiveActionDesc ? { expectedInformation: reason.correctiveActionDesc } : {}),
                        },
                      }
                    : {}),
                })),
              },
            ]
          : [],
      };
    }),
  });
}

/**
 * The service every CIC goes through, from the subscriber's screens or from GS1 XML: for each item, the
 * active publication to that subscriber GLN is found by the publisher's key; the CIC is stored as a message
 * of the publisher's company, a row of the item's CIC history, and the publication's CIC state. A CIC about
 * the top of a hierarchy answers for the whole hierarchy (GS1 confirms a hierarchy at its highest level).
 */
export async function receiveCic(db: Db, copies: ReceivedCopies, receipt: CicReceipt): Promise<CicItemOutcome[]> {
  const now = nowIso();
  const xml = receipt.xml ?? buildReceiptXml(receipt, new Date(now));
  return inTransaction(db, async (trx) => {
    const outcomes: CicItemOutcome[] = [];
    const messageIds = new Map<number, number>();
    for (const item of receipt.items) {
      const problem = receiptProblem(item);
      const target = problem
        ? undefined
        : await trx
            .selectFrom('publication as p')
            .innerJoin('catalog_item as c', 'c.id', 'p.catalog_item_id')
            .select(['p.id', 'p.company_id', 'p.catalog_item_id', 'p.root_item_id', 'p.subscriber_company_id'])
            .where('c.gtin', '=', item.gtin)
            .where('c.target_market', '=', item.targetMarket)
            .where('c.info_provider_gln', '=', item.dataSource)
            .where('c.deleted', '=', 0)
            .where('p.subscriber_gln', '=', item.subscriberGln)
            .where('p.active', '=', 1)
            .executeTakeFirst();
      const wrongSender =
        target && receipt.subscriberCompanyId !== null && target.subscriber_company_id !== receipt.subscriberCompanyId;
      if (!target || wrongSender) {
        outcomes.push({
          gtin: item.gtin,
          targetMarket: item.targetMarket,
          catalogItemId: null,
          success: false,
          error:
            problem ??
            `No active publication of GTIN ${item.gtin} (target market ${item.targetMarket}, information provider ${item.dataSource}) to GLN ${item.subscriberGln}.`,
        });
        continue;
      }
      if (!messageIds.has(target.company_id)) {
        const { id } = await trx
          .insertInto('gdsn_message')
          .values({
            company_id: target.company_id,
            counterpart_company_id: receipt.subscriberCompanyId,
            catalog_item_id: target.catalog_item_id,
            message_type: 'CIC',
            direction: 'in',
            instance_id: receipt.instanceId,
            correlation_id: null,
            xml,
            status: 'processed',
            error: null,
            created_time: now,
            processed_time: now,
            sender_gln: receipt.senderGln,
            receiver_gln: receipt.receiverGln,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        messageIds.set(target.company_id, id);
        await queueWebhookPushes(trx, [id]);
      }
      await trx
        .insertInto('cic_history')
        .values({
          company_id: target.company_id,
          subscriber_company_id: target.subscriber_company_id,
          publication_id: target.id,
          catalog_item_id: target.catalog_item_id,
          subscriber_gln: item.subscriberGln,
          state: item.state,
          reasons: JSON.stringify(item.reasons),
          message_id: messageIds.get(target.company_id)!,
          instance_id: receipt.instanceId,
          created_time: now,
        })
        .execute();
      const isTop = target.root_item_id === target.catalog_item_id;
      await trx
        .updateTable('publication')
        .set({ cic_status: item.state, cic_status_time: now })
        .where('subscriber_gln', '=', item.subscriberGln)
        .where('active', '=', 1)
        .where(isTop ? 'root_item_id' : 'id', '=', isTop ? target.catalog_item_id : target.id)
        .execute();
      if (item.state === 'SYNCHRONISED' && target.subscriber_company_id !== null) {
        // The buyer took the item as it is now: it has a sync history, and a change it was flagged for is seen.
        await copies.synchronise(trx, {
          companyId: target.subscriber_company_id,
          subscriberGln: item.subscriberGln,
          sourceItemIds: trx
            .selectFrom('publication')
            .select('catalog_item_id')
            .where('subscriber_gln', '=', item.subscriberGln)
            .where('active', '=', 1)
            .where(isTop ? 'root_item_id' : 'id', '=', isTop ? target.catalog_item_id : target.id),
        });
      }
      outcomes.push({
        gtin: item.gtin,
        targetMarket: item.targetMarket,
        catalogItemId: target.catalog_item_id,
        success: true,
        error: null,
      });
    }
    return outcomes;
  });
}
