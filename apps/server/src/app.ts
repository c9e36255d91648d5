import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { MESSAGES, SERVER_ERRORS } from '@tradepool/domain';
import type { AppContext } from './app-context.js';
import { AppError } from './errors.js';
import { API_PREFIX } from './http/api-prefix.js';
import { installAuthentication } from './http/authenticate.js';
import { setXmlWorkerHeap } from './gdsn/read-xml.js';
import { failure } from './http/envelope.js';
import { boundedValidatorCompiler, installBoundedJsonParser } from './http/input-bounds.js';
import { databaseRateLimitStore } from './http/rate-limit-store.js';
import { echoRequestId, requestIdGenerator } from './http/request-id.js';
import { catalogRoutes } from './http/route-catalog.js';
import { registerSecurityHeaders, withoutUpgradeInsecureRequests } from './http/security-headers.js';
import { registerWebApp } from './http/static-assets.js';
import { installXmlBodyParser } from './http/xml-body.js';
import { registerAuthRoutes } from './features/auth/routes.js';
import { registerCompanyRoutes } from './features/companies/routes.js';
import { registerConfigRoutes } from './features/config/routes.js';
import { registerCrossReferenceRoutes } from './features/cross-reference/routes.js';
import { registerDashboardRoutes } from './features/dashboard/routes.js';
import { registerHealthRoutes } from './features/health/routes.js';
import { registerDataQualityRoutes } from './features/data-quality/routes.js';
import { registerScorecardRoutes } from './features/scorecard/routes.js';
import { registerGlobalSearchRoutes } from './features/global-search/routes.js';
import { registerManufacturerRoutes } from './features/manufacturers/routes.js';
import { registerCatalogRoutes } from './features/catalog/routes.js';
import { registerCatalogUploadRoutes } from './features/catalog-upload/routes.js';
import { registerRegistrationRoutes } from './features/registration/routes.js';
import { registerPublicationRoutes } from './features/publication/routes.js';
import { registerMessageExchangeRoutes } from './features/message-exchange/routes.js';
import { registerMessageInboxRoutes } from './features/message-inbox/routes.js';
import { registerNetworkTransportRoutes } from './features/network-transport/routes.js';
import { registerGlobalRegistryRoutes } from './features/global-registry/routes.js';
import { registerSubscriberCatalogRoutes } from './features/subscriber-catalog/routes.js';
import { registerSubscriptionRoutes } from './features/subscriptions/routes.js';
import { registerSupportRoutes } from './features/support/routes.js';
import { registerCatalogDownloadRoutes } from './features/catalog-downloads/routes.js';
import { registerMetadataRoutes } from './features/metadata/routes.js';
import { registerPlayRoutes } from './features/play/routes.js';
import { registerResourceRoutes } from './features/resources/routes.js';
import { registerUserRoutes } from './features/users/routes.js';

/** Every feature's routes, in one list: a new feature adds one line here. */
const FEATURES: Array<(app: FastifyInstance, context: AppContext) => void> = [
  registerAuthRoutes,
  registerUserRoutes,
  registerCompanyRoutes,
  registerConfigRoutes,
  registerResourceRoutes,
  registerPlayRoutes,
  registerManufacturerRoutes,
  registerCrossReferenceRoutes,
  registerMetadataRoutes,
  registerCatalogRoutes,
  registerCatalogDownloadRoutes,
  registerCatalogUploadRoutes,
  registerRegistrationRoutes,
  registerPublicationRoutes,
  registerMessageExchangeRoutes,
  registerMessageInboxRoutes,
  registerGlobalRegistryRoutes,
  registerSubscriberCatalogRoutes,
  registerSubscriptionRoutes,
  registerDataQualityRoutes,
  registerSupportRoutes,
  registerDashboardRoutes,
  registerHealthRoutes,
  registerScorecardRoutes,
  registerGlobalSearchRoutes,
  registerNetworkTransportRoutes,
];

export async function buildApp(
  context: AppContext,
  logger: FastifyServerOptions['logger'] = true,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    exposeHeadRoutes: false,
    trustProxy: context.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    genReqId: requestIdGenerator(context.config.trustProxy),
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // A load balancer asks every few seconds: its health checks would drown the log.
      disableRequestLogging: (request) => request.url.startsWith(`${API_PREFIX}/health/`),
    }),
  });
  setXmlWorkerHeap(context.config.xmlWorkerHeapMb);
  app.setValidatorCompiler(boundedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installBoundedJsonParser(app);
  catalogRoutes(app);
  echoRequestId(app);

  await registerSecurityHeaders(app, context.config.cspUpgradeInsecure);
  // Counted in the database, so a client meets one limit however many API nodes serve it.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(context.db) });
  // Uploads are read as streams by the routes that take them; one file per request, capped in size.
  await app.register(multipart, {
    limits: { fileSize: context.config.crossrefMaxBytes, files: 1, fields: 10, parts: 20 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tradepool API',
        version: '0.1.0',
        description: 'GS1 GDSN-style data pool. Every answer is { success, data, error: { message } }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Emits the schemas registered with an id (the recursive ones) as components their `$ref`s resolve to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    staticCSP: true,
    transformStaticCSP: withoutUpgradeInsecureRequests,
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(failure(error.message));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((v) => `${v.instancePath ? `${v.instancePath.slice(1).replaceAll('/', '.')}: ` : ''}${v.message}`)
        .join('; ');
      return reply.status(400).send(failure(`Invalid request: ${details}`));
    }
    // A service that parses what it was given (merged input, stored JSON) fails on bad input, not on a bug.
    if (error instanceof ZodError) {
      const details = error.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`).join('; ');
      return reply.status(400).send(failure(`Invalid request: ${details}`));
    }
    const status = typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status === 413) return reply.status(413).send(failure('The request is too large.'));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(error instanceof Error ? error.message : String(error)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('Internal Server Error'));
  });

  installAuthentication(app, context.db, context.config.sessionTimeoutMinutes, {
    globalRegistry: context.config.globalRegistry?.token ?? null,
  });

  await app.register(
    async (api) => {
      installXmlBodyParser(api, context.config.uploadXmlMaxBytes);
      // A worker node answers only its health: its port is for the orchestrator, not for users.
      for (const register of context.config.runApi ? FEATURES : [registerHealthRoutes]) register(api, context);
    },
    { prefix: API_PREFIX },
  );

  const spa = context.config.runApi && (await registerWebApp(app, context.config.webDistDir));

  app.setNotFoundHandler((request, reply) => {
    // The SPA owns every non-API path (history fallback); its router shows /404 for unknown ones.
    if (spa && request.method === 'GET' && !request.url.startsWith(API_PREFIX)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send(failure(request.url.startsWith(API_PREFIX) ? SERVER_ERRORS.notFound : MESSAGES.noRecordsFound));
  });

  return app;
}
