import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a proxy's request id may look like; anything else (too long, odd characters) is not written to logs. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Every request's id in every log line (`requestId`): behind a trusted proxy (`TRUST_PROXY`), the proxy's
 * `X-Request-Id` where it sends one, so one request is followed through the proxy's logs and whichever node
 * served it; else a new UUID. Without a proxy the header is the client's, and a client choosing its ids could
 * make its requests look like another's in the logs.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = trustProxy ? request.headers['x-request-id'] : undefined;
    return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
  };
}

/** The id goes back in the answer too, so a user reporting a problem can quote it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
