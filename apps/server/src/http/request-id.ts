import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a proxy's request id may look like; anything else (too long, odd characters) is not written to logs. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Every request's id in every log line (`requestId`): the proxy's `X-Request-Id` where it sends one, so one
 * request is followed through the proxy's logs and whichever node served it, else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}

/** The id goes back in the answer too, so a user reporting a problem can quote it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
