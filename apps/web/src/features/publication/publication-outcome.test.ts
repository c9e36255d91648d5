import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tradepool/domain';
import type { PublicationResult } from '@tradepool/domain';
import { isCountedFailure, publicationCallFailure, publicationNotice, publicationOutcome } from './publication-outcome';

const EAST = '0843912000016';
const WEST = '0843912000023';
const ok = (gtin: string, gln: string): PublicationResult => ({ gtin, tm: '840', gln, success: true, error: null });
const ko = (gtin: string, gln: string, error: string | null): PublicationResult => ({
  gtin,
  tm: '840',
  gln,
  success: false,
  error,
});
const response = (results: PublicationResult[]) => ({
  error_count: results.filter((r) => !r.success).length,
  publisher: '0761305000019',
  results,
});
const NOT_ACTIVE = `${MESSAGES.publicationNotActive} for GTIN 00012345678905`;

describe('publicationOutcome', () => {
  it('groups the results per subscriber GLN into failed and succeeded', () => {
    const outcome = publicationOutcome(
      'publish',
      response([ok('1', EAST), ko('2', EAST, 'not registered'), ok('1', WEST), ok('2', WEST)]),
    );
    expect(outcome.errorCount).toBe(1);
    expect(outcome.failed).toEqual([{ gln: EAST, items: [{ gtin: '2', tm: '840', error: 'not registered' }] }]);
    expect(outcome.succeeded.map((g) => [g.gln, g.items.map((i) => i.gtin)])).toEqual([
      [EAST, ['1']],
      [WEST, ['1', '2']],
    ]);
  });

  it('lists an item once per GLN', () => {
    const outcome = publicationOutcome('publish', response([ok('1', EAST), ok('1', EAST)]));
    expect(outcome.succeeded[0]!.items).toHaveLength(1);
  });

  it('does not count an unpublish of a publication already gone as a failure', () => {
    const outcome = publicationOutcome('unpublish', response([ko('1', EAST, NOT_ACTIVE), ko('2', EAST, 'locked')]));
    expect(outcome.errorCount).toBe(1);
    expect(outcome.succeeded[0]!.items.map((i) => i.gtin)).toEqual(['1']);
    expect(isCountedFailure('publish', ko('1', EAST, NOT_ACTIVE))).toBe(true);
  });
});

describe('publicationNotice', () => {
  it('says the spec texts on full success', () => {
    expect(publicationNotice(publicationOutcome('publish', response([ok('1', EAST)])))).toEqual({
      kind: 'success',
      text: 'Successfully Published Selected Items',
    });
    expect(publicationNotice(publicationOutcome('unpublish', response([ko('1', EAST, NOT_ACTIVE)])))).toEqual({
      kind: 'success',
      text: 'Successfully unPublished Selected Items',
    });
  });

  it('names the distinct errors of a failure', () => {
    const outcome = publicationOutcome(
      'publish',
      response([ko('1', EAST, 'not registered'), ko('1', WEST, 'not registered'), ko('2', EAST, null)]),
    );
    expect(publicationNotice(outcome)).toEqual({
      kind: 'error',
      text: 'Publishing Items : Failed - not registered; not done',
    });
  });

  it('summarises more than three errors', () => {
    const outcome = publicationOutcome('unpublish', response(['a', 'b', 'c', 'd', 'e'].map((e) => ko(e, EAST, e))));
    expect(publicationNotice(outcome).text).toBe('Delete Publication : Failed - a; b; c and 2 more');
  });
});

describe('publicationCallFailure', () => {
  it('wraps the reason in the failure text', () => {
    expect(publicationCallFailure('publish', 'No answer').text).toBe('Publishing Items : Failed - No answer');
    expect(publicationCallFailure('unpublish', 'No answer').text).toBe('Delete Publication : Failed - No answer');
  });
});
