import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserSchema,
  companyAccountInputSchema,
  envelopeOf,
  messageSchema,
  roleOptionSchema,
  userInputSchema,
  userPageSchema,
  userSearchSchema,
  idDigits,
} from '@tradepool/domain';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { AppContext } from '../../app-context.js';
import { addCompanyAccount, createUser, resetUserPassword } from './account-service.js';
import { assignableRoles, getUser, searchUsers, updateUser } from './admin-service.js';

const userIdParams = z.object({ id: idDigits() });

/** The user admin screens (spec point 2, "User admin") and the company wizard's user step. */
export function registerUserAdminRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewUsers = access.reads('USER_ACCOUNT_MANAGE', 'USER_ACCOUNT_VIEW');
  const manageUsers = access.writes('USER_ACCOUNT_MANAGE');

  r.post('/users/search', {
    config: { access: viewUsers },
    schema: {
      tags: ['users'],
      summary: 'The user admin grid: filters, sorting and paging over the users of the caller’s scope',
      body: userSearchSchema,
      response: { 200: envelopeOf(userPageSchema) },
    },
    handler: async (request) => ok(await searchUsers(db, principalOf(request), request.body)),
  });

  r.get('/users/roles', {
    config: { access: access.reads('USER_ACCOUNT_MANAGE', 'USER_ACCOUNT_VIEW', 'COMPANY_MANAGE') },
    schema: {
      tags: ['users'],
      summary: 'The roles the caller may assign on the user form',
      response: { 200: envelopeOf(z.array(roleOptionSchema)) },
    },
    handler: async (request) => ok(assignableRoles(principalOf(request))),
  });

  r.get('/users/:id', {
    config: { access: viewUsers },
    schema: {
      tags: ['users'],
      summary: 'One user of the caller’s scope',
      params: userIdParams,
      response: { 200: envelopeOf(adminUserSchema) },
    },
    handler: async (request) => ok(await getUser(db, principalOf(request), request.params.id)),
  });

  r.post('/users', {
    config: { access: manageUsers },
    schema: {
      tags: ['users'],
      summary: 'Create a user; without a password a temporary one is mailed',
      body: userInputSchema,
      response: { 200: envelopeOf(adminUserSchema) },
    },
    handler: async (request) => ok(await createUser(db, config, principalOf(request), request.body)),
  });

  r.put('/users/:id', {
    config: { access: manageUsers },
    schema: {
      tags: ['users'],
      summary: 'Edit a user (the password is ignored); deactivating ends the user’s sessions',
      params: userIdParams,
      body: userInputSchema,
      response: { 200: envelopeOf(adminUserSchema) },
    },
    handler: async (request) => ok(await updateUser(db, principalOf(request), request.params.id, request.body)),
  });

  r.get('/users/:id/resetpassword', {
    config: { access: manageUsers },
    schema: {
      tags: ['users'],
      summary: 'Mail the user a new temporary password; the old one and the user’s sessions end',
      params: userIdParams,
      response: { 200: envelopeOf(messageSchema) },
    },
    handler: async (request) =>
      ok({ message: await resetUserPassword(db, config, principalOf(request), request.params.id) }),
  });

  // Under companies/ in the spec (the company wizard's user step), but it creates a user with the user
  // rules, so it lives beside them rather than in the companies feature.
  r.post('/companies/addAccount', {
    config: { access: access.writes('COMPANY_MANAGE') },
    schema: {
      tags: ['users'],
      summary: 'Add a user in the company wizard: always Active, never the support company’s roles 1 and 8',
      body: companyAccountInputSchema,
      response: { 200: envelopeOf(adminUserSchema) },
    },
    handler: async (request) => ok(await addCompanyAccount(db, config, principalOf(request), request.body)),
  });
}
