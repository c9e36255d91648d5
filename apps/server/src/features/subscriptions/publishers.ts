import { TYPEAHEAD_MAX_SUGGESTIONS, type PublisherSuggestion } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { sql } from 'kysely';
import { containsText } from '../../db/text-search.js';
import type { OutsidePublisherSearch } from '../../gdsn/registry-publishers.js';
import { companyLabel } from '../../parties/party-names.js';

/**
 * `GET gdsn/subscriptions/publishers/{term}`: the GLNs of Tradepool's publishers (active, with the publisher
 * role) that start with the term, or whose company name holds it; the caller's own company is not offered.
 * With a search of the publishers other data pools serve (a Global Registry), theirs follow, up to the same
 * limit in all; a GLN of this pool's companies is never offered as another pool's.
 */
export async function publisherSuggestions(
  db: Db,
  companyId: number,
  term: string,
  outside: OutsidePublisherSearch | null = null,
): Promise<PublisherSuggestion[]> {
  const own = await ownPublisherSuggestions(db, companyId, term);
  if (!outside || own.length >= TYPEAHEAD_MAX_SUGGESTIONS) return own;
  const others = await outside(term, TYPEAHEAD_MAX_SUGGESTIONS - own.length);
  if (others.length === 0) return own;
  const local = await db
    .selectFrom('company_gln')
    .select('gln')
    .where(
      'gln',
      'in',
      others.map((o) => o.value),
    )
    .execute();
  const ours = new Set(local.map((g) => g.gln));
  return [...own, ...others.filter((o) => !ours.has(o.value))];
}

async function ownPublisherSuggestions(db: Db, companyId: number, term: string): Promise<PublisherSuggestion[]> {
  const rows = await db
    .selectFrom('company_gln as g')
    .innerJoin('company as c', 'c.id', 'g.company_id')
    .select(['g.gln', 'c.name', 'c.bu_name'])
    .where('c.role_pub', '=', 1)
    .where('c.status', '=', 1)
    .where('c.id', '!=', companyId)
    .where((eb) =>
      eb.or([
        // Digits are the start of a GLN; LIKE's wildcards are not digits, so the term needs no escaping.
        ...(/^\d+$/.test(term) ? [eb('g.gln', 'like', `${term}%`)] : []),
        containsText(sql`c.name`, term),
        containsText(sql`c.bu_name`, term),
      ]),
    )
    .orderBy(sql`lower(c.name)`)
    .orderBy('g.gln')
    .limit(TYPEAHEAD_MAX_SUGGESTIONS)
    .execute();
  return rows.map((r) => ({ value: r.gln, name: companyLabel(r.name, r.bu_name) }));
}
