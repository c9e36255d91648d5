import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  uploadFailureSchema,
  uploadIdParamsSchema,
  uploadResponseSchema,
  uploadSummarySchema,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { multipartUpload } from '../../http/multipart-upload.js';
import { sendFile } from '../../http/send-file.js';
import { failureWorkbook, uploadFailures, uploadHistory, uploadItems, uploadSummary } from './service.js';

export function registerCatalogUploadRoutes(app: FastifyInstance, { db, config, files }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { access: access.reads('CATALOG_MANAGE') };

  r.post('/gdsn/upload', {
    config: { access: access.writes('CATALOG_MANAGE') },
    schema: {
      tags: ['upload'],
      summary: 'Upload items: the GTIN template (.xlsx) or a GS1 XML 3.1 CatalogueItemNotification (one file field)',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeOf(uploadResponseSchema) },
    },
    handler: async (request) => {
      const upload = await multipartUpload(request, config.uploadMaxBytes);
      return ok(await uploadItems(db, config, files, principalOf(request), upload));
    },
  });

  r.get('/gdsn/upload/history', {
    config: manage,
    schema: {
      tags: ['upload'],
      summary: "The company's 20 latest uploads with their processing and validation progress",
      response: { 200: envelopeOf(z.array(uploadSummarySchema)) },
    },
    handler: async (request) => ok(await uploadHistory(db, principalOf(request))),
  });

  r.get('/gdsn/upload/:uploadId', {
    config: manage,
    schema: {
      tags: ['upload'],
      summary: 'One upload and its progress',
      params: uploadIdParamsSchema,
      response: { 200: envelopeOf(uploadSummarySchema) },
    },
    handler: async (request) => ok(await uploadSummary(db, principalOf(request), request.params.uploadId)),
  });

  r.get('/gdsn/upload/:uploadId/failures', {
    config: manage,
    schema: {
      tags: ['upload'],
      summary: "The upload's rows that were not stored: row number, GTIN, attribute and reason (first 1,000)",
      params: uploadIdParamsSchema,
      response: { 200: envelopeOf(z.array(uploadFailureSchema)) },
    },
    handler: async (request) => ok(await uploadFailures(db, principalOf(request), request.params.uploadId)),
  });

  r.get('/gdsn/upload/:uploadId/failures/download', {
    config: manage,
    schema: {
      tags: ['upload'],
      summary: 'Every row not stored, as `<MM-DD-YYYY>_failure_messages.xlsx`',
      params: uploadIdParamsSchema,
    },
    handler: async (request, reply) =>
      sendFile(reply, await failureWorkbook(db, config, principalOf(request), request.params.uploadId)),
  });
}
