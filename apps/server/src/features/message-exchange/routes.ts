import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { requireXmlBody, XML_TYPES } from '../../http/xml-body.js';
import { principalOf } from '../../http/authenticate.js';
import { receiveGdsnMessage } from './service.js';

export function registerMessageExchangeRoutes(app: FastifyInstance, { db, files, receivedCopies }: AppContext): void {
  app.post('/gdsn/messages', {
    // Each message type asks for its own write permission in the service (MESSAGE_PERMISSIONS).
    config: { access: access.forGdsn(access.writes('CATALOG_MANAGE', 'CATALOG_PUBLISH', 'CATALOG_SUBSCRIBE_MANAGE')) },
    schema: {
      tags: ['gdsn'],
      summary:
        'Send a GS1 XML 3.1 message (CIN, CIC, CIS, CIP, CIHW, RFCIN) as application/xml or text/xml (415 otherwise); it is checked whole (bounds, XSD, SBDH), then answered by a GS1Response per transaction (200 when one was accepted, 400 when none or the message was refused); a repeated InstanceIdentifier gets the first answer again',
      consumes: XML_TYPES,
      produces: ['application/xml'],
    },
    preParsing: requireXmlBody,
    handler: async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const answer = await receiveGdsnMessage(db, files, receivedCopies, principalOf(request), body);
      return reply
        .code(answer.accepted ? 200 : 400)
        .type('application/xml; charset=utf-8')
        .send(answer.xml);
    },
  });
}
