import type { Db } from '../../db/database.js';
import type { CatalogueItemKey, DocumentPlace } from '../../gdsn/messages/document-message.js';
import { readXml } from '../../gdsn/read-xml.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import { publishItems, unpublishItems } from '../publication/service.js';
import type { InboundCaller } from './inbound-caller.js';
import { DATA_POOL_ERRORS, placed, rejection, type InboundOutcome } from './inbound-errors.js';

type Found = { id: number } | { error: string; code: string };

/** The caller's active catalog item with this key; the information provider must be one of its GLNs. */
async function ownItem(db: Db, caller: InboundCaller, key: CatalogueItemKey): Promise<Found> {
  if (!caller.glns.includes(key.dataSource)) {
    return {
      code: DATA_POOL_ERRORS.notOwner,
      error: `dataSource ${key.dataSource} is not a GLN of your company: a publisher publishes its own items.`,
    };
  }
  const item = await db
    .selectFrom('catalog_item')
    .select('id')
    .where('company_id', '=', caller.companyId)
    .where('gtin', '=', key.gtin)
    .where('target_market', '=', key.targetMarket)
    .where('info_provider_gln', '=', key.dataSource)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return item
    ? { id: item.id }
    : {
        code: DATA_POOL_ERRORS.notFound,
        error: `No active item with GTIN ${key.gtin}, target market ${key.targetMarket} and information provider ${key.dataSource} in your catalog.`,
      };
}

/** A CIP from a publisher: ADD publishes the item to the GLN, DELETE withdraws the publication. */
export async function inboundCip(
  db: Db,
  copies: ReceivedCopies,
  caller: InboundCaller,
  xml: string,
  places: readonly DocumentPlace[],
): Promise<InboundOutcome> {
  const message = await readXml('cip', xml);
  const outcome: InboundOutcome = { accepted: [], rejected: [] };
  for (const [item, place] of placed(message.items, places)) {
    const refuse = (code: string, text: string) => outcome.rejected.push(rejection(place, code, text));
    if (!('gln' in item.publishTo)) {
      refuse(
        DATA_POOL_ERRORS.unsupported,
        'Publishing to a whole target market is not offered: publish to the subscriber GLNs (publishToGLN).',
      );
      continue;
    }
    const found = await ownItem(db, caller, item);
    if ('error' in found) {
      refuse(found.code, found.error);
      continue;
    }
    const request = { catalogItemId: [found.id], gln: [item.publishTo.gln] };
    const answer =
      item.command === 'ADD'
        ? await publishItems(db, caller.principal, { ...request, load: true })
        : await unpublishItems(db, copies, caller.principal, { ...request, delete: true });
    const failed = answer.results.find((r) => !r.success);
    if (failed) refuse(DATA_POOL_ERRORS.refused, failed.error ?? 'Refused.');
    else outcome.accepted.push(place);
  }
  return outcome;
}

/** A CIHW from a publisher: the hierarchy is withdrawn from each data recipient it names. */
export async function inboundCihw(
  db: Db,
  copies: ReceivedCopies,
  caller: InboundCaller,
  xml: string,
  places: readonly DocumentPlace[],
): Promise<InboundOutcome> {
  const message = await readXml('cihw', xml);
  const outcome: InboundOutcome = { accepted: [], rejected: [] };
  for (const [item, place] of placed(message.items, places)) {
    const found: Found = item.dataRecipients.length
      ? await ownItem(db, caller, item)
      : { code: DATA_POOL_ERRORS.unsupported, error: 'Name the data recipients the hierarchy is withdrawn from.' };
    if ('error' in found) {
      outcome.rejected.push(rejection(place, found.code, found.error));
      continue;
    }
    const answer = await unpublishItems(db, copies, caller.principal, {
      catalogItemId: [found.id],
      gln: item.dataRecipients,
      delete: true,
    });
    const failed = answer.results.find((r) => !r.success);
    if (failed) outcome.rejected.push(rejection(place, DATA_POOL_ERRORS.refused, failed.error ?? 'Refused.'));
    else outcome.accepted.push(place);
  }
  return outcome;
}
