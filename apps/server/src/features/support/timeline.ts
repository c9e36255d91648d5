import {
  CATALOG_STATUS,
  CATALOG_STATUS_LABELS,
  REGISTRY_STATE,
  type CatalogStatus,
  type CicReason,
  type Diagnosis,
  type ItemTimeline,
  type TimelineStep,
  type TimelineTone,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { parseCip } from '../../gdsn/messages/cip.js';
import { identifyMessage } from '../../gdsn/messages/message-type.js';
import { companyItemBlock } from '../publication/service.js';
import {
  networkHops,
  NO_PARTNER,
  OUTBOUND_COLUMNS,
  partnersServing,
  transferText,
  type OutboundMessage,
} from './network-hops.js';
import { supportDateTime } from './support-time.js';

interface Publication {
  id: number;
  root_item_id: number | null;
  subscriber_gln: string;
  subscriber_company_id: number | null;
  active: number;
  delivery_status: string;
  delivery_error: string | null;
  delivered_time: string | null;
  published_time: string;
  modified_time: string;
  cic_status: string | null;
  cic_status_time: string | null;
  name: string | null;
}

interface Cic {
  subscriber_gln: string;
  state: string;
  reasons: string;
  instance_id: string;
  created_time: string;
  sender_gln: string | null;
}

/** A step before it is sorted: its ISO time beside the screen's. */
type Dated = TimelineStep & { at: string };

const who = (p: Pick<Publication, 'name' | 'subscriber_gln'>) =>
  p.name ? `${p.name} (${p.subscriber_gln})` : p.subscriber_gln;

const when = (iso: string | null) => supportDateTime(iso) ?? '';

function reasonsText(json: string): string {
  const reasons = JSON.parse(json) as CicReason[];
  return reasons
    .map((r) =>
      [r.code, r.description, r.correctiveActionCode, r.correctiveActionNotes ?? r.correctiveActionDesc]
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');
}

const CIC_TONES: Record<string, TimelineTone> = {
  SYNCHRONISED: 'done',
  RECEIVED: 'info',
  REVIEW: 'waiting',
  REJECTED: 'failed',
};

/**
 * The first answer: where the item itself stands, before any subscriber comes into it. Whether it may be
 * published is publication's rule, asked, never restated here: its reason is the advice.
 */
function itemDiagnosis(
  item: { status: number; reg_status: string | null; deleted: number; action_time: string | null },
  registryReason: string | null,
  validationReason: string | null,
  published: boolean,
  publishBlock: string | null,
): Diagnosis {
  const line = (tone: TimelineTone, text: string): Diagnosis => ({
    subscriberGln: null,
    subscriberName: null,
    tone,
    text,
  });
  if (item.deleted) return line('failed', `The item was deleted from the catalog on ${when(item.action_time)}.`);
  if (item.status === CATALOG_STATUS.failed) {
    return registryReason
      ? line('failed', `The GS1 Global Registry rejected the item: ${registryReason} Fix it and register it again.`)
      : line(
          'failed',
          `The item failed validation${validationReason ? `: ${validationReason}` : ''}. It cannot be registered or sent until it is fixed.`,
        );
  }
  if (item.status === CATALOG_STATUS.inProcess)
    return line('waiting', 'The item was sent to the GS1 Global Registry (RCI) and waits for its answer.');
  if (publishBlock && item.status !== CATALOG_STATUS.validated) {
    const label = CATALOG_STATUS_LABELS[item.status as CatalogStatus] ?? String(item.status);
    return line('failed', `The item is ${label}: it must be complete and validated before it can be published.`);
  }
  if (!published)
    return line('failed', publishBlock ?? 'The item may be published but is not published to any subscriber yet.');
  return line(
    'done',
    `The item is ${item.reg_status === REGISTRY_STATE.registered ? 'registered and ' : ''}published.`,
  );
}

/** A subscriber of another data pool: the latest message sent to it, and the partner pool serving its GLN. */
interface RemoteSubscriber {
  latest: OutboundMessage | undefined;
  partner: string | null;
}

/** Why this subscriber sees the item, or does not, in one sentence. */
function subscriberDiagnosis(p: Publication, remote?: RemoteSubscriber): Diagnosis {
  const line = (tone: TimelineTone, text: string): Diagnosis => ({
    subscriberGln: p.subscriber_gln,
    subscriberName: p.name,
    tone,
    text,
  });
  const sub = who(p);
  if (!p.active) return line('info', `The item was unpublished from ${sub} on ${when(p.modified_time)}.`);
  switch (p.delivery_status) {
    case 'waiting':
      return line(
        'waiting',
        `${sub} has no subscription that matches this item (publisher GLN, GTIN, GPC brick or target market): the CIN goes as soon as they subscribe.`,
      );
    case 'pending':
      return line('waiting', `The CIN to ${sub} is queued for delivery and has not been sent yet.`);
    case 'failed':
      return line('failed', `The CIN to ${sub} could not be delivered: ${p.delivery_error ?? 'no reason kept'}.`);
    case 'queued': {
      // Its CIC comes back through the partner pool: once one came, it says where the item stands.
      if (p.cic_status) break;
      const transfer = transferText(remote?.latest, p.subscriber_gln, remote?.partner ?? null);
      return line(transfer.tone, `${sub} is served by another data pool. ${transfer.text}`);
    }
  }
  const at = when(p.cic_status_time);
  switch (p.cic_status) {
    case 'SYNCHRONISED':
      return line('done', `${sub} synchronised the item on ${at}: it is in their catalog.`);
    case 'REJECTED':
      return line('failed', `${sub} rejected the item (CIC REJECTED on ${at}).`);
    case 'REVIEW':
      return line('waiting', `${sub} asked for a review of the item (CIC REVIEW on ${at}).`);
    case 'RECEIVED':
      return line('info', `${sub} received the item (CIC RECEIVED on ${at}) and has not synchronised it yet.`);
    default:
      return line('info', `${sub} received the item on ${when(p.delivered_time)} and has not answered with a CIC yet.`);
  }
}

/**
 * `GET support/timeline/{catalogItemId}` (ours): one item from upload to CIC, every step with its message,
 * oldest first, and the plain-language diagnosis: where the item stands, then each subscriber. A failed
 * or queued outbound step carries what a re-send hands back to its job.
 */
export async function itemTimeline(db: Db, catalogItemId: number): Promise<ItemTimeline> {
  const item = await db
    .selectFrom('catalog_item as c')
    .innerJoin('company as co', 'co.id', 'c.company_id')
    .leftJoin('catalog_upload as u', 'u.id', 'c.upload_id')
    .select([
      'c.id',
      'c.company_id',
      'c.gtin',
      'c.target_market',
      'c.info_provider_gln',
      'c.description',
      'c.status',
      'c.reg_status',
      'c.deleted',
      'c.action_time',
      'c.created_time',
      'c.modified_time',
      'c.version',
      'co.name as company_name',
      'co.is_gdsn',
      'u.file_name',
      'u.status as upload_status',
      'u.created_time as upload_time',
    ])
    .where('c.id', '=', catalogItemId)
    .executeTakeFirst();
  if (!item) throw notFound();

  const steps: Dated[] = [];
  const step = (
    at: string,
    fields: Omit<TimelineStep, 'time' | 'subscriberGln' | 'message' | 'resend'> & Partial<TimelineStep>,
  ) => steps.push({ subscriberGln: null, message: null, resend: null, ...fields, at, time: when(at) });

  step(item.upload_time ?? item.created_time, {
    step: item.file_name ? 'Upload' : 'Created',
    tone: item.upload_status === 'failed' ? 'failed' : 'done',
    detail: item.file_name
      ? `Uploaded in ${item.file_name} (upload ${item.upload_status}).`
      : 'Created in the catalog.',
  });
  step(item.modified_time, {
    step: 'Catalog status',
    tone: item.status === CATALOG_STATUS.failed || item.deleted ? 'failed' : 'info',
    detail: `${item.deleted ? 'Deleted' : (CATALOG_STATUS_LABELS[item.status as CatalogStatus] ?? item.status)}, version ${item.version}.`,
  });

  const registry = await db
    .selectFrom('gdsn_message')
    .select([
      'id',
      'message_type',
      'instance_id',
      'correlation_id',
      'status',
      'error',
      'sender_gln',
      'created_time',
      'xml',
    ])
    .where('catalog_item_id', '=', item.id)
    .where('message_type', 'in', ['RCI', 'CIRR', 'GS1Response'])
    .orderBy('id')
    .execute();
  const errors = await db
    .selectFrom('catalog_item_error')
    .select(['source', 'message'])
    .where('catalog_item_id', '=', item.id)
    .orderBy('id')
    .execute();
  const registryReason = errors.find((e) => e.source === 'registry')?.message ?? null;
  for (const row of registry) {
    const message = {
      instanceId: row.instance_id,
      senderGln: row.sender_gln ?? identifyMessage(row.xml).header.senderGln,
      messageType: row.message_type,
    };
    if (row.message_type === 'RCI') {
      const resendable = row.status === 'queued' || row.status === 'failed';
      step(row.created_time, {
        step: 'RCI',
        tone: row.status === 'failed' ? 'failed' : row.status === 'processed' ? 'done' : 'waiting',
        detail: `Registration sent to the GS1 Global Registry (${row.status})${row.error ? `: ${row.error}` : '.'}`,
        message,
        resend: resendable ? { kind: 'rci', messageId: row.id } : null,
      });
    } else if (row.message_type === 'CIRR') {
      const rejected = registry.some(
        (r) => r.message_type === 'GS1Response' && r.correlation_id === row.correlation_id,
      );
      step(row.created_time, {
        step: 'CIRR',
        tone: rejected ? 'failed' : 'done',
        detail: rejected ? 'The registry rejected the item.' : 'The registry accepted the item.',
        message,
      });
    } else {
      step(row.created_time, {
        step: 'GS1Response',
        tone: 'failed',
        detail: `The registry's reasons${registryReason ? `: ${registryReason}` : '.'}`,
        message,
      });
    }
  }

  const publications: Publication[] = await db
    .selectFrom('publication as p')
    .leftJoin('company as s', 's.id', 'p.subscriber_company_id')
    .leftJoin('publication_subscriber as ps', (join) =>
      join.onRef('ps.company_id', '=', 'p.company_id').onRef('ps.gln', '=', 'p.subscriber_gln'),
    )
    .select([
      'p.id',
      'p.root_item_id',
      'p.subscriber_gln',
      'p.subscriber_company_id',
      'p.active',
      'p.delivery_status',
      'p.delivery_error',
      'p.delivered_time',
      'p.published_time',
      'p.modified_time',
      'p.cic_status',
      'p.cic_status_time',
      (eb) => eb.fn.coalesce('s.name', 'ps.name').as('name'),
    ])
    .where('p.catalog_item_id', '=', item.id)
    .orderBy('p.subscriber_gln')
    .execute();
  const glns = publications.map((p) => p.subscriber_gln);
  const roots = [...new Set([item.id, ...publications.map((p) => p.root_item_id ?? item.id)])];
  const tops = await topPublications(db, publications);

  const exchanged = glns.length
    ? await db
        .selectFrom('gdsn_message')
        .select([...OUTBOUND_COLUMNS, 'catalog_item_id', 'direction'])
        .where('catalog_item_id', 'in', roots)
        .where('message_type', 'in', ['CIN', 'CIHW'])
        .where('receiver_gln', 'in', glns)
        .orderBy('id')
        .execute()
    : [];
  const cips = glns.length
    ? await db
        .selectFrom('gdsn_message')
        .select(['instance_id', 'sender_gln', 'created_time', 'xml'])
        .where('catalog_item_id', 'in', roots)
        .where('message_type', '=', 'CIP')
        .orderBy('id')
        .execute()
    : [];
  const cics: Cic[] = glns.length
    ? await db
        .selectFrom('cic_history as h')
        .leftJoin('gdsn_message as m', 'm.id', 'h.message_id')
        .select(['h.subscriber_gln', 'h.state', 'h.reasons', 'h.instance_id', 'h.created_time', 'm.sender_gln'])
        .where('h.company_id', '=', item.company_id)
        .where('h.catalog_item_id', 'in', roots)
        .where('h.subscriber_gln', 'in', glns)
        .orderBy('h.id')
        .execute()
    : [];

  const outbound = exchanged.filter((row) => row.direction === 'out');
  const responses = outbound.length
    ? await db
        .selectFrom('gdsn_message')
        .select(['instance_id', 'sender_gln', 'created_time', 'xml', 'correlation_id'])
        .where('message_type', '=', 'GS1Response')
        .where('direction', '=', 'in')
        .where(
          'correlation_id',
          'in',
          outbound.map((row) => row.instance_id),
        )
        .orderBy('id')
        .execute()
    : [];
  const partners = await partnersServing(
    db,
    publications.filter((p) => p.subscriber_company_id === null).map((p) => p.subscriber_gln),
  );
  const remoteOf = (p: Publication): RemoteSubscriber | undefined =>
    p.subscriber_company_id === null
      ? {
          latest: outbound
            .filter(
              (row) => row.receiver_gln === p.subscriber_gln && row.catalog_item_id === (p.root_item_id ?? item.id),
            )
            .at(-1),
          partner: partners.get(p.subscriber_gln) ?? null,
        }
      : undefined;

  for (const p of publications) {
    const root = p.root_item_id ?? item.id;
    const mine = (row: { catalog_item_id: number | null; receiver_gln: string | null }) =>
      row.catalog_item_id === root && row.receiver_gln === p.subscriber_gln;
    for (const cip of cips) {
      const publishTo = parseCip(cip.xml).items.find(
        (i) => 'gln' in i.publishTo && i.publishTo.gln === p.subscriber_gln,
      );
      if (!publishTo) continue;
      step(cip.created_time, {
        step: 'CIP',
        subscriberGln: p.subscriber_gln,
        tone: 'done',
        detail: `${publishTo.command === 'DELETE' ? 'Unpublished from' : 'Published to'} ${who(p)}.`,
        message: { instanceId: cip.instance_id, senderGln: cip.sender_gln ?? '', messageType: 'CIP' },
      });
    }
    const sent = exchanged.filter(mine);
    for (const row of sent) {
      const message = { instanceId: row.instance_id, senderGln: row.sender_gln ?? '', messageType: row.message_type };
      if (row.direction === 'out') {
        const partner = partners.get(p.subscriber_gln) ?? null;
        step(row.created_time, {
          step: row.message_type,
          subscriberGln: p.subscriber_gln,
          tone: 'waiting',
          detail: `${row.message_type === 'CIHW' ? 'Withdrawal' : 'CIN'} for ${who(p)} queued for its data pool: ${
            partner
              ? `it goes to partner data pool ${partner}, which serves that GLN.`
              : `${NO_PARTNER(p.subscriber_gln)}.`
          }`,
          message,
        });
        const answers = responses.filter((r) => r.correlation_id === row.instance_id);
        for (const hop of networkHops(row, partner, answers)) {
          const { at, ...fields } = hop;
          step(at, { ...fields, subscriberGln: p.subscriber_gln });
        }
        continue;
      }
      step(row.created_time, {
        step: row.message_type,
        subscriberGln: p.subscriber_gln,
        tone: 'done',
        detail:
          row.message_type === 'CIHW'
            ? `Withdrawal sent to ${who(p)} (${row.status}).`
            : `CIN delivered to ${who(p)} (${row.status}).`,
        message,
      });
    }
    const top = tops.get(`${root}|${p.subscriber_gln}`);
    if (
      p.active &&
      (p.delivery_status === 'failed' || p.delivery_status === 'pending' || p.delivery_status === 'waiting')
    ) {
      const failed = p.delivery_status === 'failed';
      step(p.modified_time, {
        step: 'CIN',
        subscriberGln: p.subscriber_gln,
        tone: failed ? 'failed' : 'waiting',
        detail: subscriberDiagnosis(p, remoteOf(p)).text,
        resend: top && p.delivery_status !== 'waiting' ? { kind: 'cin', publicationId: top } : null,
      });
    }
    for (const cic of cics.filter((c) => c.subscriber_gln === p.subscriber_gln)) {
      const reasons = reasonsText(cic.reasons);
      step(cic.created_time, {
        step: 'CIC',
        subscriberGln: p.subscriber_gln,
        tone: CIC_TONES[cic.state] ?? 'info',
        detail: `${cic.state} from ${who(p)}${p.subscriber_company_id === null ? `, through its data pool ${partners.get(p.subscriber_gln) ?? ''}`.trimEnd() : ''}${reasons ? `: ${reasons}` : '.'}`,
        message: cic.sender_gln ? { instanceId: cic.instance_id, senderGln: cic.sender_gln, messageType: 'CIC' } : null,
      });
    }
  }

  const lastCic = (gln: string) => cics.filter((c) => c.subscriber_gln === gln).at(-1);
  const diagnoses = [
    itemDiagnosis(
      item,
      registryReason,
      errors.find((e) => e.source !== 'registry')?.message ?? null,
      publications.some((p) => p.active === 1),
      companyItemBlock(item, { isGdsn: item.is_gdsn === 1 }),
    ),
    ...publications.map((p) => {
      const diagnosis = subscriberDiagnosis(p, remoteOf(p));
      const cic = lastCic(p.subscriber_gln);
      const reasons = cic && cic.state === p.cic_status ? reasonsText(cic.reasons) : '';
      return reasons ? { ...diagnosis, text: `${diagnosis.text.slice(0, -1)}: ${reasons}.` } : diagnosis;
    }),
  ];

  steps.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return {
    catalogItemId: item.id,
    gtin: item.gtin,
    targetMarket: item.target_market,
    publisherGln: item.info_provider_gln,
    publisherName: item.company_name,
    description: item.description,
    diagnoses,
    steps: steps.map(({ at: _at, ...rest }) => rest),
  };
}

/** The top-level publication each (top, subscriber) pair is delivered by: the one a re-send hands back. */
async function topPublications(db: Db, publications: readonly Publication[]): Promise<Map<string, number>> {
  const roots = [...new Set(publications.flatMap((p) => (p.root_item_id === null ? [] : [p.root_item_id])))];
  if (!roots.length) return new Map();
  const rows = await db
    .selectFrom('publication')
    .select(['id', 'catalog_item_id', 'subscriber_gln'])
    .where('catalog_item_id', 'in', roots)
    .where('subscriber_gln', 'in', [...new Set(publications.map((p) => p.subscriber_gln))])
    .where('active', '=', 1)
    .execute();
  return new Map(rows.map((row) => [`${row.catalog_item_id}|${row.subscriber_gln}`, row.id]));
}
