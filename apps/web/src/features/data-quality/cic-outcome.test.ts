import { describe, expect, it } from 'vitest';
import { cicOutcome } from './cic-outcome';

const ok = (catalogItemId: number, gtin: string) => ({ catalogItemId, gtin, success: true, error: null });
const failed = (catalogItemId: number, gtin: string, error: string) => ({ catalogItemId, gtin, success: false, error });

describe('the CIC result', () => {
  it('says how many CICs changed to the status', () => {
    const outcome = cicOutcome({
      status: 'REJECTED',
      results: [ok(1, 'a'), ok(2, 'b')],
      errorCount: 0,
      errorMessage: null,
    });
    expect(outcome).toMatchObject({
      kind: 'success',
      text: '2 CIC were updated to the CIC status REJECTED',
      updatedIds: [1, 2],
    });
  });

  it('names the failure, and the rest that went through', () => {
    const outcome = cicOutcome({
      status: 'REVIEW',
      results: [ok(1, 'a'), failed(2, 'b', 'No publication')],
      errorCount: 1,
      errorMessage: 'No publication',
    });
    expect(outcome.kind).toBe('warning');
    expect(outcome.text).toBe('1 No publication. Rest 1 CIC were updated to the CIC status REVIEW');
    expect(outcome.updatedIds).toEqual([1]);
  });

  it('fails as a whole when nothing went through, or nothing came back', () => {
    expect(
      cicOutcome({ status: 'REVIEW', results: [failed(2, 'b', 'No publication')], errorCount: 1, errorMessage: null })
        .text,
    ).toBe('CIC Processing Failed! 1 No publication');
    expect(cicOutcome(null)).toMatchObject({ kind: 'error', updatedIds: [] });
  });

  it('speaks of synchronised items, singular and plural, with the failed GTINs', () => {
    expect(cicOutcome({ status: 'SYNCHRONISED', results: [ok(1, 'a')], errorCount: 0, errorMessage: null }).text).toBe(
      '1 item has been synchronised successfully.',
    );
    const mixed = cicOutcome({
      status: 'SYNCHRONISED',
      results: [ok(1, 'a'), ok(2, 'b'), failed(3, '00614141000012', 'x'), failed(4, '00614141000029', 'x')],
      errorCount: 2,
      errorMessage: 'x',
    });
    expect(mixed.text).toBe(
      '2 items have been synchronised successfully. 2 items have been failed while synchronisation due to the system error. Please find failed GTINs 00614141000012, 00614141000029',
    );
  });
});
