import { BILLING_COPY } from '@tradepool/domain';
import type { CompanyContact } from '@tradepool/domain';

/** Spec point 5: with "billing same as contact" on, each billing field takes the contact field's value. */
export function billingCopiedFrom<T extends object>(contact: T): T {
  const source = contact as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...source };
  for (const [from, to] of BILLING_COPY) copy[to] = source[from] ?? null;
  return copy as T;
}

/** The billing fields, which the switch locks while it is on. */
export const BILLING_FIELDS: readonly (keyof CompanyContact)[] = BILLING_COPY.map(([, to]) => to);
