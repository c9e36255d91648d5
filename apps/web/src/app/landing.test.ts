import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/make-user';
import { redirectFrom, resolveLanding } from './landing';
import { areaRoutes, isOpenablePath, navRoutes } from './route-helpers';
import type { AppRoute } from './route-helpers';
import { appRoutes } from './routes';

describe('resolveLanding on the current table', () => {
  it('goes to the saved return screen when the user may open it', () => {
    expect(resolveLanding(appRoutes, makeUser(), '/play')).toBe('/play');
    expect(resolveLanding(appRoutes, makeUser(), '/play?tab=2')).toBe('/play?tab=2');
  });

  it('ignores a return screen that is not an app screen', () => {
    expect(resolveLanding(appRoutes, makeUser(), '/login')).toBe('/home');
    expect(resolveLanding(appRoutes, makeUser(), '/nowhere')).toBe('/home');
  });

  it('else the saved landing page', () => {
    expect(resolveLanding(appRoutes, makeUser('PUB_USER', { preference: { landingPage: '/help' } }), null)).toBe(
      '/help',
    );
  });

  it('sends the site admin to company admin, now in the table', () => {
    expect(resolveLanding(appRoutes, makeUser('SITE_ADMIN'), null)).toBe('/admin/company');
  });

  it('sends the support admin to the publisher workflow, now in the table', () => {
    expect(resolveLanding(appRoutes, makeUser('SUPPORT_ADMIN'), null)).toBe('/support/publisherworkflow');
  });

  it('falls back to home when the landing page is not in the table', () => {
    expect(resolveLanding(appRoutes, makeUser('PUB_USER', { preference: { landingPage: '/gone' } }), null)).toBe(
      '/home',
    );
  });

  it('lands subscribers, and non-GDSN OMS subscribers, on the subscriber catalog', () => {
    expect(resolveLanding(appRoutes, makeUser('SUB_USER'), null)).toBe('/catalog/subscriber');
    expect(resolveLanding(appRoutes, makeUser('SUB_READ_ONLY_USER'), null)).toBe('/catalog/subscriber');
    expect(resolveLanding(appRoutes, makeUser('SUB_USER', { userType: 'NON_GDSN_OMS' }), null)).toBe(
      '/catalog/subscriber',
    );
    expect(resolveLanding(appRoutes, makeUser('PUB_SUB_USER', { userType: 'NON_GDSN_OMS' }), null)).toBe(
      '/catalog/subscriber',
    );
    expect(resolveLanding(appRoutes, makeUser('PUB_SUB_USER'), null)).toBe('/home');
  });

  it('sends subscribers from home to their catalog', () => {
    expect(redirectFrom(appRoutes, '/home', makeUser('SUB_USER'))).toBe('/catalog/subscriber');
    expect(redirectFrom(appRoutes, '/home', makeUser('PUB_SUB_ADMIN'))).toBeNull();
  });

  it('offers subscriber-only users the subscriber catalog, not the supplier catalog', () => {
    const subscriber = makeUser('SUB_ADMIN');
    expect(isOpenablePath(appRoutes, '/catalog', subscriber)).toBe(false);
    expect(isOpenablePath(appRoutes, '/catalog/0/milk/-', subscriber)).toBe(false);
    expect(isOpenablePath(appRoutes, '/catalog/subscriber/0/milk/-', subscriber)).toBe(true);
    expect(navRoutes(appRoutes, subscriber).map((r) => r.path)).toContain('/catalog/subscriber');
    expect(navRoutes(appRoutes, subscriber).map((r) => r.path)).not.toContain('/catalog');
    expect(areaRoutes(appRoutes, subscriber).map((r) => r.path)).not.toContain('/catalog');
    const both = navRoutes(appRoutes, makeUser('PUB_SUB_USER')).map((r) => r.path);
    expect(both).toEqual(expect.arrayContaining(['/catalog', '/catalog/subscriber']));
    expect(navRoutes(appRoutes, makeUser('PUB_ADMIN')).map((r) => r.path)).not.toContain('/catalog/subscriber');
  });

  it('offers the publisher items report only to the users the server flags for it', () => {
    const reportUser = makeUser('PUB_ADMIN', { hasPublisherItemsReport: 1 });
    expect(isOpenablePath(appRoutes, '/publisheritemsreport', reportUser)).toBe(true);
    expect(navRoutes(appRoutes, reportUser).map((r) => r.path)).toContain('/publisheritemsreport');
    for (const other of [
      makeUser('PUB_ADMIN'),
      makeUser('SUB_ADMIN'),
      makeUser('SUB_USER', { hasPublisherItemsReport: 1 }),
    ]) {
      expect(isOpenablePath(appRoutes, '/publisheritemsreport', other)).toBe(false);
      expect(navRoutes(appRoutes, other).map((r) => r.path)).not.toContain('/publisheritemsreport');
    }
  });
});

describe('resolveLanding once the later screens exist', () => {
  const Page = lazy(async () => ({ default: () => null }));
  const table: AppRoute[] = [
    ...appRoutes,
    { path: '/admin/company', Page, permission: ['COMPANY_VIEW', 'COMPANY_MANAGE'] },
    { path: '/support/publisherworkflow', Page },
  ];

  it('the role landing pages start working', () => {
    expect(resolveLanding(table, makeUser('SITE_ADMIN'), null)).toBe('/admin/company');
    expect(resolveLanding(table, makeUser('SUPPORT_ADMIN'), null)).toBe('/support/publisherworkflow');
    expect(resolveLanding(table, makeUser('SUB_READ_ONLY_USER'), null)).toBe('/catalog/subscriber');
    expect(resolveLanding(table, makeUser('PUB_ADMIN'), null)).toBe('/home');
  });

  it('a landing page the user may not open falls back to home', () => {
    expect(resolveLanding(table, makeUser('PUB_USER', { preference: { landingPage: '/admin/company' } }), null)).toBe(
      '/home',
    );
  });

  it('the return screen still wins', () => {
    expect(resolveLanding(table, makeUser('SITE_ADMIN'), '/play')).toBe('/play');
  });

  it('subscribers are sent from home to their catalog', () => {
    expect(redirectFrom(table, '/home', makeUser('SUB_USER'))).toBe('/catalog/subscriber');
    expect(redirectFrom(table, '/home', makeUser('PUB_SUB_USER'))).toBeNull();
    expect(redirectFrom(table, '/play', makeUser('SUB_USER'))).toBeNull();
  });
});
