import { describe, expect, it } from 'vitest';
import { CATALOG_STATUS_LABELS, type RegistrationSummary } from '@tradepool/domain';
import { statusPath, summaryGroups } from './home-links';

const SUMMARY: RegistrationSummary = {
  catalogItemCount: 645,
  registrationCount: 120,
  failedCount: 3,
  publishedCount: 110,
  acceptedCount: 40,
  reviewCount: 5,
  rejectedCount: 2,
  syncronizedCount: 60,
  allergensCount: 300,
  imagesMarketingCount: 12,
  nutritionalsCount: 500,
  lastActivity: '2026-03-10T12:00:00.000Z',
};

describe('home links', () => {
  it('opens the catalog filtered by a chart status', () => {
    expect(statusPath(5)).toBe('/catalog?status=5');
    expect(statusPath(1)).toBe('/catalog?status=1');
  });

  it('links every summary number to the list that counts it', () => {
    const links = summaryGroups(SUMMARY).flatMap((group) => group.links);
    expect(links.map((l) => [l.key, l.count, l.to])).toEqual([
      ['catalogItemCount', 645, '/catalog'],
      ['registrationCount', 120, '/registration?status=3'],
      ['failedCount', 3, '/registration?status=4'],
      ['publishedCount', 110, '/catalog?published=1'],
      ['acceptedCount', 40, '/publication'],
      ['reviewCount', 5, '/review'],
      ['rejectedCount', 2, '/publication'],
      ['syncronizedCount', 60, '/publication'],
      ['allergensCount', 300, '/catalog?has=allergens'],
      ['nutritionalsCount', 500, '/catalog?has=nutritional'],
      ['imagesMarketingCount', 12, '/catalog?has=marketing'],
    ]);
  });

  it('names the registered and failed counts as the registration screens name those items', () => {
    const links = summaryGroups(SUMMARY).flatMap((group) => group.links);
    const label = (key: string) => links.find((l) => l.key === key)?.label;
    expect([label('registrationCount'), label('failedCount')]).toEqual(['Registered', 'Failed']);
    // The home chart's Failed (catalog status 9) counts the same items.
    expect(label('failedCount')).toBe(CATALOG_STATUS_LABELS[9]);
  });
});
