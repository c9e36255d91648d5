import { describe, expect, it } from 'vitest';
import { companyDetailPath, editReturnOf, segmentValue, stepEditPath, wizardPath } from './paths';

describe('company admin paths', () => {
  it('builds the wizard and edit detail paths of spec point 2, the business unit URI-encoded', () => {
    expect(wizardPath('companyroles')).toBe('/admin/company/add/companyroles');
    expect(companyDetailPath({ companyId: 3, buName: 'East Region' })).toBe('/admin/company/3/East%20Region/edit');
    expect(companyDetailPath({ companyId: 2, buName: null })).toBe('/admin/company/2/-/edit');
  });

  it('builds the edit pages, entrustments with the partner company', () => {
    expect(stepEditPath({ companyId: 3, buName: 'East' }, 'companyinformation')).toBe(
      '/admin/company/3/East/edit/companyinformationedit',
    );
    expect(stepEditPath({ companyId: 3, buName: null }, 'useraccounts', 'list')).toBe(
      '/admin/company/3/-/list/useraccountsedit',
    );
    expect(stepEditPath({ companyId: 3, buName: null }, 'entrustments', 'edit', 'Northwind Foods')).toBe(
      '/admin/company/3/-/edit/entrustmentsedit/Northwind%20Foods',
    );
    expect(stepEditPath({ companyId: 3, buName: null }, 'entrustments')).toBe(
      '/admin/company/3/-/edit/entrustmentsedit/-',
    );
  });

  it('reads the segments back', () => {
    expect(editReturnOf('list')).toBe('list');
    expect(editReturnOf('anything')).toBe('edit');
    expect(segmentValue('-')).toBe('');
    expect(segmentValue('Northwind Foods')).toBe('Northwind Foods');
  });
});
