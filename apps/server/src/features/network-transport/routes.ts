import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  networkIdentitySchema,
  networkPartnerInputSchema,
  networkPartnerParamsSchema,
  networkPartnerSchema,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { receiveAs2 } from '../../network/as2-receive.js';
import {
  AS2_ENDPOINT_PATH,
  createPartner,
  deletePartner,
  getPartner,
  listPartners,
  networkIdentity,
  updatePartner,
} from './partner-admin.js';

/** The pool's network is the whole pool's: its site administrator keeps it. */
const READ = access.forSiteAdmin(access.reads('COMPANY_MANAGE'));
const WRITE = access.forSiteAdmin(access.writes('COMPANY_MANAGE'));
const tags = ['network'];

/** What an AS2 message arrives as: S/MIME, encrypted (or, refused by the check, only signed), or bare bytes. */
const AS2_TYPES = [
  'application/pkcs7-mime',
  'application/x-pkcs7-mime',
  'application/pkcs7-signature',
  'multipart/signed',
  'application/octet-stream',
];

/**
 * The largest AS2 message taken: the largest GS1 XML message the pool reads, signed and encrypted (base64 by
 * some senders), with room to spare.
 */
const as2BodyLimit = (xmlMaxBytes: number) => 2 * xmlMaxBytes;

/** The pool-to-pool network (issue 17): partner pools, the pool's own AS2 identity, and its AS2 endpoint. */
export function registerNetworkTransportRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/network/identity', {
    config: { access: READ },
    schema: {
      tags,
      summary: "This pool's AS2 id, GLN, certificate and endpoint, to hand a partner pool",
      response: { 200: envelopeOf(networkIdentitySchema) },
    },
    handler: async () => ok(await networkIdentity(db, config)),
  });

  r.get('/network/partners', {
    config: { access: READ },
    schema: {
      tags,
      summary: 'The partner pools, each with its GLNs and its last message each way',
      response: { 200: envelopeOf(z.array(networkPartnerSchema)) },
    },
    handler: async () => ok(await listPartners(db)),
  });

  r.get('/network/partners/:id', {
    config: { access: READ },
    schema: {
      tags,
      summary: 'A partner pool',
      params: networkPartnerParamsSchema,
      response: { 200: envelopeOf(networkPartnerSchema) },
    },
    handler: async (request) => ok(await getPartner(db, request.params.id)),
  });

  r.post('/network/partners', {
    config: { access: WRITE },
    schema: {
      tags,
      summary: 'Add a partner pool; the messages queued to its GLNs go out',
      body: networkPartnerInputSchema,
      response: { 200: envelopeOf(networkPartnerSchema) },
    },
    handler: async (request) => ok(await createPartner(db, config, request.body)),
  });

  r.put('/network/partners/:id', {
    config: { access: WRITE },
    schema: {
      tags,
      summary: "Change a partner pool's profile; the messages queued to its GLNs go out",
      params: networkPartnerParamsSchema,
      body: networkPartnerInputSchema,
      response: { 200: envelopeOf(networkPartnerSchema) },
    },
    handler: async (request) => ok(await updatePartner(db, config, request.params.id, request.body)),
  });

  r.delete('/network/partners/:id', {
    config: { access: WRITE },
    schema: {
      tags,
      summary: 'Remove a partner pool; messages to its GLNs wait for another profile',
      params: networkPartnerParamsSchema,
      response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
    },
    handler: async (request) => ok(await deletePartner(db, request.params.id)),
  });

  // Its own scope: these parsers hand the AS2 route the body's bytes and leave every other route's as they are.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      AS2_TYPES,
      { parseAs: 'buffer', bodyLimit: as2BodyLimit(config.uploadXmlMaxBytes) },
      (_request, body, done) => done(null, body),
    );
    scope.post(AS2_ENDPOINT_PATH, {
      config: { access: access.byPartnerSignature() },
      schema: {
        tags,
        summary:
          "A partner pool's AS2 message (RFC 4130: signed and encrypted S/MIME), answered by this pool's signed synchronous MDN; a refused message gets a negative MDN, also with HTTP 200",
        consumes: AS2_TYPES,
        produces: ['multipart/signed'],
      },
      handler: async (request, reply) => {
        const mdn = await receiveAs2(
          { db, config, log: request.log },
          { headers: request.headers, body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0) },
        );
        return reply.code(200).headers(mdn.headers).send(mdn.body);
      },
    });
  });
}
