import { CATALOG_STATUS, REGISTRY_STATE, missingRequired, type UserType } from '@tradepool/domain';
import type { Db } from '../database.js';
import { insertCatalogItems, linkCatalogItems, validateItems } from '../../features/catalog/service.js';
import { demoCatalogPlan, type DemoCatalogShare, type PlannedItem } from './demo-catalog.js';
import { DEMO_COMPANIES } from './demo-data.js';
import { offProducts } from './off-products.js';
import { seedDemoPublications } from './seed-demo-publications.js';

const DAY_MS = 86_400_000;

function owner(key: string) {
  const company = DEMO_COMPANIES.find((c) => c.key === key);
  if (!company) throw new Error(`demo company ${key} is not defined`);
  return { gln: company.glns[0]!, name: company.name };
}

/** Northwind carries most of the demo catalog and publishes; Greenfield has a smaller one. */
export const DEMO_CATALOG_SHARES: readonly DemoCatalogShare[] = [
  {
    company: 'publisher',
    owner: owner('publisher'),
    products: 500,
    productCodePrefix: 'NW-',
    authors: ['pub.admin', 'pub.admin', 'pub.admin', 'pub.admin', 'pub.user'],
    caseEvery: 4,
    palletEvery: 3,
    publish: true,
    faultsEach: 2,
  },
  {
    company: 'pubsub',
    owner: owner('pubsub'),
    products: 150,
    productCodePrefix: 'GF-',
    authors: ['pubsub.admin', 'pubsub.admin', 'pubsub.admin', 'pubsub.user'],
    caseEvery: 5,
    palletEvery: 3,
    publish: false,
    faultsEach: 1,
  },
];

/**
 * Writes the demo catalog (real Open Food Facts products with cases and pallets) into the demo companies,
 * through the catalog's bulk insert, one call per author and day so the change dates spread over the last
 * 120 days, and validates it as a save would (the GDSN rules): Ready items become Validated, ready to register,
 * or Failed with their reasons (the plan's faults). Published items were registered first. Runs inside the
 * seeding transaction. Answers how many items each company got.
 */
export async function seedDemoCatalog(
  db: Db,
  companyId: (key: string) => number,
  now = Date.now(),
): Promise<Record<string, number>> {
  const plan = demoCatalogPlan(offProducts(), DEMO_CATALOG_SHARES);
  const logins = [...new Set(DEMO_CATALOG_SHARES.flatMap((s) => s.authors))];
  const users = await db
    .selectFrom('app_user')
    .select(['id', 'login', 'user_type'])
    .where('login', 'in', logins)
    .execute();
  const user = (login: string) => {
    const found = users.find((u) => u.login === login);
    if (!found) throw new Error(`demo user ${login} is not defined`);
    return { id: found.id, userType: found.user_type as UserType };
  };
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const counts: Record<string, number> = {};

  for (const company of plan.companies) {
    const id = companyId(company.company);
    const batches = new Map<string, PlannedItem[]>();
    for (const item of company.items) {
      const key = `${item.author} ${item.daysAgo}`;
      batches.set(key, [...(batches.get(key) ?? []), item]);
    }
    const ids = new Map<string, number>();
    for (const items of batches.values()) {
      const { id: userId, userType } = user(items[0]!.author);
      const inserted = await insertCatalogItems(db, { companyId: id, userId, userType }, items, at(items[0]!.daysAgo));
      inserted.forEach((itemId, i) => ids.set(items[i]!.gtin, itemId));
    }
    const idOf = (gtin: string) => ids.get(gtin)!;
    await linkCatalogItems(
      db,
      id,
      company.links.map((l) => ({ parentId: idOf(l.parent), childId: idOf(l.child), quantity: l.quantity })),
    );
    await validateItems(db, [...ids.values()]);

    if (company.publications.length) {
      const involved = new Set([
        ...company.publications.map((p) => p.gtin),
        ...company.deletions.map((d) => d.gtin),
        ...company.faults.map((f) => f.gtin),
      ]);
      const linked = new Set(company.links.flatMap((l) => [l.parent, l.child]));
      const children = new Set(company.links.map((l) => l.child));
      // A case with its base unit that is in no pallet, and two single items: registered, published outside Harbor;
      // three more single items published to Harbor West, waiting for it to subscribe to the publisher.
      const looseCase = company.links.find(
        (l) => !children.has(l.parent) && !involved.has(l.parent) && !involved.has(l.child),
      )!;
      const singles = company.items
        .filter((i) => !involved.has(i.gtin) && !linked.has(i.gtin) && missingRequired(i.document).length === 0)
        .slice(0, 5);
      const waiting = [looseCase.parent, ...singles.map((i) => i.gtin)].map(idOf);
      const publications = company.publications.map((p) => ({
        itemId: idOf(p.gtin),
        subscriber: p.subscriber,
        cicStatus: p.cicStatus,
        publishedAt: at(p.daysAgo),
        answeredAt: at(Math.max(0, p.daysAgo - 1)),
      }));
      // Published items were registered first: the validation made them Validated (5), the Global Registry
      // accepted them.
      const registered = [...new Set([...publications.map((p) => p.itemId), ...waiting, idOf(looseCase.child)])];
      const result = await db
        .updateTable('catalog_item')
        .set({ reg_status: REGISTRY_STATE.registered })
        .where('id', 'in', registered)
        .where('status', '=', CATALOG_STATUS.validated)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== registered.length)
        throw new Error('a published demo item failed validation');
      const author = user(company.items[0]!.author);
      await seedDemoPublications(
        db,
        { companyId: id, userId: author.id, login: company.items[0]!.author, userType: author.userType },
        companyId,
        publications,
        waiting,
      );
    }

    for (const deletion of company.deletions) {
      const itemId = idOf(deletion.gtin);
      const item = company.items.find((i) => i.gtin === deletion.gtin)!;
      const by = user(item.author).id;
      const when = at(deletion.daysAgo);
      await db
        .updateTable('catalog_item')
        .set({ deleted: 1, action_time: when, deleted_by: by, modified_by: by, version: 2 })
        .where('id', '=', itemId)
        .execute();
      await db
        .insertInto('catalog_item_version')
        .values({
          catalog_item_id: itemId,
          company_id: id,
          version: 2,
          change_type: 'delete',
          changes: JSON.stringify({ '@deleted': [0, 1] }),
          attributes: JSON.stringify(item.document),
          gdsn_document: item.tree ? JSON.stringify(item.tree) : null,
          changed_by: by,
          changed_time: when,
          source: 'editor',
        })
        .execute();
    }
    counts[company.company] = company.items.length;
  }
  return counts;
}
