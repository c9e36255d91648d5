import type { ItemAttributes } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { CIN_COMMANDS, type CinDocument } from '../../gdsn/messages/cin.js';
import type { DocumentPlace } from '../../gdsn/messages/document-message.js';
import type { Gs1Error } from '../../gdsn/messages/gs1-response.js';
import { readXml } from '../../gdsn/read-xml.js';
import type { DeliveredCopy } from '../../received-copies/store-copies.js';
import { queueWebhookPushes } from '../../webhooks/webhook-push.js';
import { KEY_CODES, promotedColumns, savedTree, treeBounds, uploadedDocument } from '../catalog/service.js';
import { gtinKey } from '../catalog-upload/service.js';
import { DATA_POOL_ERRORS, gs1Error, type InboundOutcome } from '../message-exchange/service.js';
import { localCompanies } from './local-companies.js';
import type { NetworkHandler } from './network-handler.js';

/** A trade item of the CIN as the buyer's copy will hold it: its document, its whole tradeItem, its children. */
interface ReadItem {
  source: CinDocument;
  document: ItemAttributes;
  tree: string | null;
  gtin: string;
}

/** One document (a hierarchy) of the CIN, for one data recipient and the company holding its GLN. */
interface Notification {
  place: DocumentPlace;
  recipient: string;
  companyId: number;
  items: ReadItem[];
}

/**
 * The sections' document of a trade item another pool sent and its whole tradeItem, as an upload of the same
 * CIN reads them (its GTIN as 14 digits, its values compacted, the sections written into the tree); or why it
 * cannot be identified. The publisher is no company of this pool: nothing fills in its name.
 */
function readItem(source: CinDocument): ReadItem | Gs1Error[] {
  const gtin = String(source.attributes[KEY_CODES.gtin] ?? '') || '(none)';
  const owner = { companyId: 0, userId: null, userType: 'GDSN' as const, glns: [], name: '' };
  const identified = uploadedDocument(owner, source.attributes, 'cin');
  const problems = [
    ...source.problems,
    ...(source.tree ? treeBounds(source.tree) : []),
    ...identified.problems.map((p) => p.reason),
  ];
  if (problems.length || !identified.document) {
    return problems.map((text) => gs1Error(DATA_POOL_ERRORS.invalidItem, `GTIN ${gtin}: ${text}`));
  }
  const document = { ...identified.document };
  if (document[KEY_CODES.infoProviderName] === '') delete document[KEY_CODES.infoProviderName];
  return {
    source,
    document,
    tree: savedTree(source.tree ?? null, document),
    gtin: document[KEY_CODES.gtin] as string,
  };
}

/** The copies' versions: a copy whose document changed is one version on; an unchanged one keeps its version. */
async function versionsOf(db: Db, recipient: string, items: readonly ReadItem[]) {
  const rows = items.length
    ? await db
        .selectFrom('received_item')
        .select(['info_provider_gln', 'gtin', 'target_market', 'version', 'attributes', 'gdsn_document'])
        .where('subscriber_gln', '=', recipient)
        .where(
          'gtin',
          'in',
          items.map((i) => i.gtin),
        )
        .execute()
    : [];
  const stored = new Map(rows.map((r) => [`${r.info_provider_gln}|${r.gtin}|${r.target_market}`, r]));
  return (item: ReadItem, attributes: string) => {
    const kept = stored.get(
      `${item.document[KEY_CODES.infoProviderGln] as string}|${item.gtin}|${item.document[KEY_CODES.targetMarket] as string}`,
    );
    if (!kept) return 1;
    return kept.attributes === attributes && kept.gdsn_document === item.tree ? kept.version : kept.version + 1;
  };
}

/** The buyer's copies of a hierarchy: each level with the documents of the level below, the top named on each. */
function copiesOf(
  notification: Notification,
  messageId: number,
  versionOf: (item: ReadItem, attributes: string) => number,
): DeliveredCopy[] {
  const byGtin = new Map(notification.items.map((item) => [item.gtin, item]));
  const top = notification.items.at(-1)!;
  return notification.items.map((item) => {
    const children = item.source.children.map((c) => ({ gtin: gtinKey(c.gtin), quantity: c.quantity }));
    const attributes = JSON.stringify(item.document);
    const columns = promotedColumns(item.document, 'GDSN');
    return {
      copy: {
        company_id: notification.companyId,
        subscriber_gln: notification.recipient,
        publisher_company_id: null,
        info_provider_gln: columns.info_provider_gln,
        source_item_id: null,
        gtin: columns.gtin,
        target_market: columns.target_market,
        root_gtin: top.gtin,
        unit_descriptor: columns.unit_descriptor,
        description: columns.description,
        brand_name: columns.brand_name,
        product_code: columns.product_code,
        gpc_code: columns.gpc_code,
        has_allergens: columns.has_allergens,
        has_nutrients: columns.has_nutrients,
        has_marketing: columns.has_marketing,
        children: JSON.stringify(children),
        attributes,
        gdsn_document: item.tree,
        version: versionOf(item, attributes),
        cin_message_id: messageId,
      },
      document: item.document,
      below: children.flatMap((c) => {
        const child = byGtin.get(c.gtin);
        return child ? [{ attributes: child.document, quantity: c.quantity }] : [];
      }),
    };
  });
}

/**
 * A CIN from a publisher of another pool to subscribers of this one: each document (a hierarchy, its lower
 * levels nested or sent beside it) for a GLN a company of this pool holds is that company's `in` CIN (pushed
 * to its webhook, as a local delivery's) and its received copies, stored whole through the received-copies
 * core, so the subscriber catalog, data quality, the score card and search see it as they see a local
 * delivery. A document for a GLN this pool does not serve, a command a CIN does not apply, or a trade item that
 * cannot be identified is REJECTED and stored nowhere.
 */
export const networkCin: NetworkHandler = async ({ xml, header, places }, copies) => {
  const content = await readXml('cin', xml);
  return async (trx) => {
    const outcome: InboundOutcome = { accepted: [], rejected: [] };
    const providers = content.documents.map((d) => String(d.attributes[KEY_CODES.infoProviderGln] ?? ''));
    const recipients = places.map(
      (_, i) => content.documents.find((d) => d.notification === i)?.dataRecipient ?? header.receiverGln,
    );
    const companies = await localCompanies(trx, [...recipients, ...providers]);
    const notifications: Notification[] = [];
    places.forEach((place, index) => {
      const documents = content.documents.filter((d) => d.notification === index);
      const recipient = documents[0]?.dataRecipient ?? header.receiverGln;
      const companyId = companies.get(recipient);
      const refuse = (errors: Gs1Error[]) => outcome.rejected.push({ ...place, errors });
      if (!(CIN_COMMANDS as readonly string[]).includes(place.commandType)) {
        refuse([
          gs1Error(
            DATA_POOL_ERRORS.unsupported,
            `The ${place.commandType || 'missing'} document command is not applied: send ADD, CHANGE_BY_REFRESH or CORRECT.`,
          ),
        ]);
        return;
      }
      if (companyId === undefined) {
        refuse([
          gs1Error(DATA_POOL_ERRORS.notFound, `No subscriber with GLN ${recipient} is served by this data pool.`),
        ]);
        return;
      }
      if (!documents.length) {
        refuse([gs1Error(DATA_POOL_ERRORS.unreadable, 'The document holds no catalogue item.')]);
        return;
      }
      const read = documents.map(readItem);
      // A publisher of this pool sends through it: a copy of its item from elsewhere would stand for its own.
      const local = documents
        .map((d) => String(d.attributes[KEY_CODES.infoProviderGln] ?? ''))
        .filter((gln) => companies.has(gln))
        .map((gln) =>
          gs1Error(
            DATA_POOL_ERRORS.notOwner,
            `Information provider ${gln} is a publisher of this data pool: its items come through it.`,
          ),
        );
      const errors = [...local, ...read.flatMap((r) => (Array.isArray(r) ? r : []))];
      if (errors.length) refuse(errors);
      else notifications.push({ place, recipient, companyId, items: read as ReadItem[] });
    });
    const now = nowIso();
    const messageIds = new Map<string, number>();
    const delivered: DeliveredCopy[] = [];
    for (const notification of notifications) {
      const key = `${notification.companyId}|${notification.recipient}`;
      if (!messageIds.has(key)) {
        const { id } = await trx
          .insertInto('gdsn_message')
          .values({
            company_id: notification.companyId,
            counterpart_company_id: null,
            catalog_item_id: null,
            message_type: 'CIN',
            direction: 'in',
            instance_id: header.instanceId,
            correlation_id: null,
            xml,
            status: 'received',
            error: null,
            created_time: now,
            processed_time: now,
            sender_gln: header.senderGln,
            receiver_gln: notification.recipient,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        messageIds.set(key, id);
      }
      delivered.push(
        ...copiesOf(
          notification,
          messageIds.get(key)!,
          await versionsOf(trx, notification.recipient, notification.items),
        ),
      );
      outcome.accepted.push(notification.place);
    }
    await copies.store(trx, delivered, now);
    await queueWebhookPushes(trx, [...messageIds.values()]);
    return {
      outcome,
      companyId: notifications[0]?.companyId ?? null,
      messageId: messageIds.values().next().value ?? null,
    };
  };
};
