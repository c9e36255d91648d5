import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  crossReferenceDownloadQuerySchema,
  crossReferenceFileSchema,
  crossReferenceUploadResultSchema,
  envelopeOf,
  idDigits,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { multipartUpload } from '../../http/multipart-upload.js';
import { sendStored } from '../../http/send-file.js';
import { crossReferenceDownload, listCrossReferenceFiles, uploadCrossReferenceFile } from './service.js';

export function registerCrossReferenceRoutes(app: FastifyInstance, { db, config, files }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Spec point 2: a subscriber's files, so not a publisher-only company's (issue 35).
  const fileAccess = access.forBuyers(access.reads('COMPANY_MANAGE', 'COMPANY_VIEW', 'USER_ACCOUNT_MANAGE'));

  r.post('/admin/upload/:id/crossreffile', {
    config: { access: access.forBuyers(access.writes('COMPANY_MANAGE', 'USER_ACCOUNT_MANAGE')) },
    schema: {
      tags: ['cross-reference'],
      summary: "Load a subscriber's cross-reference file (.xlsx or .csv, one file field) into its item master",
      consumes: ['multipart/form-data'],
      params: z.object({ id: idDigits() }),
      response: { 200: envelopeOf(crossReferenceUploadResultSchema) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const upload = await multipartUpload(request, config.crossrefMaxBytes);
      return ok(await uploadCrossReferenceFile(db, config, files, principal, request.params.id, upload));
    },
  });

  r.get('/admin/subscribers/crossreffilenames', {
    config: { access: fileAccess },
    schema: {
      tags: ['cross-reference'],
      summary: 'Stored cross-reference files, newest first (one company, or every company in scope)',
      querystring: z.object({ companyId: idDigits().optional() }),
      response: { 200: envelopeOf(z.array(crossReferenceFileSchema)) },
    },
    handler: async (request) =>
      ok(await listCrossReferenceFiles(db, principalOf(request), request.query.companyId ?? null)),
  });

  r.get('/admin/download/subscribers/crossreffile', {
    config: { access: fileAccess },
    schema: {
      tags: ['cross-reference'],
      summary: 'Download a stored cross-reference file as it was uploaded',
      querystring: crossReferenceDownloadQuerySchema,
    },
    handler: async (request, reply) =>
      sendStored(reply, await crossReferenceDownload(db, files, principalOf(request), request.query.fileName)),
  });
}
