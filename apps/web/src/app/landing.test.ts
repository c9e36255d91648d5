import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/make-user';
import { redirectFrom, resolveLanding } from './landing';
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

  it('falls back to home while the role landing page is not in the table yet', () => {
    expect(resolveLanding(appRoutes, makeUser('SUPPORT_ADMIN'), null)).toBe('/home');
    expect(resolveLanding(appRoutes, makeUser('SUB_USER'), null)).toBe('/home');
    expect(resolveLanding(appRoutes, makeUser('PUB_USER', { preference: { landingPage: '/gone' } }), null)).toBe(
      '/home',
    );
  });

  it('keeps subscribers on home until their catalog exists', () => {
    expect(redirectFrom(appRoutes, '/home', makeUser('SUB_USER'))).toBeNull();
  });
});

describe('resolveLanding once the later screens exist', () => {
  const Page = lazy(async () => ({ default: () => null }));
  const table: AppRoute[] = [
    ...appRoutes,
    { path: '/admin/company', Page, permission: ['COMPANY_VIEW', 'COMPANY_MANAGE'] },
    { path: '/support/publisherworkflow', Page },
    { path: '/catalog/subscriber/:catalogItemId?/:keyword?/:gtin?', Page, permission: ['CATALOG_SUBSCRIBE'] },
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
