import { PassThrough, finished, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { SERVER_ERRORS } from '@tradepool/domain';
import { badRequest } from '../errors.js';
import type { Upload } from '../files/stored-files.js';

type PartStream = Readable & { truncated: boolean };

/**
 * What the multipart parser fails on is the client's body: no boundary, a closing boundary that never comes
 * (a cut-off upload). Busboy says so with plain errors, which would otherwise answer 500. The plugin's own
 * errors already carry their status (413 past a limit, 400 for a request closed early).
 */
function clientError(error: unknown): Error {
  return error instanceof Error && 'statusCode' in error ? error : badRequest(SERVER_ERRORS.uploadMalformed);
}

/** The file part's bytes, failing with the 400 above where the parser's stream fails. */
class UploadStream extends PassThrough {
  constructor(private readonly part: PartStream) {
    super();
    // `finished` also reports a part that failed before this wrapper existed: busboy fails a body cut off
    // within the chunk that opened the part on a process tick, before the awaiting caller resumes.
    finished(part, (error) => {
      if (error) this.destroy(clientError(error));
    });
    // A refused upload is drained without a reader; a parse error then has nobody to answer and must not
    // reach the process as an unhandled 'error' event.
    this.on('error', () => {});
    part.pipe(this);
  }

  /** Whether the part was cut at the byte limit (the caller answers 413). */
  get truncated(): boolean {
    return this.part.truncated;
  }
}

/**
 * The one file part of a multipart request (at most `maxBytes` of it), or null when the request is not
 * multipart or carries no file. Every upload route reads its file through here, so a malformed body is a
 * 400 and never a 500, wherever the parser finds the fault: before the file part or while it streams.
 */
export async function multipartUpload(request: FastifyRequest, maxBytes: number): Promise<Upload | null> {
  if (!request.isMultipart()) return null;
  // The client closed the connection while the request waited (for its session, on PostgreSQL): the body can
  // no longer be read, and the parser, which listens for that close, would wait for it forever.
  if (request.raw.destroyed) throw badRequest(SERVER_ERRORS.uploadMalformed);
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    throw clientError(error);
  }
  return part ? { filename: part.filename, file: new UploadStream(part.file) } : null;
}
