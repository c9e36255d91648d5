import { describe, expect, it } from 'vitest';
import { cicCodeLabel, cicStateLabel, formatPublicationDate } from './publication-format';

describe('formatPublicationDate', () => {
  it('reads ISO strings and 14-digit stamps alike', () => {
    const local = new Date(2026, 2, 7, 9, 5, 0);
    expect(formatPublicationDate(local.toISOString())).toBe('03/07/2026 09:05');
    expect(formatPublicationDate('20260307090500')).toBe('03/07/2026 09:05');
  });

  it('shows nothing for no date and the text for what is not one', () => {
    expect(formatPublicationDate(null)).toBe('');
    expect(formatPublicationDate('')).toBe('');
    expect(formatPublicationDate('soon')).toBe('soon');
  });
});

describe('cicStateLabel', () => {
  it('names RECEIVED Accepted and a missing CIC', () => {
    expect(cicStateLabel('RECEIVED')).toBe('Accepted');
    expect(cicStateLabel('SYNCHRONISED')).toBe('Synchronised');
    expect(cicStateLabel(null)).toBe('No CIC yet');
  });
});

describe('cicCodeLabel', () => {
  it("adds the code's meaning from the list of spec point 9", () => {
    expect(cicCodeLabel('CIC100')).toBe('CIC100 Attribute Analysis Requested');
    expect(cicCodeLabel('CIC999')).toBe('CIC999');
    expect(cicCodeLabel('CIC777')).toBe('CIC777');
  });
});
