import { randomUUID } from 'node:crypto';
import { isValidGln, parseGtin } from '@tradepool/domain';
import type { Db } from '../db/database.js';
import { isGpcBrick } from './gpc/gpc-classification.js';
import { buildCirr, buildCirrRejections, type CirrItem } from './messages/cirr.js';
import type { Gs1Error } from './messages/gs1-response.js';
import { parseRci, type RciItem, type RciMessage } from './messages/rci.js';

/*
 * The built-in GS1 Global Registry's decision on one RCI. None of its checks has a RegistryCatalogueItem rule
 * in GS1's validation rules (those cover dates, subdivisions, party registration and changes to registered
 * items), so the codes are the registry's own and the texts plain English.
 */
export const REGISTRY_ERRORS = {
  invalidGtin: 'GR-INVALID-GTIN',
  invalidGln: 'GR-INVALID-GLN',
  unknownTargetMarket: 'GR-UNKNOWN-TARGET-MARKET',
  unknownGpc: 'GR-UNKNOWN-GPC',
  duplicate: 'GR-DUPLICATE',
} as const;

export interface RegistrationResult {
  gtin: string;
  infoProviderGln: string;
  targetMarket: string;
  /** The RCI item's entityId: the data pool's item reference. */
  entityId: string;
  accepted: boolean;
  errors: Gs1Error[];
}

export interface RegistrationAnswer {
  /** The CIRR: every item's ACCEPTED or REJECTED. */
  cirrXml: string;
  /** The GS1Response with the rejected items' reasons (the CIRR cannot carry them); null if none was rejected. */
  gs1ResponseXml: string | null;
  results: RegistrationResult[];
}

/**
 * Whether a code is an ISO 3166 numeric country code: the code lists are a feature's (metadata), which the
 * kernel does not import, so the caller gives it.
 */
export type IsTargetMarket = (code: string) => boolean;

function formatErrors(item: RciItem, isTargetMarket: IsTargetMarket): Gs1Error[] {
  const errors: Gs1Error[] = [];
  if (!parseGtin(item.gtin).ok) {
    errors.push({
      code: REGISTRY_ERRORS.invalidGtin,
      description: `GTIN ${item.gtin} is not valid: a GTIN has 8, 12, 13 or 14 digits and a valid check digit.`,
    });
  }
  if (!isValidGln(item.infoProviderGln)) {
    errors.push({
      code: REGISTRY_ERRORS.invalidGln,
      description: `Information provider GLN ${item.infoProviderGln} is not valid: a GLN has 13 digits and a valid check digit.`,
    });
  }
  if (!isTargetMarket(item.targetMarket)) {
    errors.push({
      code: REGISTRY_ERRORS.unknownTargetMarket,
      description: `Target market ${item.targetMarket} is not an ISO 3166-1 numeric country code.`,
    });
  }
  if (!isGpcBrick(item.gpcCode)) {
    errors.push({
      code: REGISTRY_ERRORS.unknownGpc,
      description: `GPC brick ${item.gpcCode} is not a GS1 GPC brick code.`,
    });
  }
  return errors;
}

/**
 * Decides an RCI: per item, a valid GTIN and information provider GLN, a known target market and GPC brick;
 * the key (GTIN, information provider, target market) must not be registered by another data pool. A
 * registration belongs to its source data pool, as in the GS1 Global Registry, which knows data pools and
 * not their items: the same data pool registering the key again (ADD or CHANGE_BY_REFRESH alike) refreshes
 * it, and the registration follows the item reference that sent it (an item deleted and created again,
 * a new catalog item, takes over its registration). Keeping one item per key is the data pool's part. An RCI
 * that cannot be read is a `GdsnMessageError`; a write that loses a race for a new key fails the whole call,
 * and a retry finds the key taken.
 */
export async function processRegistration(
  db: Db,
  rciXml: string,
  now: Date,
  isTargetMarket: IsTargetMarket,
): Promise<RegistrationAnswer> {
  const [answer] = await processRegistrations(db, [rciXml], now, isTargetMarket);
  return answer!;
}

/** Decides several RCIs as `processRegistration` does each, all writes in one transaction. */
export async function processRegistrations(
  db: Db,
  rciXmls: readonly string[],
  now: Date,
  isTargetMarket: IsTargetMarket,
): Promise<RegistrationAnswer[]> {
  const rcis = rciXmls.map(parseRci);
  const decided = await db.transaction().execute(async (trx) => {
    const answers: CirrItem[][] = [];
    for (const rci of rcis) answers.push(await decideItems(trx, rci.items, now, isTargetMarket));
    return answers;
  });
  return rcis.map((rci, index) => answerOf(rci, decided[index]!, now));
}

async function decideItems(
  trx: Db,
  rciItems: readonly RciItem[],
  now: Date,
  isTargetMarket: IsTargetMarket,
): Promise<CirrItem[]> {
  const at = now.toISOString();
  const items: CirrItem[] = [];
  for (const item of rciItems) {
    const errors = formatErrors(item, isTargetMarket);
    let registeredAt = now;
    const gtin = parseGtin(item.gtin);
    if (errors.length === 0 && gtin.ok) {
      const key = { gtin: gtin.gtin, gln: item.infoProviderGln, market: item.targetMarket };
      const existing = await trx
        .selectFrom('registry_item')
        .select(['id', 'source_data_pool', 'registered_time'])
        .where('gtin', '=', key.gtin)
        .where('info_provider_gln', '=', key.gln)
        .where('target_market', '=', key.market)
        .executeTakeFirst();
      if (existing && existing.source_data_pool !== item.sourceDataPool) {
        errors.push({
          code: REGISTRY_ERRORS.duplicate,
          description: `GTIN ${item.gtin} is already registered for information provider ${key.gln} and target market ${key.market} by another data pool.`,
        });
      } else if (existing) {
        await trx
          .updateTable('registry_item')
          .set({
            gpc_code: item.gpcCode,
            source_item_ref: item.entityId,
            state: item.state,
            last_changed_time: at,
          })
          .where('id', '=', existing.id)
          .execute();
        registeredAt = new Date(existing.registered_time);
      } else {
        await trx
          .insertInto('registry_item')
          .values({
            gtin: key.gtin,
            info_provider_gln: key.gln,
            target_market: key.market,
            gpc_code: item.gpcCode,
            source_data_pool: item.sourceDataPool,
            source_item_ref: item.entityId,
            state: item.state,
            registered_time: at,
            last_changed_time: at,
          })
          .execute();
      }
    }
    items.push({
      entityId: item.entityId,
      gtin: item.gtin,
      dataSource: item.infoProviderGln,
      targetMarket: item.targetMarket,
      status: errors.length === 0 ? 'ACCEPTED' : 'REJECTED',
      registeredAt,
      lastChangedAt: now,
      errors,
    });
  }
  return items;
}

function answerOf(rci: RciMessage, decided: CirrItem[], now: Date): RegistrationAnswer {
  const answer = {
    instanceId: randomUUID(),
    // The registry answers from the address the RCI was sent to.
    senderGln: rci.receiverGln,
    receiverGln: rci.senderGln,
    createdAt: now,
    correlationId: rci.instanceId,
    items: decided,
  };
  return {
    cirrXml: buildCirr(answer),
    gs1ResponseXml: buildCirrRejections(answer, randomUUID()),
    results: decided.map((i) => ({
      gtin: i.gtin,
      infoProviderGln: i.dataSource,
      targetMarket: i.targetMarket,
      entityId: i.entityId,
      accepted: i.status === 'ACCEPTED',
      errors: i.errors,
    })),
  };
}
