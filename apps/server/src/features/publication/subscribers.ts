import { DEFAULT_SUBSCRIBER_NAME, isValidGln, SERVER_ERRORS, type Subscriber } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { badRequest } from '../../errors.js';

/** Where a subscriber GLN leads: a Tradepool company (its CINs are delivered here) or another data pool. */
export interface SubscriberParty {
  gln: string;
  name: string;
  companyId: number | null;
}

/** The Tradepool companies behind these GLNs (active ones), and each GLN's name as the publisher knows it. */
export async function subscriberParties(
  db: Db,
  publisherId: number,
  glns: readonly string[],
): Promise<Map<string, SubscriberParty>> {
  const list = [...new Set(glns)];
  const parties = new Map<string, SubscriberParty>(
    list.map((gln) => [gln, { gln, name: DEFAULT_SUBSCRIBER_NAME, companyId: null }]),
  );
  if (!list.length) return parties;
  const [companies, named] = await Promise.all([
    db
      .selectFrom('company_gln as g')
      .innerJoin('company as c', 'c.id', 'g.company_id')
      .select(['g.gln', 'c.id', 'c.name', 'c.bu_name'])
      .where('g.gln', 'in', list)
      .where('c.status', '=', 1)
      .execute(),
    db
      .selectFrom('publication_subscriber')
      .select(['gln', 'name'])
      .where('company_id', '=', publisherId)
      .where('gln', 'in', list)
      .execute(),
  ]);
  for (const row of named) parties.set(row.gln, { gln: row.gln, name: row.name, companyId: null });
  for (const row of companies)
    parties.set(row.gln, { gln: row.gln, name: companyLabel(row.name, row.bu_name), companyId: row.id });
  return parties;
}

export const companyLabel = (name: string, buName: string | null) => (buName ? `${name} - ${buName}` : name);

/**
 * `GET gdsn/publications/subscribers`: the subscriber companies of Tradepool (each of their GLNs), then the
 * GLNs this publisher added itself, by name.
 */
export async function listSubscribers(db: Db, publisherId: number): Promise<Subscriber[]> {
  const [companies, added] = await Promise.all([
    db
      .selectFrom('company_gln as g')
      .innerJoin('company as c', 'c.id', 'g.company_id')
      .select(['g.gln', 'c.name', 'c.bu_name'])
      .where('c.role_sub', '=', 1)
      .where('c.status', '=', 1)
      .where('c.id', '!=', publisherId)
      .execute(),
    db.selectFrom('publication_subscriber').select(['gln', 'name']).where('company_id', '=', publisherId).execute(),
  ]);
  const local = companies.map((c) => ({ name: companyLabel(c.name, c.bu_name), gln: c.gln, inTradepool: true }));
  const known = new Set(local.map((s) => s.gln));
  const others = added.filter((a) => !known.has(a.gln)).map((a) => ({ name: a.name, gln: a.gln, inTradepool: false }));
  const byName = (a: Subscriber, b: Subscriber) =>
    a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.gln.localeCompare(b.gln);
  return [...local.sort(byName), ...others.sort(byName)];
}

/** The Add New tab: remembers a subscriber GLN and its name for this publisher (a second add renames it). */
export async function addSubscriber(
  db: Db,
  publisherId: number,
  ownGlns: readonly string[],
  input: { gln: string; name: string },
): Promise<Subscriber> {
  if (!isValidGln(input.gln)) throw badRequest(SERVER_ERRORS.subscriberGlnInvalid(input.gln));
  if (ownGlns.includes(input.gln)) throw badRequest(SERVER_ERRORS.publishOwnGln(input.gln));
  const party = (await subscriberParties(db, publisherId, [input.gln])).get(input.gln)!;
  if (party.companyId !== null) return { name: party.name, gln: party.gln, inTradepool: true };
  await db
    .insertInto('publication_subscriber')
    .values({ company_id: publisherId, gln: input.gln, name: input.name, created_time: nowIso() })
    .onConflict((oc) => oc.columns(['company_id', 'gln']).doUpdateSet({ name: input.name }))
    .execute();
  return { name: input.name, gln: input.gln, inTradepool: false };
}
