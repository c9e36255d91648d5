import { describe, expect, it } from 'vitest';
import { catalogColumnKeys, formatDateTime, isPublisherSubscriber } from './catalog-grid-columns';

describe('catalogColumnKeys', () => {
  it('gives a publisher the full grid, statuses first after the description, and the deletion time before them on the Deleted tab', () => {
    const publisher = { roleName: 'PUB_ADMIN', userType: 'GDSN' } as const;
    expect(catalogColumnKeys(publisher, 'active')).toEqual([
      'gtin',
      'productCode',
      'description',
      'status',
      'regStatus',
      'brandName',
      'unitDescriptor',
      'targetMarket',
      'noOfSubscribers',
      'authorName',
      'modifiedTime',
    ]);
    expect(catalogColumnKeys(publisher, 'deleted').slice(0, 4)).toEqual([
      'gtin',
      'productCode',
      'description',
      'actionTime',
    ]);
  });

  it('adds the DMS status for publisher-subscribers', () => {
    const pubSub = { roleName: 'PUB_SUB_USER', userType: 'GDSN' } as const;
    expect(isPublisherSubscriber(pubSub)).toBe(true);
    expect(catalogColumnKeys(pubSub, 'active')).toContain('dmsStatus');
    expect(catalogColumnKeys({ roleName: 'PUB_USER', userType: 'GDSN' }, 'active')).not.toContain('dmsStatus');
  });

  it('reduces the grid for an order-management-only user, whatever the role', () => {
    expect(catalogColumnKeys({ roleName: 'PUB_SUB_USER', userType: 'OMS_ONLY' }, 'active')).toEqual([
      'productCode',
      'gtin',
      'description',
      'unitDescriptor',
      'modifiedTime',
    ]);
  });
});

describe('formatDateTime', () => {
  it('writes mm/dd/yyyy hh:mm in local time', () => {
    const local = new Date(2026, 2, 7, 9, 5).toISOString();
    expect(formatDateTime(local)).toBe('03/07/2026 09:05');
  });

  it('leaves empty and unreadable values alone', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
