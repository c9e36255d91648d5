import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { PublisherSuggestion } from '@tradepool/domain';
import type { GlobalRegistryLink } from '../config.js';
import type { PartyRole } from './messages/bpr.js';

/** A typeahead waits no longer than this for the registry: a user is typing. */
export const REGISTRY_SEARCH_TIMEOUT_MS = 1500;

const PUBLISHER_ROLE: PartyRole = 'INFORMATION_PROVIDER';

const partiesAnswer = z.object({
  data: z.array(z.object({ gln: z.string(), name: z.string(), dataPool: z.string() })),
});

/** The publishers other data pools serve whose GLN starts with the term or whose name holds it, at most `limit`. */
export type OutsidePublisherSearch = (term: string, limit: number) => Promise<PublisherSuggestion[]>;

type Get = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The search of the publishers other pools registered with the Global Registry (`GET /registry/parties`,
 * active parties of the publisher role, served by another pool than the caller). A registry that does not
 * answer in time, or answers what cannot be read, finds none: it is logged, and the pool's own suggestions
 * stand alone.
 */
export function registryPublisherSearch(
  link: GlobalRegistryLink,
  log: FastifyBaseLogger,
  get: Get = fetch,
  timeoutMs = REGISTRY_SEARCH_TIMEOUT_MS,
): OutsidePublisherSearch {
  return async (term, limit) => {
    const query = new URLSearchParams({
      term,
      role: PUBLISHER_ROLE,
      active: 'true',
      otherPools: 'true',
      limit: String(limit),
    });
    try {
      const response = await get(`${link.url}/registry/parties?${query}`, {
        headers: { authorization: `Bearer ${link.token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`The Global Registry answered ${response.status}`);
      const { data } = partiesAnswer.parse(await response.json());
      return data.map((p) => ({ value: p.gln, name: p.name, dataPool: p.dataPool }));
    } catch (err) {
      log.warn({ err, registry: link.url }, 'Publisher search in the Global Registry failed: own suggestions only');
      return [];
    }
  };
}
