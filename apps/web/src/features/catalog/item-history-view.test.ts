import { describe, expect, it } from 'vitest';
import type { ItemChange } from '@tradepool/domain';
import { changeSide, changeSummary, versionHow } from './item-history-view';

const labelOf = (list: string, key: string) => (list === 'UNIT_DESCRIPTOR' && key === 'CASE' ? 'Case' : undefined);

const change = (more: Partial<ItemChange>): ItemChange => ({
  key: 'Descriptions1E',
  kind: 'section',
  label: 'Trade Item Description',
  group: 'Descriptions',
  before: null,
  after: null,
  ...more,
});

describe('changeSide', () => {
  it('shows a section attribute as the detail does, codes labelled, and no value as none', () => {
    const unit = change({ key: 'Coding1AD', label: 'Unit Descriptor', before: 'BASE_UNIT_OR_EACH', after: 'CASE' });
    expect(changeSide(unit, 'after', labelOf)).toEqual({ kind: 'text', text: 'Case' });
    expect(changeSide(unit, 'before', labelOf)).toEqual({ kind: 'text', text: 'BASE_UNIT_OR_EACH' });
    expect(changeSide(change({ after: 'Oats' }), 'before', labelOf)).toBeNull();
    const weight = change({ key: 'Measure1D', before: { value: '12', unit: 'LBR' } });
    expect(changeSide(weight, 'before', labelOf)).toEqual({ kind: 'text', text: '12 LBR' });
  });

  it("shows the item's own changes and GDSN values as text", () => {
    const children = change({ key: '@children', kind: 'item', before: [], after: [{ childId: 7, quantity: 12 }] });
    expect(changeSide(children, 'before', labelOf)).toBeNull();
    expect(changeSide(children, 'after', labelOf)).toEqual({ kind: 'text', text: 'item 7 × 12' });
    const deleted = change({ key: '@deleted', kind: 'item', before: 0, after: 1 });
    expect(changeSide(deleted, 'after', labelOf)).toEqual({ kind: 'text', text: 'Yes' });
    const gdsn = change({ key: 'a[1]/b[1]', kind: 'gdsn', before: 'en', after: null });
    expect(changeSide(gdsn, 'before', labelOf)).toEqual({ kind: 'text', text: 'en' });
    expect(changeSide(gdsn, 'after', labelOf)).toBeNull();
  });
});

describe('versionHow and changeSummary', () => {
  it('says how a version came, with a creation or deletion', () => {
    expect(versionHow({ source: 'editor', changeType: 'update' })).toBe('Item editor');
    expect(versionHow({ source: 'upload', changeType: 'create' })).toBe('Template upload · created');
    expect(versionHow({ source: 'cin', changeType: 'create' })).toBe('Inbound CIN · created');
    expect(versionHow({ source: 'editor', changeType: 'delete' })).toBe('Item editor · deleted');
  });

  it('names the first changes and counts the rest; a creation counts its values', () => {
    const update = (changes: ItemChange[]) => changeSummary({ changeType: 'update', changes });
    expect(update([])).toBe('No attribute changed');
    expect(update([change({})])).toBe('Trade Item Description');
    const three = [change({}), change({ label: 'Brand Name' }), change({ label: 'GTIN' })];
    expect(update(three)).toBe('Trade Item Description, Brand Name and 1 more');
    expect(changeSummary({ changeType: 'create', changes: three })).toBe('Created with 3 values');
  });
});
