import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/** The media types a GS1 XML message is posted as. */
export const XML_TYPES = ['application/xml', 'text/xml'];

export const XML_BODY_ONLY = 'Send the GS1 XML message as the body, with Content-Type application/xml or text/xml.';

/** The body's media type, without its parameters (`; charset=utf-8`). */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** GS1 XML arrives as the body itself, read as text up to `bodyLimit` bytes; JSON keeps its own parser. */
export function installXmlBodyParser(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(XML_TYPES, { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));
}

/**
 * A route's `preParsing` step: any other media type is a 415 before the body is read, since Fastify would
 * otherwise take text/plain (or JSON) with its own parsers.
 */
export async function requireXmlBody(request: FastifyRequest): Promise<void> {
  if (!XML_TYPES.includes(mediaType(request.headers['content-type']))) throw new AppError(415, XML_BODY_ONLY);
}
