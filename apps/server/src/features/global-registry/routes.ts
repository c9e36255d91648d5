import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { requireXmlBody, XML_TYPES } from '../../http/xml-body.js';
import { receiveFromRegistry } from './service.js';

export function registerGlobalRegistryRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/gdsn/registry', {
    config: { access: access.fromGlobalRegistry() },
    schema: {
      tags: ['gdsn'],
      summary:
        'For the Global Registry’s process only (GLOBAL_REGISTRY_TOKEN; 404 on a pool with no registry configured): its CIRR, PRR, GS1Response or forwarded CIS as application/xml, answered 202 once kept',
      consumes: XML_TYPES,
    },
    preParsing: requireXmlBody,
    handler: async (request, reply) => {
      await receiveFromRegistry(db, typeof request.body === 'string' ? request.body : '');
      return reply.code(202).send();
    },
  });
}
