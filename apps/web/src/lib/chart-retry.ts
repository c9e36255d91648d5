import { HOME_CHART_RETRIES, HOME_CHART_RETRY_MS } from '@tradepool/domain';
import { ApiError } from './api-client';

/**
 * Spec point 9, "Home chart waits up to 5 retries at 500 ms": the charts' queries ask again that often, that
 * far apart, while the failure may pass (network trouble, a server starting); a refusal (4xx) will not.
 */
export const CHART_QUERY_RETRY = {
  retry: (failures: number, error: Error) =>
    failures < HOME_CHART_RETRIES && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  retryDelay: HOME_CHART_RETRY_MS,
};
