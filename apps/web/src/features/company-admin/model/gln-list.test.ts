import { describe, expect, it } from 'vitest';
import { GLN_ERRORS, glnEntryError, glnListErrors, glnListForSave } from './gln-list';

// Valid GLNs of the demo companies (13 digits, GS1 check digit).
const NORTHWIND = '0761305000019';
const NORTHWIND_2 = '0761305000026';

describe('company GLN list', () => {
  it('accepts 13 digits with a valid check digit', () => {
    expect(glnEntryError([NORTHWIND, NORTHWIND_2], 1, true)).toBeNull();
  });

  it('names the problem of a bad line', () => {
    expect(glnEntryError(['076130500001'], 0, false)).toBe(GLN_ERRORS.format);
    expect(glnEntryError(['07613050000a9'], 0, false)).toBe(GLN_ERRORS.format);
    expect(glnEntryError(['0761305000018'], 0, false)).toBe(GLN_ERRORS.checkDigit);
    expect(glnEntryError([NORTHWIND, ` ${NORTHWIND} `], 1, false)).toBe(GLN_ERRORS.duplicate);
  });

  it('requires the first GLN only for a GDSN company, and no empty later lines', () => {
    expect(glnEntryError([''], 0, true)).toBe(GLN_ERRORS.firstRequired);
    expect(glnEntryError([''], 0, false)).toBeNull();
    expect(glnEntryError([NORTHWIND, ''], 1, false)).toBe(GLN_ERRORS.emptyLine);
  });

  it('limits the list to 10 lines', () => {
    expect(glnListErrors(Array(10).fill(NORTHWIND), false).list).toBeNull();
    expect(glnListErrors(Array(11).fill(NORTHWIND), false).list).toBe(GLN_ERRORS.tooMany);
  });

  it('sends trimmed GLNs without the empty lines', () => {
    expect(glnListForSave([` ${NORTHWIND}`, '', null, NORTHWIND_2])).toEqual([
      { gln: NORTHWIND },
      { gln: NORTHWIND_2 },
    ]);
  });
});
