import { useQuery } from '@tanstack/react-query';
import type { ScoreBand } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { scorecardKey } from './get-subscriber-scores';

/** `GET scorecard/colorCodeRange`: the bands a score is coloured by; they do not change during a session. */
export function useScoreBands() {
  return useQuery({
    queryKey: [...scorecardKey, 'bands'],
    queryFn: () => api.get<ScoreBand[]>('scorecard/colorCodeRange'),
    staleTime: Infinity,
  });
}
