import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/make-user';
import {
  activeNavPath,
  areaCards,
  areaRoutes,
  breadcrumbTrail,
  canOpen,
  findRoute,
  isOpenablePath,
  navRoutes,
} from './route-helpers';
import type { AppRoute } from './route-helpers';
import { appRoutes } from './routes';

const Page = lazy(async () => ({ default: () => null }));

/** A table shaped like the later one: permissions, params, nesting. */
const table: AppRoute[] = [
  { path: '/login', Page, public: true },
  { path: '/home', Page, breadcrumb: 'Home', nav: { label: 'Home', icon: null } },
  {
    path: '/registration',
    Page,
    parent: '/home',
    breadcrumb: 'Registration',
    permission: ['CATALOG_MANAGE'],
    nav: { label: 'Registration', icon: null },
    area: { title: 'Registration', description: 'Register items', icon: null },
  },
  {
    path: '/registration/register',
    Page,
    parent: '/registration',
    breadcrumb: 'Register',
    permission: ['CATALOG_MANAGE'],
  },
  {
    path: '/admin/user',
    Page,
    parent: '/home',
    breadcrumb: 'Users',
    permission: ['USER_ACCOUNT_MANAGE', 'USER_ACCOUNT_VIEW'],
    nav: { label: 'Users', icon: null },
  },
  { path: '/dms', Page, parent: '/home', breadcrumb: 'Data quality', permission: ['CATALOG_SUBSCRIBE'] },
  {
    path: '/dms/itemlist/:publisherName/:publisherGln/:itemView/:fromFlag',
    Page,
    parent: '/dms',
    breadcrumb: (params) => params.publisherName ?? '',
    permission: ['CATALOG_SUBSCRIBE'],
  },
  { path: '/catalog/subscriber/:catalogItemId?/:keyword?/:gtin?', Page, parent: '/home', breadcrumb: 'Catalog' },
];

describe('findRoute', () => {
  it('matches static and parameterised paths, decoding the params', () => {
    expect(findRoute(table, '/home')?.route.path).toBe('/home');
    const match = findRoute(table, '/dms/itemlist/Northwind%20Foods%20%26%20Co/0761305000019/1/0');
    expect(match?.params).toEqual({
      publisherName: 'Northwind Foods & Co',
      publisherGln: '0761305000019',
      itemView: '1',
      fromFlag: '0',
    });
  });

  it('matches optional segments with or without them', () => {
    expect(findRoute(table, '/catalog/subscriber')?.route.breadcrumb).toBe('Catalog');
    expect(findRoute(table, '/catalog/subscriber/12/milk/00761305100004')?.params).toEqual({
      catalogItemId: '12',
      keyword: 'milk',
      gtin: '00761305100004',
    });
  });

  it('answers null for unknown paths', () => {
    expect(findRoute(table, '/nowhere')).toBeNull();
    expect(findRoute(table, '/home/extra')).toBeNull();
  });
});

describe('permission filters', () => {
  const publisher = makeUser('PUB_USER');
  const subscriber = makeUser('SUB_USER');
  const siteUser = makeUser('SITE_USER');

  it('public routes are never "opened" from inside the app', () => {
    expect(canOpen(table[0]!, publisher)).toBe(false);
  });

  it('the nav holds only what the user may open', () => {
    expect(navRoutes(table, publisher).map((r) => r.path)).toEqual(['/home', '/registration']);
    expect(navRoutes(table, subscriber).map((r) => r.path)).toEqual(['/home']);
    expect(navRoutes(table, siteUser).map((r) => r.path)).toEqual(['/home', '/admin/user']);
  });

  it('home cards likewise', () => {
    expect(areaRoutes(table, publisher).map((r) => r.path)).toEqual(['/registration']);
    expect(areaRoutes(table, subscriber)).toEqual([]);
  });

  it('isOpenablePath ignores the query and checks the permission', () => {
    expect(isOpenablePath(table, '/registration?status=1', publisher)).toBe(true);
    expect(isOpenablePath(table, '/registration', subscriber)).toBe(false);
    expect(isOpenablePath(table, '/login', publisher)).toBe(false);
    expect(isOpenablePath(table, '/admin/company', siteUser)).toBe(false);
  });
});

describe('breadcrumbTrail', () => {
  it('follows the parent chain from home', () => {
    expect(breadcrumbTrail(table, '/registration/register')).toEqual([
      { path: '/home', label: 'Home' },
      { path: '/registration', label: 'Registration' },
      { path: '/registration/register', label: 'Register' },
    ]);
  });

  it('shows the decoded publisher name', () => {
    const trail = breadcrumbTrail(table, '/dms/itemlist/Caf%C3%A9%20Supply/0761305000019/1/0');
    expect(trail.map((crumb) => crumb.label)).toEqual(['Home', 'Data quality', 'Café Supply']);
  });

  it('is empty off the table', () => {
    expect(breadcrumbTrail(table, '/nowhere')).toEqual([]);
  });
});

describe('activeNavPath', () => {
  it('lights the route or its nearest ancestor in the nav', () => {
    expect(activeNavPath(table, '/registration')).toBe('/registration');
    expect(activeNavPath(table, '/registration/register')).toBe('/registration');
    expect(activeNavPath(table, '/dms')).toBe('/home');
    expect(activeNavPath(table, '/nowhere')).toBeNull();
  });
});

describe('the route table', () => {
  it('has unique paths', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('every parent exists', () => {
    const paths = new Set(appRoutes.map((route) => route.path));
    for (const route of appRoutes) if (route.parent) expect(paths).toContain(route.parent);
  });

  it('holds the screens built so far', () => {
    for (const path of ['/login', '/404', '/home', '/play', '/help']) expect(findRoute(appRoutes, path)).not.toBeNull();
  });

  it('shows the decoded subscriber name of the publication screens in the breadcrumb', () => {
    const name = encodeURIComponent('Harbor Foodservice / East 100%');
    expect(breadcrumbTrail(appRoutes, `/review/${name}/0843912000016`).map((crumb) => crumb.label)).toEqual([
      'Home',
      'Publication',
      'Review · Harbor Foodservice / East 100%',
    ]);
    expect(
      breadcrumbTrail(appRoutes, `/subscribers/items/${name}/0843912000016/publish`).map((crumb) => crumb.path),
    ).toEqual([
      '/home',
      '/publication',
      `/subscribers/items/${name}/0843912000016`,
      `/subscribers/items/${name}/0843912000016/publish`,
    ]);
    expect(breadcrumbTrail(appRoutes, '/subscribers/items/-/0843912000016').at(-1)?.label).toBe('0843912000016');
    expect(breadcrumbTrail(appRoutes, '/publication/publish/item').map((crumb) => crumb.label)).toEqual([
      'Home',
      'Publication',
      'Publish',
      'Subscribers',
      'Items',
    ]);
  });

  it('opens the publication screens to publishers only', () => {
    for (const path of [
      '/publication',
      '/publication/unpublish/item',
      '/review',
      '/subscribers/items/x/0843912000016',
    ]) {
      expect(isOpenablePath(appRoutes, path, makeUser('PUB_USER'))).toBe(true);
      expect(isOpenablePath(appRoutes, path, makeUser('SUB_USER'))).toBe(false);
    }
  });

  it('offers the register screen to GDSN users only, the rest of registration to every catalog manager', () => {
    const nonGdsn = makeUser('PUB_USER', { userType: 'NON_GDSN' });
    expect(isOpenablePath(appRoutes, '/registration/register', makeUser('PUB_USER'))).toBe(true);
    expect(
      isOpenablePath(appRoutes, '/registration/register', makeUser('PUB_USER', { userType: 'BOTH_GDSN_OMS' })),
    ).toBe(true);
    expect(isOpenablePath(appRoutes, '/registration/register', nonGdsn)).toBe(false);
    expect(isOpenablePath(appRoutes, '/registration', nonGdsn)).toBe(true);
    expect(isOpenablePath(appRoutes, '/fix', nonGdsn)).toBe(true);
  });

  it('opens the company wizard to those who may view companies (spec point 6), not only to managers', () => {
    expect(isOpenablePath(appRoutes, '/admin/company/add/companyinformation', makeUser('SITE_USER'))).toBe(true);
    expect(isOpenablePath(appRoutes, '/admin/company/add/companyinformation', makeUser('SUB_USER'))).toBe(false);
  });

  // Issue 35: menus show what the company and role can do.
  const navLabels = (user: ReturnType<typeof makeUser>) => navRoutes(appRoutes, user).map((r) => r.nav!.label);

  it('puts Play, the demo page, last in every menu', () => {
    for (const role of ['SITE_ADMIN', 'SUPPORT_ADMIN', 'PUB_ADMIN', 'SUB_USER', 'PUB_SUB_ADMIN'] as const) {
      const labels = navLabels(makeUser(role));
      expect(labels[0], role).toBe('Home');
      expect(labels.at(-1), role).toBe('Play');
    }
    expect(areaRoutes(appRoutes, makeUser('PUB_USER')).at(-1)?.path).toBe('/play');
  });

  it('offers the buyer’s tools, cross-reference files and manufacturers, to no publisher-only company', () => {
    const buyerTools = ['Cross-reference files', 'Manufacturers'];
    for (const role of ['PUB_ADMIN', 'PUB_USER'] as const)
      for (const tool of buyerTools) expect(navLabels(makeUser(role)), role).not.toContain(tool);
    for (const path of ['/admin/report', '/admin/sodexomanufacturers'])
      expect(isOpenablePath(appRoutes, path, makeUser('PUB_ADMIN')), path).toBe(false);
    expect(navLabels(makeUser('SUB_ADMIN'))).toEqual(expect.arrayContaining(buyerTools));
    expect(navLabels(makeUser('PUB_SUB_ADMIN'))).toEqual(expect.arrayContaining(buyerTools));
    expect(navLabels(makeUser('SITE_ADMIN'))).toEqual(expect.arrayContaining(buyerTools));
  });

  it('offers Subscriptions only to the GDSN users who see subscriptions there', () => {
    expect(navLabels(makeUser('PUB_SUB_USER', { userType: 'OMS_ONLY' }))).not.toContain('Subscriptions');
    expect(navLabels(makeUser('SUB_USER', { userType: 'NON_GDSN_OMS' }))).not.toContain('Subscriptions');
    expect(isOpenablePath(appRoutes, '/subscription', makeUser('PUB_SUB_USER', { userType: 'OMS_ONLY' }))).toBe(false);
    expect(navLabels(makeUser('PUB_SUB_USER'))).toContain('Subscriptions');
    expect(navLabels(makeUser('SUB_ADMIN', { userType: 'BOTH_GDSN_OMS' }))).toContain('Subscriptions');
  });

  it('describes the home cards by what the role can do there', () => {
    const describe = (user: ReturnType<typeof makeUser>) =>
      Object.fromEntries(areaCards(appRoutes, user).map((area) => [area.title, area.description]));
    const support = describe(makeUser('SUPPORT_ADMIN', { companyId: 1, currentCompanyId: 1 }));
    expect(support.Companies).not.toMatch(/set up|maintain/);
    expect(support.Users).not.toMatch(/add|reset/);
    expect(support.Catalog).not.toMatch(/create/);
    const site = describe(makeUser('SITE_ADMIN', { companyId: 1, currentCompanyId: 1 }));
    expect(site.Companies).toMatch(/set up new ones/);
    expect(site.Users).toMatch(/reset passwords/);
    expect(describe(makeUser('PUB_ADMIN')).Catalog).toMatch(/create and download/);
  });
});
