import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyIdRequestSchema,
  companyInputSchema,
  companyPageSchema,
  companyPartnerSchema,
  companySchema,
  companySearchSchema,
  companySuggestionSchema,
  envelopeOf,
  companyMatchCriteriaSchema,
  companyOutputProfileSchema,
  partialCompanyNameSchema,
  partnerPageSchema,
  partnerSearchSchema,
  idDigits,
  matchCriteriaSchema,
} from '@tradepool/domain';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { AppContext } from '../../app-context.js';
import { queuePartyRegistrations } from '../../gdsn/party-registration.js';
import {
  companySuggestions,
  currentPartners,
  getCompany,
  getMatchCriteria,
  getOutputProfile,
  partnerCandidates,
  saveCompany,
  saveMatchCriteria,
  searchCompanies,
} from './service.js';

const companyIdParams = z.object({ companyId: idDigits() });

export function registerCompanyRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewers = access.reads('COMPANY_MANAGE', 'COMPANY_VIEW');

  r.post('/companies', {
    config: { access: viewers },
    schema: {
      tags: ['companies'],
      summary: 'Company admin list: filters, server paging and sorting (company 1 sees all, others their own)',
      body: companySearchSchema,
      response: { 200: envelopeOf(companyPageSchema) },
    },
    handler: async (request) => ok(await searchCompanies(db, principalOf(request), request.body)),
  });

  r.post('/companies/id', {
    config: { access: viewers },
    schema: {
      tags: ['companies'],
      summary: 'One company with its GLNs, contact, partners and users',
      body: companyIdRequestSchema,
      response: { 200: envelopeOf(companySchema) },
    },
    handler: async (request) => ok(await getCompany(db, principalOf(request), request.body.id)),
  });

  r.post('/companies/partialCompanyName', {
    config: { access: viewers },
    schema: {
      tags: ['companies'],
      summary: 'Company suggestions (name, business unit or GLN contains the keyword; at most 20)',
      body: partialCompanyNameSchema,
      response: { 200: envelopeOf(z.array(companySuggestionSchema)) },
    },
    handler: async (request) => ok(await companySuggestions(db, principalOf(request), request.body.keyword)),
  });

  r.get('/companies/partners', {
    config: { access: viewers },
    schema: {
      tags: ['companies'],
      summary: "The company's current partners (entrustments)",
      querystring: companyIdParams,
      response: { 200: envelopeOf(z.array(companyPartnerSchema)) },
    },
    handler: async (request) => ok(await currentPartners(db, principalOf(request), request.query.companyId)),
  });

  r.post('/companies/partners', {
    config: { access: access.reads('COMPANY_MANAGE') },
    schema: {
      tags: ['companies'],
      summary: 'Entrustment candidates: companies with the publisher role, 50 per page by default',
      body: partnerSearchSchema,
      response: { 200: envelopeOf(partnerPageSchema) },
    },
    handler: async (request) => ok(await partnerCandidates(db, principalOf(request), request.body)),
  });

  r.post('/companies/addUpdateCompany', {
    config: { access: access.writes('COMPANY_MANAGE') },
    schema: {
      tags: ['companies'],
      summary:
        'Create (no companyId) or update a company; the rules of the wizard steps up to `step` apply, and a field left out keeps its stored value',
      body: companyInputSchema,
      response: { 200: envelopeOf(companySchema) },
    },
    handler: async (request) => {
      const company = await saveCompany(db, principalOf(request), request.body);
      // A GLN added or a company renamed is registered with a Global Registry of its own process.
      if (config.globalRegistry) await queuePartyRegistrations(db);
      return ok(company);
    },
  });

  const profileReaders = access.reads('COMPANY_MANAGE', 'COMPANY_VIEW', 'USER_ACCOUNT_MANAGE', 'USER_ACCOUNT_VIEW');

  r.get('/companies/:companyId/outputprofile', {
    config: { access: profileReaders },
    schema: {
      tags: ['companies'],
      summary: "The company's output profile (outputProfile null when it has none)",
      params: companyIdParams,
      response: { 200: envelopeOf(companyOutputProfileSchema) },
    },
    handler: async (request) => ok(await getOutputProfile(db, principalOf(request), request.params.companyId)),
  });

  r.get('/companies/:companyId/matchcriteria', {
    config: { access: profileReaders },
    schema: {
      tags: ['companies'],
      summary: "The company's DQ match criteria (matchCriteria null when it has none)",
      params: companyIdParams,
      response: { 200: envelopeOf(companyMatchCriteriaSchema) },
    },
    handler: async (request) => ok(await getMatchCriteria(db, principalOf(request), request.params.companyId)),
  });

  // The company's admins set how its items are matched (issue 18): a site admin, or the company's own admin.
  r.post('/companies/:companyId/matchcriteria', {
    config: { access: access.writes('COMPANY_MANAGE', 'USER_ACCOUNT_MANAGE') },
    schema: {
      tags: ['companies'],
      summary: "Set the company's DQ match criteria; a change queues a matching run over every buyer item",
      params: companyIdParams,
      body: matchCriteriaSchema,
      response: { 200: envelopeOf(companyMatchCriteriaSchema) },
    },
    handler: async (request) =>
      ok(await saveMatchCriteria(db, principalOf(request), request.params.companyId, request.body)),
  });
}
