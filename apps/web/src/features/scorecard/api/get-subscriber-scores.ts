import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, ScorecardRow, ScorecardSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Every score card query lives under this key. */
export const scorecardKey = ['scorecard'] as const;

/** `POST scorecard/subscriberScore`: each publisher's scores, a page at a time. */
export function getSubscriberScores(search: ScorecardSearch): Promise<Page<ScorecardRow>> {
  return api.post<Page<ScorecardRow>>('scorecard/subscriberScore', search);
}

export function useSubscriberScores(search: ScorecardSearch) {
  return useQuery({
    queryKey: [...scorecardKey, 'scores', search],
    queryFn: () => getSubscriberScores(search),
    placeholderData: keepPreviousData,
  });
}
