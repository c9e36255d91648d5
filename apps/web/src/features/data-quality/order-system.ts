/** One item's DMSOTI answer: sent (no error), or the server's reason. */
export interface OrderSystemResult {
  gtin: string;
  error: string | null;
}

export interface OrderSystemOutcome {
  kind: 'success' | 'error';
  text: string;
}

/**
 * Spec point 8, "DMSOTI send": the header shows SUCCESS or the error text. For several items, how many went
 * and why the others did not (each reason once: one company without an order system refuses them all alike).
 */
export function orderSystemOutcome(results: readonly OrderSystemResult[]): OrderSystemOutcome {
  const reasons = [...new Set(results.flatMap((r) => (r.error === null ? [] : [r.error])))];
  const sent = results.filter((r) => r.error === null).length;
  if (reasons.length === 0) {
    const what = sent === 1 ? `GTIN ${results[0]!.gtin} was` : `${sent} items were`;
    return { kind: 'success', text: `SUCCESS: ${what} sent to your order system.` };
  }
  const sentPart =
    sent > 0 ? `${sent} of ${results.length} items were sent to your order system; not the others. ` : '';
  return { kind: 'error', text: sentPart + reasons.join(' ') };
}

/** An order date (yyyy-mm-dd) in spec point 9's format, mm/dd/yyyy; read as text, so no time zone moves it. */
export function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${month}/${day}/${year}` : isoDate;
}
