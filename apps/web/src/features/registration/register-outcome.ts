import { MESSAGES } from '@tradepool/domain';
import type { RegisterResult } from '@tradepool/domain';

/** How many refused items the failure alert names before it summarises the rest. */
const NAMED_FAILURES = 5;

export interface RegisterNotice {
  kind: 'success' | 'error';
  text: string;
}

/** Spec point 8: what the register screen says after `register` answered, item by item. */
export function registerNotice(result: RegisterResult): RegisterNotice {
  const failures = result.results.filter((item) => !item.success);
  if (failures.length === 0) return { kind: 'success', text: MESSAGES.registrationSent };
  const named = failures.slice(0, NAMED_FAILURES).map((item) => `${item.gtin}: ${item.error ?? 'not sent'}`);
  const rest = failures.length - named.length;
  const detail = rest > 0 ? `${named.join('; ')} and ${rest} more` : named.join('; ');
  return { kind: 'error', text: MESSAGES.registrationFailed(detail) };
}
