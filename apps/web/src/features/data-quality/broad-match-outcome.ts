import { MATCH_ACTION_SUCCESS, MESSAGES } from '@tradepool/domain';

export interface BroadMatchOutcome {
  success: boolean;
  text: string;
}

/**
 * Spec point 8's texts for a broad match: 'success' created it; any other answer did not; a call that failed
 * (an error, no answer) could not process it.
 */
export function broadMatchOutcome(answer: { data: unknown } | { error: unknown }): BroadMatchOutcome {
  if ('error' in answer) return { success: false, text: MESSAGES.broadMatchError };
  return answer.data === MATCH_ACTION_SUCCESS
    ? { success: true, text: MESSAGES.broadMatchSuccess }
    : { success: false, text: MESSAGES.broadMatchFailed };
}
