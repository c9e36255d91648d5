import { MESSAGES } from '@tradepool/domain';
import type { PublicationResponse, PublicationResult } from '@tradepool/domain';
import type { WizardKind } from './publication-paths';

/** One item's result for one subscriber GLN. */
export interface OutcomeItem {
  gtin: string;
  tm: string;
  error: string | null;
}

/** The results for one subscriber GLN, its items in the order the server answered. */
export interface OutcomeGroup {
  gln: string;
  items: OutcomeItem[];
}

export interface PublicationOutcome {
  kind: WizardKind;
  publisher: string;
  failed: OutcomeGroup[];
  succeeded: OutcomeGroup[];
  /** The failures that count (spec point 8: an unpublish of a publication already gone is no failure). */
  errorCount: number;
}

/**
 * Spec point 8: an unpublish whose publication is not found or not active has nothing left to withdraw, so
 * it is not counted as a failure.
 */
export function isCountedFailure(kind: WizardKind, result: PublicationResult): boolean {
  if (result.success) return false;
  return !(kind === 'unpublish' && (result.error ?? '').includes(MESSAGES.publicationNotActive));
}

function groupByGln(results: readonly PublicationResult[]): OutcomeGroup[] {
  const groups = new Map<string, OutcomeItem[]>();
  for (const { gln, gtin, tm, error } of results) {
    const items = groups.get(gln) ?? [];
    // The same item twice for one GLN (a hierarchy's lower level ticked on its own too) is shown once.
    if (!items.some((item) => item.gtin === gtin && item.tm === tm)) items.push({ gtin, tm, error });
    groups.set(gln, items);
  }
  return [...groups].map(([gln, items]) => ({ gln, items }));
}

/** The publish or unpublish answer grouped per subscriber GLN into failed and succeeded items. */
export function publicationOutcome(kind: WizardKind, response: PublicationResponse): PublicationOutcome {
  const failed = response.results.filter((result) => isCountedFailure(kind, result));
  const succeeded = response.results.filter((result) => !isCountedFailure(kind, result));
  return {
    kind,
    publisher: response.publisher,
    failed: groupByGln(failed),
    succeeded: groupByGln(succeeded),
    errorCount: failed.length,
  };
}

/** How many distinct errors the failure text names before it summarises the rest. */
const NAMED_ERRORS = 3;

export interface PublicationNotice {
  kind: 'success' | 'error';
  text: string;
}

const failureText = (kind: WizardKind, error: string) =>
  kind === 'publish' ? MESSAGES.publishFailed(error) : MESSAGES.unpublishFailed(error);

/**
 * Spec point 8: 'Successfully Published Selected Items' / 'Successfully unPublished Selected Items' when
 * nothing counted failed, else 'Publishing Items : Failed - {error}' / 'Delete Publication : Failed - {error}'
 * with the distinct errors (an answer that claims errors without any result's text gives the count).
 */
export function publicationNotice(outcome: PublicationOutcome): PublicationNotice {
  if (outcome.errorCount === 0)
    return {
      kind: 'success',
      text: outcome.kind === 'publish' ? MESSAGES.publishSuccess : MESSAGES.unpublishSuccess,
    };
  const errors = [
    ...new Set(outcome.failed.flatMap((group) => group.items.map((item) => item.error?.trim() || 'not done'))),
  ];
  const named = errors.slice(0, NAMED_ERRORS);
  const rest = errors.length - named.length;
  return {
    kind: 'error',
    text: failureText(outcome.kind, rest > 0 ? `${named.join('; ')} and ${rest} more` : named.join('; ')),
  };
}

/** A call that failed as a whole (no answer, refused request): the same failure text with its reason. */
export function publicationCallFailure(kind: WizardKind, message: string): PublicationNotice {
  return { kind: 'error', text: failureText(kind, message) };
}
