import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { CHART_QUERY_RETRY } from './chart-retry';

describe('CHART_QUERY_RETRY', () => {
  it('asks again up to 5 times, 500 ms apart, unless the server refused', () => {
    const network = new Error('Failed to fetch');
    expect([0, 4, 5].map((failures) => CHART_QUERY_RETRY.retry(failures, network))).toEqual([true, true, false]);
    expect(CHART_QUERY_RETRY.retryDelay).toBe(500);
    expect(CHART_QUERY_RETRY.retry(0, new ApiError('Forbidden', 403))).toBe(false);
    expect(CHART_QUERY_RETRY.retry(0, new ApiError('Internal Server Error', 500))).toBe(true);
  });
});
