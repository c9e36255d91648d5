import { describe, expect, it } from 'vitest';
import { attributesOf, canCreate, draftOf, itemKeyOf, missingCreateKeys, newItemDraft, sameDraft } from './item-draft';

describe('newItemDraft', () => {
  it('opens with the defaults of spec point 9: target market 840, English, Inches and Pound', () => {
    const draft = newItemDraft();
    expect(draft.Coding1AF).toBe('840');
    expect(draft.Descriptions1G).toBe('en');
    expect(draft.Measure1A).toEqual({ value: '', unit: 'INH' });
    expect(draft.Measure1E).toEqual({ value: '', unit: 'LBR' });
    expect(draft.Price1A).toEqual({ value: '', unit: 'USD' });
  });

  it('saves only the defaults with a value: units alone stay out', () => {
    expect(attributesOf(newItemDraft())).toEqual({ Coding1AF: '840', Descriptions1G: 'en', Coding1J: 'false' });
  });
});

describe('draftOf', () => {
  it('keeps stored measures and gives the empty ones their default unit', () => {
    const draft = draftOf({ Measure1A: { value: '4', unit: 'CMT' } });
    expect(draft.Measure1A).toEqual({ value: '4', unit: 'CMT' });
    expect(draft.Measure1B).toEqual({ value: '', unit: 'INH' });
  });
});

describe('attributesOf', () => {
  it('trims text, drops empty values, blank group cells and rows; keeps derived values as stored', () => {
    const attributes = attributesOf({
      Coding1B: '  SKU-1 ',
      Coding1K: '   ',
      Parties1A: '0761305000019',
      Hierarchy1B: '2',
      Measure1A: { value: ' 4.5 ', unit: 'INH' },
      Measure1B: { value: '', unit: 'INH' },
      Allergen1B: [
        { Allergen1BA: 'AM', Allergen1BB: ' CONTAINS ' },
        { Allergen1BA: ' ', Allergen1BB: '' },
      ],
      Diet1A: [{ Diet1AA: '' }],
    });
    expect(attributes).toEqual({
      Coding1B: 'SKU-1',
      Parties1A: '0761305000019',
      Hierarchy1B: '2',
      Measure1A: { value: '4.5', unit: 'INH' },
      Allergen1B: [{ Allergen1BA: 'AM', Allergen1BB: 'CONTAINS' }],
    });
  });
});

describe('sameDraft', () => {
  it('ignores what a save would not send', () => {
    const stored = draftOf({ Coding1B: 'SKU-1' });
    expect(sameDraft(stored, { ...stored, Coding1B: 'SKU-1 ', Diet1A: [{ Diet1AA: '' }] })).toBe(true);
    expect(sameDraft(stored, { ...stored, Coding1B: 'SKU-2' })).toBe(false);
    expect(sameDraft(stored, { ...stored, Measure1A: { value: '1', unit: 'INH' } })).toBe(false);
  });

  it('does not depend on the order the values were typed in', () => {
    expect(sameDraft({ Coding1B: 'a', Descriptions1A: 'b' }, { Descriptions1A: 'b', Coding1B: 'a' })).toBe(true);
  });
});

describe('create keys', () => {
  it('enables Create once GTIN, target market, unit descriptor and description are filled', () => {
    const draft = newItemDraft();
    expect(missingCreateKeys(draft)).toEqual(['Coding1A', 'Coding1AD', 'Descriptions1E']);
    expect(canCreate(draft)).toBe(false);
    const filled = { ...draft, Coding1A: '00614141000012', Coding1AD: 'CASE', Descriptions1E: ' Oats ' };
    expect(canCreate(filled)).toBe(true);
    expect(canCreate({ ...filled, Descriptions1E: '  ' })).toBe(false);
    expect(canCreate({ ...filled, Coding1AF: '' })).toBe(false);
  });

  it('reads the item key trimmed', () => {
    expect(itemKeyOf({ Coding1A: ' 00614141000012 ', Coding1AF: '124' })).toEqual({
      gtin: '00614141000012',
      targetMarket: '124',
    });
    expect(itemKeyOf({})).toEqual({ gtin: '', targetMarket: '' });
  });

  it('gives the GTIN as stored, 14 digits, however it was typed', () => {
    expect(itemKeyOf({ Coding1A: '614141000012', Coding1AF: '840' }).gtin).toBe('00614141000012');
    expect(itemKeyOf({ Coding1A: '0614141000012' }).gtin).toBe('00614141000012');
    expect(itemKeyOf({ Coding1A: '96385074' }).gtin).toBe('00000096385074');
    // Not a GTIN (the field says why): left as typed rather than guessed at.
    expect(itemKeyOf({ Coding1A: '614141000013' }).gtin).toBe('614141000013');
  });
});
