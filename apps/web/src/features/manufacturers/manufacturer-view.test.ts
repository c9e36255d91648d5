import { describe, expect, it } from 'vitest';
import { manufacturerEditSchema, manufacturerSearchSchema, matchCriteriaText } from '@tradepool/domain';
import type { Manufacturer } from '@tradepool/domain';
import {
  DEFAULT_MANUFACTURER_SORT,
  manufacturerFormValues,
  manufacturerSortFrom,
  profileLines,
  toManufacturerEdit,
  toManufacturerSearch,
} from './manufacturer-view';

const northwind: Manufacturer = {
  manufacturerId: 1,
  companyId: 3,
  manufacturerName: 'Northwind Foods',
  infoProviderGln: '0761305000019',
  contactName: 'Nora North',
  email: 'nora@northwind.example',
  contactNumber: '3125550142',
  comments: null,
  confirmed: 1,
  matchCriteria: null,
  outputProfile: null,
  modifiedTime: '2026-01-01T00:00:00.000Z',
};

describe('toManufacturerSearch', () => {
  it('sends the status as 1/0 and leaves it out for all', () => {
    expect(toManufacturerSearch(' nor ', 'confirmed', 1, 25, DEFAULT_MANUFACTURER_SORT)).toEqual({
      searchString: 'nor',
      status: 1,
      rowCount: 25,
      pageNumber: 1,
      sortBy: 'manufacturerName',
      sortDesc: false,
    });
    const all = toManufacturerSearch('', 'all', 2, 50, { sortBy: 'email', sortDesc: true });
    expect(all).toEqual({ rowCount: 50, pageNumber: 2, sortBy: 'email', sortDesc: true });
    expect(toManufacturerSearch('', 'unconfirmed', 1, 25, DEFAULT_MANUFACTURER_SORT).status).toBe(0);
    expect(manufacturerSearchSchema.safeParse(all).success).toBe(true);
  });
});

describe('manufacturerSortFrom', () => {
  it('accepts the allow-listed columns only, else the default (name ascending)', () => {
    expect(manufacturerSortFrom('confirmed', 'descend')).toEqual({ sortBy: 'confirmed', sortDesc: true });
    expect(manufacturerSortFrom('modifiedTime', 'ascend')).toBe(DEFAULT_MANUFACTURER_SORT);
    expect(manufacturerSortFrom('email', undefined)).toBe(DEFAULT_MANUFACTURER_SORT);
  });
});

describe('toManufacturerEdit', () => {
  it('round-trips a manufacturer, blanks becoming null', () => {
    const edit = toManufacturerEdit(1, { ...manufacturerFormValues(northwind), comments: '  ', confirmed: false });
    expect(edit).toEqual({
      manufacturerId: 1,
      contactName: 'Nora North',
      email: 'nora@northwind.example',
      contactNumber: '3125550142',
      infoProviderGln: '0761305000019',
      confirmed: 0,
      comments: null,
    });
    expect(manufacturerEditSchema.safeParse(edit).success).toBe(true);
  });
});

describe('profileLines', () => {
  it('splits the readable profile text into labelled lines', () => {
    const text = matchCriteriaText({
      keys: ['GTIN', 'MPC'],
      minimumScore: 80,
      candidates: 3,
      autoReview: 0,
      notes: 'Check: twice',
    });
    expect(profileLines(text)).toEqual([
      { label: 'Match keys', value: 'GTIN, MPC' },
      { label: 'Confident match', value: 'from 80 %' },
      { label: 'Candidates', value: 'up to 3' },
      { label: 'Automatic review', value: 'off' },
      { label: 'Notes', value: 'Check: twice' },
    ]);
  });

  it('keeps free text as it is', () => {
    expect(profileLines('Match on GTIN only')).toEqual([{ label: null, value: 'Match on GTIN only' }]);
  });
});
