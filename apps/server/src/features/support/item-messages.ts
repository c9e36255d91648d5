import JSZip from 'jszip';
import type { z } from 'zod';
import {
  downloadStamp,
  MESSAGES,
  NO_ITEM_MESSAGE,
  type ItemMessageAnswer,
  type itemMessageSearchSchema,
  type SupportMessage,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { identifyMessage } from '../../gdsn/messages/message-type.js';
import { supportDateTime } from './support-time.js';

type ItemMessageSearch = z.output<typeof itemMessageSearchSchema>;

const MESSAGE_COLUMNS = [
  'id',
  'message_type',
  'direction',
  'status',
  'error',
  'instance_id',
  'sender_gln',
  'receiver_gln',
  'created_time',
  'xml',
] as const;

interface MessageRow {
  id: number;
  message_type: string;
  direction: 'in' | 'out';
  status: string;
  error: string | null;
  instance_id: string;
  sender_gln: string | null;
  receiver_gln: string | null;
  created_time: string;
  xml: string;
}

function headerOf(xml: string): ReturnType<typeof identifyMessage>['header'] | null {
  try {
    return identifyMessage(xml).header;
  } catch {
    return null;
  }
}

/**
 * A stored message as support reads it: the SBDH's summary (its own words on sender, receiver, instance,
 * type and creation) beside the row's state, and the XML exactly as stored (the screen indents it). A row
 * whose XML cannot be read keeps the row's own columns.
 */
export function presentMessage(row: MessageRow): SupportMessage {
  const header = headerOf(row.xml);
  return {
    messageId: row.id,
    messageType: row.message_type,
    direction: row.direction,
    status: row.status,
    error: row.error,
    senderGln: header?.senderGln ?? row.sender_gln ?? '',
    receiverGln: header?.receiverGln ?? row.receiver_gln ?? '',
    instanceId: header?.instanceId ?? row.instance_id,
    documentType: header?.type ?? row.message_type,
    creationDateTime: supportDateTime(header?.createdAt.toISOString() ?? row.created_time) ?? '',
    xml: row.xml,
  };
}

/** The items an item message search names: by GTIN and target market, of one publisher if given. */
async function itemsNamed(db: Db, search: ItemMessageSearch) {
  return db
    .selectFrom('catalog_item')
    .select(['id', 'company_id'])
    .where('gtin', '=', search.gtin.padStart(14, '0'))
    .where('target_market', '=', search.tm)
    .$if(Boolean(search.publisherGln), (qb) => qb.where('info_provider_gln', '=', search.publisherGln!))
    .execute();
}

/**
 * The messages an item message search finds, newest first. TradeItem: every CIN that carried the item (its
 * hierarchy's top is the message's item) to the subscriber, or to any; Cic: every CIC a subscriber sent about
 * it (or about its hierarchy's top, which answers for the whole hierarchy).
 */
export async function itemMessages(db: Db, search: ItemMessageSearch): Promise<MessageRow[]> {
  const items = await itemsNamed(db, search);
  if (!items.length) return [];
  const publications = await db
    .selectFrom('publication')
    .select(['catalog_item_id', 'root_item_id', 'subscriber_gln'])
    .where(
      'catalog_item_id',
      'in',
      items.map((i) => i.id),
    )
    .$if(Boolean(search.subscriberGln), (qb) => qb.where('subscriber_gln', '=', search.subscriberGln!))
    .execute();
  if (!publications.length) return [];
  const rows = await db
    .selectFrom('gdsn_message as m')
    .select(MESSAGE_COLUMNS.map((c) => `m.${c}` as const))
    .$if(search.msgType === 'TradeItem', (qb) =>
      qb
        .where('m.message_type', '=', 'CIN')
        .where((eb) =>
          eb.or(
            publications.map((p) =>
              eb.and([
                eb('m.catalog_item_id', '=', p.root_item_id ?? p.catalog_item_id),
                eb('m.receiver_gln', '=', p.subscriber_gln),
              ]),
            ),
          ),
        ),
    )
    .$if(search.msgType === 'Cic', (qb) =>
      qb.where('m.message_type', '=', 'CIC').where('m.id', 'in', (eb) =>
        eb
          .selectFrom('cic_history as h')
          .select('h.message_id')
          .where('h.message_id', 'is not', null)
          .where((w) =>
            w.or(
              publications.map((p) =>
                w.and([
                  w('h.catalog_item_id', 'in', [p.catalog_item_id, p.root_item_id ?? p.catalog_item_id]),
                  w('h.subscriber_gln', '=', p.subscriber_gln),
                ]),
              ),
            ),
          )
          .$narrowType<{ message_id: number }>(),
      ),
    )
    .orderBy('m.created_time', 'desc')
    .orderBy('m.id', 'desc')
    .limit(DOWNLOAD_LIMIT)
    .execute();
  return rows;
}

/** Messages one download holds at most: an item's whole history is some dozens. */
const DOWNLOAD_LIMIT = 500;

/** `POST support/tradeItem` and `POST support/cic`: the latest message found, or none and the words for that. */
export async function latestItemMessage(db: Db, search: ItemMessageSearch): Promise<ItemMessageAnswer> {
  const [latest] = await itemMessages(db, search);
  return latest
    ? { message: presentMessage(latest), emptyText: null }
    : { message: null, emptyText: NO_ITEM_MESSAGE[search.msgType] };
}

/**
 * `GET support/{msgInstanceId}/{senderId}/messageDetails`: any stored message by its instance identifier and
 * sender. Registration messages keep no sender column (the data pool and the registry send them), so the
 * sender is also read from the message's own header.
 */
export async function messageDetails(db: Db, instanceId: string, senderGln: string): Promise<SupportMessage> {
  const rows = await db
    .selectFrom('gdsn_message')
    .select(MESSAGE_COLUMNS)
    .where('instance_id', '=', instanceId)
    .orderBy('id')
    .execute();
  const found = rows.map(presentMessage).find((m) => m.senderGln === senderGln);
  if (!found) throw notFound(`No message ${instanceId} from ${senderGln} is stored.`);
  return found;
}

export interface MessageDownload {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * `POST support/download`: the messages the search finds, as stored. One message is its XML file; more are a
 * zip of one XML file each, named by type and instance identifier. None is the spec's empty download.
 */
export async function downloadItemMessages(db: Db, search: ItemMessageSearch): Promise<MessageDownload> {
  const rows = await itemMessages(db, search);
  if (!rows.length) throw notFound(MESSAGES.noDataForDownload);
  const entryName = (row: MessageRow) => `${row.message_type}_${row.instance_id.replace(/[^\w.-]/g, '_')}.xml`;
  if (rows.length === 1) {
    return { fileName: entryName(rows[0]!), contentType: 'application/xml', body: Buffer.from(rows[0]!.xml, 'utf8') };
  }
  const zip = new JSZip();
  for (const row of rows) zip.file(entryName(row), row.xml, { date: new Date(row.created_time) });
  return {
    fileName: `${downloadStamp(new Date())}_${search.gtin.padStart(14, '0')}_${search.msgType}.zip`,
    contentType: 'application/zip',
    body: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
  };
}
