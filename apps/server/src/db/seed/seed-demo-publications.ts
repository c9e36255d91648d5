import { sql } from 'kysely';
import { ROLES, type CicReason, type CicState, type RoleName, type UserType } from '@tradepool/domain';
import type { Db } from '../database.js';
import { nowIso } from '../time.js';
import { publishItems, receiveCic } from '../../features/publication/service.js';
import type { Principal } from '../../security/sessions.js';
import { DEMO_COMPANIES, DEMO_OUTSIDE_SUBSCRIBER } from './demo-data.js';
import { backdateCopies } from '../../received-copies/backdate-copies.js';
import { demoCopies } from './demo-copies.js';
import { seedDemoChange } from './seed-demo-change.js';

export interface DemoPublication {
  itemId: number;
  subscriber: string;
  cicStatus: string | null;
  publishedAt: string;
  answeredAt: string;
}

const REASONS: Partial<Record<CicState, CicReason[]>> = {
  REVIEW: [
    {
      code: 'CIC100',
      description: 'Attribute Analysis Requested',
      correctiveActionCode: 'CHANGE_BY_REFRESH_MESSAGE',
      correctiveActionDesc: 'Net content and the nutrition panel disagree.',
      correctiveActionNotes: 'Please check the serving size and send a change.',
    },
  ],
  REJECTED: [
    {
      code: 'CIC102',
      description: 'Unable to Synchronise',
      correctiveActionCode: 'CONTACT_TRADING_PARTNER',
      correctiveActionDesc: 'We do not list this item in our assortment.',
      correctiveActionNotes: null,
    },
  ],
};

export const glnOf = (key: string) => DEMO_COMPANIES.find((c) => c.key === key)!.glns[0]!;

export interface DemoPublisher {
  companyId: number;
  userId: number;
  login: string;
  userType: UserType;
}

/** A demo user acting through the services, as a signed-in session of theirs would. */
export function demoPrincipal(user: DemoPublisher, roleName: RoleName): Principal {
  return {
    sessionId: 0,
    userId: user.userId,
    login: user.login,
    companyId: user.companyId,
    homeCompanyId: user.companyId,
    roleId: ROLES.find((r) => r.name === roleName)!.id,
    roleName,
    userType: user.userType,
    permissions: new Set(),
    pending: null,
  };
}

/** A subscriber's CIC about an item published to it (at the top of a hierarchy it answers for every level). */
export async function demoCic(
  db: Db,
  item: { gtin: string; target_market: string; info_provider_gln: string },
  subscriber: { gln: string; companyId: number },
  state: CicState,
): Promise<void> {
  await receiveCic(db, demoCopies, {
    instanceId: `DEMO-CIC-${item.gtin}-${subscriber.gln}`,
    senderGln: subscriber.gln,
    receiverGln: item.info_provider_gln,
    subscriberCompanyId: subscriber.companyId,
    items: [
      {
        subscriberGln: subscriber.gln,
        dataSource: item.info_provider_gln,
        gtin: item.gtin,
        targetMarket: item.target_market,
        state,
        reasons: REASONS[state] ?? [],
      },
    ],
  });
}

/**
 * The demo exchange, through the real services: Harbor's subscriptions to Northwind (East: all its items;
 * West: the GTINs it receives), Northwind's registered items published (CIPs, CINs delivered, Harbor's
 * received copies), Harbor's CICs in every state; a case with its base unit and an item published to
 * Greenfield, which has no subscription, and three more items to Harbor West, which no subscription of it
 * meets (they wait for one), and one to a subscriber of another data pool (its CIN is queued). Dates are then
 * spread as the plan says, and one synchronised base unit is changed and sent again (`seedDemoChange`).
 */
export async function seedDemoPublications(
  db: Db,
  publisher: DemoPublisher,
  companyId: (key: string) => number,
  publications: readonly DemoPublication[],
  waiting: readonly number[],
): Promise<void> {
  const publisherGln = glnOf('publisher');
  const now = nowIso();
  const westGtins = await db
    .selectFrom('catalog_item')
    .select('gtin')
    .where(
      'id',
      'in',
      publications.filter((p) => p.subscriber === 'subscriber-west').map((p) => p.itemId),
    )
    .execute();
  // Harbor East subscribes to all of Northwind; Harbor West only to the GTINs it receives, so Northwind's
  // other publications to West wait until West subscribes to Northwind itself (the subscription demo).
  const subscriptions = [
    { key: 'subscriber', gtin: null },
    ...westGtins.map(({ gtin }) => ({ key: 'subscriber-west', gtin })),
  ];
  await db
    .insertInto('subscription')
    .values(
      subscriptions.map(({ key, gtin }) => ({
        company_id: companyId(key),
        subscriber_gln: glnOf(key),
        publisher_gln: publisherGln,
        gtin,
        gpc_code: null,
        target_market: null,
        status: 1,
        instance_id: null,
        created_by: null,
        created_time: now,
        modified_time: now,
      })),
    )
    .execute();
  await db
    .insertInto('publication_subscriber')
    .values({ company_id: publisher.companyId, ...DEMO_OUTSIDE_SUBSCRIBER, created_time: now })
    .execute();
  const principal = demoPrincipal(publisher, 'PUB_ADMIN');
  const bySubscriber = new Map<string, number[]>();
  for (const p of publications) bySubscriber.set(p.subscriber, [...(bySubscriber.get(p.subscriber) ?? []), p.itemId]);
  const targets: [string, number[]][] = [
    ...[...bySubscriber].map(([key, ids]): [string, number[]] => [glnOf(key), ids]),
    [glnOf('pubsub'), waiting.slice(0, 2)],
    [DEMO_OUTSIDE_SUBSCRIBER.gln, waiting.slice(2, 3)],
    [glnOf('subscriber-west'), waiting.slice(3)],
  ];
  for (const [gln, ids] of targets) {
    const result = await publishItems(
      db,
      principal,
      { catalogItemId: ids, gln: [gln], load: true },
      { deliver: 'now', copies: demoCopies },
    );
    if (result.error_count)
      throw new Error(`demo publication failed: ${JSON.stringify(result.results.find((r) => !r.success))}`);
  }
  const items = await db
    .selectFrom('catalog_item')
    .select(['id', 'gtin', 'target_market', 'info_provider_gln'])
    .where(
      'id',
      'in',
      publications.map((p) => p.itemId),
    )
    .execute();
  const byId = new Map(items.map((i) => [i.id, i]));
  const tops = new Set(
    (
      await db
        .selectFrom('publication')
        .select('catalog_item_id')
        .whereRef('root_item_id', '=', 'catalog_item_id')
        .where(
          'catalog_item_id',
          'in',
          publications.map((p) => p.itemId),
        )
        .execute()
    ).map((r) => r.catalog_item_id),
  );
  for (const p of publications) {
    const gln = glnOf(p.subscriber);
    // A subscriber confirms a hierarchy at its top: the CIC answers for the levels below.
    if (p.cicStatus && tops.has(p.itemId)) {
      await demoCic(db, byId.get(p.itemId)!, { gln, companyId: companyId(p.subscriber) }, p.cicStatus as CicState);
    }
    await db
      .updateTable('publication')
      .set({
        published_time: p.publishedAt,
        modified_time: p.answeredAt,
        ...(p.cicStatus ? { cic_status_time: p.answeredAt } : {}),
      })
      .where('catalog_item_id', '=', p.itemId)
      .where('subscriber_gln', '=', gln)
      .execute();
    await db
      .updateTable('cic_history')
      .set({ created_time: p.answeredAt })
      .where('catalog_item_id', '=', p.itemId)
      .where('subscriber_gln', '=', gln)
      .execute();
    // The messages too, so support's timeline reads publication, CIN, then CIC (the earliest CIP of an item
    // published to several subscribers is its first publication's).
    const dated = (messageType: 'CIP' | 'CIN' | 'CIC', at: string) =>
      db
        .updateTable('gdsn_message')
        .set({ created_time: at, processed_time: at })
        .where('catalog_item_id', '=', p.itemId)
        .where('message_type', '=', messageType)
        .where('created_time', '>', at);
    await dated('CIP', p.publishedAt).execute();
    await dated('CIN', p.publishedAt).where('receiver_gln', '=', gln).execute();
    await dated('CIC', p.answeredAt).where('sender_gln', '=', gln).execute();
  }
  // The subscribers' copies arrived when their hierarchy's top was published, before the CICs answered them.
  const publishedTop = sql<string>`(select top.published_time from publication p
    join publication top on top.catalog_item_id = p.root_item_id and top.subscriber_gln = p.subscriber_gln
    where p.catalog_item_id = received_item.source_item_id and p.subscriber_gln = received_item.subscriber_gln)`;
  await backdateCopies(db, publishedTop).where(publishedTop, 'is not', null).execute();
  await seedDemoChange(db, principal, glnOf('subscriber'));
}
