import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { receiveGdsnMessage } from './service.js';

const XML_TYPES = ['application/xml', 'text/xml'];

export function registerMessageExchangeRoutes(
  app: FastifyInstance,
  { db, config, files, receivedCopies }: AppContext,
): void {
  // GS1 XML arrives as the body itself; the JSON routes keep their own parser.
  app.addContentTypeParser(
    XML_TYPES,
    { parseAs: 'string', bodyLimit: config.uploadXmlMaxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post('/gdsn/messages', {
    // Each message type asks for its own write permission in the service (MESSAGE_PERMISSIONS).
    config: { access: access.forGdsn(access.writes('CATALOG_MANAGE', 'CATALOG_PUBLISH', 'CATALOG_SUBSCRIBE_MANAGE')) },
    schema: {
      tags: ['gdsn'],
      summary:
        'Send a GS1 XML 3.1 message (CIN, CIC, CIS, CIP, CIHW, RFCIN) as application/xml; the answer is a GS1Response (200 when taken, 400 when refused)',
      consumes: XML_TYPES,
      produces: ['application/xml'],
    },
    handler: async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const answer = await receiveGdsnMessage(db, config, files, receivedCopies, principalOf(request), body);
      return reply
        .code(answer.accepted ? 200 : 400)
        .type('application/xml; charset=utf-8')
        .send(answer.xml);
    },
  });
}
