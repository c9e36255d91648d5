import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/make-user';
import { homeSections } from './home-sections';

describe('homeSections', () => {
  it('gives a publisher its catalog, registration and subscribers, and no buyer cards', () => {
    expect(homeSections(makeUser('PUB_ADMIN'))).toEqual({
      catalog: true,
      registration: true,
      processingErrors: true,
      subscribers: true,
      buyer: false,
    });
  });

  it('gives a buyer the weekly charts and data quality, and no catalog of its own', () => {
    expect(homeSections(makeUser('SUB_USER'))).toMatchObject({ catalog: false, registration: false, buyer: true });
  });

  it('keeps the support company to one scope: every company’s publications, no buyer cards of its own', () => {
    const site = makeUser('SITE_ADMIN', { companyId: 1, currentCompanyId: 1 });
    expect(homeSections(site)).toMatchObject({ registration: true, subscribers: true, buyer: false });
    // Working in a customer company, the site admin sees that company's subscriptions.
    expect(homeSections({ ...site, currentCompanyId: 3 }).buyer).toBe(true);
    const support = makeUser('SUPPORT_ADMIN', { companyId: 1, currentCompanyId: 1 });
    expect(homeSections(support)).toMatchObject({ registration: false, subscribers: false, buyer: false });
  });
});
