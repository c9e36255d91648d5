import { isValidGln, SERVER_ERRORS, type Subscriber } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { companyLabel, partyNames, type Party } from '../../parties/party-names.js';
import { nowIso } from '../../db/time.js';
import { badRequest } from '../../errors.js';
import { networkSubscriberName } from './network-subscribers.js';

/**
 * Where each subscriber GLN leads, as this publisher names it: an active Tradepool company (its CINs are
 * delivered here) or another data pool.
 */
export function subscriberParties(db: Db, publisherId: number, glns: readonly string[]): Promise<Map<string, Party>> {
  return partyNames(db, glns, { givenBy: publisherId, activeOnly: true });
}

/**
 * `GET gdsn/publications/subscribers`: the subscriber companies of Tradepool (each of their GLNs), then the
 * GLNs this publisher added itself and the subscribers of other data pools subscribed to it through the
 * Global Registry, by name.
 */
export async function listSubscribers(db: Db, publisherId: number): Promise<Subscriber[]> {
  const [companies, added, network] = await Promise.all([
    db
      .selectFrom('company_gln as g')
      .innerJoin('company as c', 'c.id', 'g.company_id')
      .select(['g.gln', 'c.name', 'c.bu_name'])
      .where('c.role_sub', '=', 1)
      .where('c.status', '=', 1)
      .where('c.id', '!=', publisherId)
      .execute(),
    db.selectFrom('publication_subscriber').select(['gln', 'name']).where('company_id', '=', publisherId).execute(),
    db
      .selectFrom('network_subscriber')
      .select(['gln', 'recipient_data_pool'])
      .distinct()
      .where('company_id', '=', publisherId)
      .execute(),
  ]);
  const local = companies.map((c) => ({ name: companyLabel(c.name, c.bu_name), gln: c.gln, inTradepool: true }));
  const known = new Set(local.map((s) => s.gln));
  const others = added.filter((a) => !known.has(a.gln)).map((a) => ({ name: a.name, gln: a.gln, inTradepool: false }));
  for (const other of others) known.add(other.gln);
  for (const n of network) {
    if (known.has(n.gln)) continue;
    known.add(n.gln);
    others.push({ name: networkSubscriberName(n.gln, n.recipient_data_pool), gln: n.gln, inTradepool: false });
  }
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
