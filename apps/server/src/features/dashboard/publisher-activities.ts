import { sql, type RawBuilder } from 'kysely';
import { CIC_STATE_LABELS, PUBLISHER_ACTIVITIES_SUFFIX, downloadStamp, type CicState } from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { dateWindow } from '../../db/time.js';
import type { CompanyScope } from '../../http/scope.js';
import type { DownloadFile } from '../../http/send-file.js';
import { tableDownload, type TableColumn } from '../../files/table-workbook.js';
import { publicationSubscriber, SUBSCRIBER_NAME, subscriberNameJoins } from '../../parties/party-names.js';

/** What happened, by the source row's kind; also the order of two activities at the same instant. */
const ACTIVITY = {
  1: 'Published',
  2: 'Unpublished',
  3: 'CIC received',
  4: 'Sent for registration',
  5: 'Registered',
  6: 'Registration rejected',
} as const;
type ActivityKind = keyof typeof ACTIVITY;

interface ActivityRow {
  kind: ActivityKind;
  id: number;
  time: string;
  state: string | null;
  subscriber_gln: string | null;
  gtin: string | null;
  product_code: string | null;
  description: string | null;
  target_market: string | null;
  subscriber_name: string;
}

interface ActivityLine {
  gtin: string | null;
  productCode: string | null;
  description: string | null;
  targetMarket: string | null;
  activity: string;
  time: string;
  subscriberName: string | null;
  subscriberGln: string | null;
  cicStatus: string | null;
}

const COLUMNS: TableColumn<ActivityLine>[] = [
  { header: 'GTIN', width: 17, value: (l) => l.gtin },
  { header: 'Product Code', width: 16, value: (l) => l.productCode },
  { header: 'Description', width: 40, value: (l) => l.description },
  { header: 'Target Market', width: 13, value: (l) => l.targetMarket },
  { header: 'Activity', width: 22, value: (l) => l.activity },
  { header: 'Date (UTC)', width: 18, value: (l, style) => ({ date: new Date(l.time), style }) },
  { header: 'Subscriber', width: 30, value: (l) => l.subscriberName },
  { header: 'Subscriber GLN', width: 16, value: (l) => l.subscriberGln },
  { header: 'CIC Status', width: 14, value: (l) => l.cicStatus },
];

const BATCH = 1000;

/**
 * Every activity of the publishers in scope since `since`, one kind per branch, each branch reading an
 * index on its owner and date: publications made (all, withdrawn since or not) and withdrawn, CICs
 * received, RCIs sent and the registry's answers (a CIRR whose RCI also got a GS1Response was a rejection,
 * which the GS1Response row stands for).
 */
function activities(scope: CompanyScope, since: string | null): RawBuilder<unknown> {
  const own = (column: string) => (scope.all ? sql`1 = 1` : sql`${sql.ref(column)} = ${scope.companyId}`);
  const from = (column: string) => (since ? sql`${sql.ref(column)} >= ${since}` : sql`1 = 1`);
  return sql`
    select 1 as kind, p.id, p.published_time as time, p.company_id, p.catalog_item_id as item_id,
      p.subscriber_gln, p.subscriber_company_id, null as state
    from publication p where ${own('p.company_id')} and ${from('p.published_time')}
    union all
    select 2, p.id, p.modified_time, p.company_id, p.catalog_item_id, p.subscriber_gln, p.subscriber_company_id, null
    from publication p where ${own('p.company_id')} and p.active = 0 and ${from('p.modified_time')}
    union all
    select 3, h.id, h.created_time, h.company_id, h.catalog_item_id, h.subscriber_gln, h.subscriber_company_id, h.state
    from cic_history h where ${own('h.company_id')} and ${from('h.created_time')}
    union all
    select case m.message_type when 'RCI' then 4 when 'CIRR' then 5 else 6 end, m.id, m.created_time, m.company_id,
      m.catalog_item_id, null, null, null
    from gdsn_message m
    where ${own('m.company_id')} and m.message_type in ('RCI', 'CIRR', 'GS1Response') and ${from('m.created_time')}
      and not (m.message_type = 'CIRR' and exists (select 1 from gdsn_message r
        where r.correlation_id = m.correlation_id and r.message_type = 'GS1Response'))`;
}

/** The activities newest first, a thousand at a time after the last one read (never an offset). */
async function* activityBatches(db: Db, scope: CompanyScope, since: string | null): AsyncGenerator<ActivityLine[]> {
  let last: ActivityRow | null = null;
  for (;;) {
    const after: RawBuilder<unknown> = last
      ? sql`where a.time < ${last.time} or (a.time = ${last.time}
          and (a.kind > ${last.kind} or (a.kind = ${last.kind} and a.id < ${last.id})))`
      : sql``;
    const { rows }: { rows: ActivityRow[] } = await sql<ActivityRow>`
      select a.kind, a.id, a.time, a.state, a.subscriber_gln, c.gtin, c.product_code, c.description, c.target_market,
        ${SUBSCRIBER_NAME} as subscriber_name
      from (${activities(scope, since)}) a
      left join catalog_item c on c.id = a.item_id
      ${subscriberNameJoins(publicationSubscriber('a'))}
      ${after}
      order by a.time desc, a.kind, a.id desc
      limit ${BATCH}`.execute(db);
    if (!rows.length) return;
    yield rows.map((row): ActivityLine => ({
      gtin: row.gtin,
      productCode: row.product_code,
      description: row.description,
      targetMarket: row.target_market,
      activity: ACTIVITY[Number(row.kind) as ActivityKind],
      time: row.time,
      subscriberName: row.subscriber_gln ? row.subscriber_name : null,
      subscriberGln: row.subscriber_gln,
      cicStatus: row.state ? (CIC_STATE_LABELS[row.state as CicState] ?? row.state) : null,
    }));
    if (rows.length < BATCH) return;
    last = rows.at(-1)!;
  }
}

/**
 * `GET catalogs/download/publisherActivities`: the publisher's recent activity (the last `lastDays` days, 0
 * for all) as an `.xlsx` table, newest first, streamed. Nothing to write is a 404 with the spec's text.
 */
export async function publisherActivitiesWorkbook(
  db: Db,
  config: Config,
  scope: CompanyScope,
  lastDays: number,
): Promise<DownloadFile> {
  const { since } = dateWindow({ lastDays });
  return tableDownload(
    config,
    `${downloadStamp(new Date())}${PUBLISHER_ACTIVITIES_SUFFIX}`,
    'Publisher Activities',
    COLUMNS,
    activityBatches(db, scope, since),
    { dateColumns: [5] },
  );
}
