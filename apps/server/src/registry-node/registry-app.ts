import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { parseGtin } from '@tradepool/domain';
import type { Db } from '../db/database.js';
import { containsText } from '../db/text-search.js';
import { bearerToken, sameToken } from '../http/authenticate.js';
import { installXmlBodyParser, requireXmlBody } from '../http/xml-body.js';
import type { CertifiedPool, RegistryConfig } from './registry-config.js';
import { receivePoolMessage, type RegistryInbound } from './registry-inbound.js';

/** The certified pool a request's bearer token belongs to, or null. Every pool's token is compared. */
export function poolOfToken(pools: readonly CertifiedPool[], token: string | null): CertifiedPool | null {
  if (!token) return null;
  let found: CertifiedPool | null = null;
  for (const pool of pools) if (sameToken(token, pool.token)) found = pool;
  return found;
}

declare module 'fastify' {
  interface FastifyRequest {
    pool: CertifiedPool | null;
  }
}

const fail = (message: string) => ({ success: false, data: null, error: { message } });

const itemsQuery = z.object({ gtin: z.string().regex(/^\d{8,14}$/) });

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * The search a pool's typeahead makes of the parties (none given: all of them): a GLN's start (digits) or a
 * part of the name, a role, active ones only, only those other pools serve, and how many at most.
 */
const partiesQuery = z.object({
  term: z.string().trim().min(1).max(200).optional(),
  role: z.string().min(1).max(80).optional(),
  active: flag.optional(),
  otherPools: flag.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/**
 * The Global Registry's HTTP face: `POST /registry/messages` for the certified pools' RCIs, BPRs and CISs
 * (each answered 202 once taken, its answers following through the pool's own endpoint), `GET
 * /registry/health`, and two reads: the parties (searched by the pools' publisher typeahead, whole for tests
 * and operators) and an item's registrations. Everything but the health asks for a pool's bearer token.
 */
export async function buildRegistryApp(
  db: Db,
  config: Pick<RegistryConfig, 'pools' | 'bodyLimit' | 'registryGln'>,
  inbound: RegistryInbound,
  logger: boolean | { level: string } = true,
): Promise<FastifyInstance> {
  const app = Fastify({ logger, exposeHeadRoutes: false, bodyLimit: config.bodyLimit });
  app.decorateRequest('pool', null);
  installXmlBodyParser(app, config.bodyLimit);

  const authenticated = async (request: FastifyRequest) => {
    request.pool = poolOfToken(config.pools, bearerToken(request));
    if (!request.pool)
      throw Object.assign(new Error('A certified data pool’s bearer token is required.'), { statusCode: 401 });
  };

  app.setErrorHandler((error, request, reply) => {
    const status = typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status === 413) return reply.status(413).send(fail('The message is too large.'));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(fail(error instanceof Error ? error.message : String(error)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail('Internal Server Error'));
  });

  app.get('/registry/health', async () => ({ success: true, data: { status: 'ok' }, error: null }));

  app.post('/registry/messages', {
    onRequest: authenticated,
    preParsing: requireXmlBody,
    handler: async (request, reply) => {
      const xml = typeof request.body === 'string' ? request.body : '';
      const answer = await receivePoolMessage(db, inbound, request.pool!, xml);
      if (answer.xml === null) return reply.code(answer.status).send();
      return reply.code(answer.status).type('application/xml; charset=utf-8').send(answer.xml);
    },
  });

  app.get('/registry/parties', { onRequest: authenticated }, async (request, reply) => {
    const query = partiesQuery.safeParse(request.query);
    if (!query.success) return reply.status(400).send(fail('The parties search is not valid.'));
    const { term, role, active, otherPools, limit } = query.data;
    let search = db
      .selectFrom('registry_party')
      .select(['party_gln', 'name', 'role', 'data_pool_gln', 'active', 'registered_time', 'last_changed_time']);
    if (term !== undefined) {
      search = search
        .where((eb) =>
          // Digits are the start of a GLN; LIKE's wildcards are not digits, so the term needs no escaping.
          eb.or([
            ...(/^\d+$/.test(term) ? [eb('party_gln', 'like', `${term}%`)] : []),
            containsText(eb.ref('name'), term),
          ]),
        )
        .orderBy(sql`lower(name)`);
    }
    if (role !== undefined) search = search.where('role', '=', role);
    if (active !== undefined) search = search.where('active', '=', active ? 1 : 0);
    if (otherPools) search = search.where('data_pool_gln', '!=', request.pool!.gln);
    if (limit !== undefined) search = search.limit(limit);
    const parties = await search.orderBy('party_gln').execute();
    return {
      success: true,
      data: parties.map((p) => ({
        gln: p.party_gln,
        name: p.name,
        role: p.role,
        dataPool: p.data_pool_gln,
        active: p.active === 1,
        registeredTime: p.registered_time,
        lastChangedTime: p.last_changed_time,
      })),
      error: null,
    };
  });

  app.get('/registry/items', { onRequest: authenticated }, async (request, reply) => {
    const query = itemsQuery.safeParse(request.query);
    const gtin = query.success ? parseGtin(query.data.gtin) : null;
    if (!gtin?.ok) return reply.status(400).send(fail('gtin must be a valid GTIN (8, 12, 13 or 14 digits).'));
    const items = await db
      .selectFrom('registry_item')
      .select([
        'gtin',
        'info_provider_gln',
        'target_market',
        'gpc_code',
        'source_data_pool',
        'state',
        'registered_time',
        'last_changed_time',
      ])
      .where('gtin', '=', gtin.gtin)
      .orderBy('info_provider_gln')
      .orderBy('target_market')
      .execute();
    return {
      success: true,
      data: items.map((i) => ({
        gtin: i.gtin,
        informationProvider: i.info_provider_gln,
        targetMarket: i.target_market,
        gpcCode: i.gpc_code,
        sourceDataPool: i.source_data_pool,
        state: i.state,
        registeredTime: i.registered_time,
        lastChangedTime: i.last_changed_time,
      })),
      error: null,
    };
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail('Not found.')));
  return app;
}
