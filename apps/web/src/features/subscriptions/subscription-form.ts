import { isValidGln, isValidGtin, type SubscriptionRequestInput } from '@tradepool/domain';

/** What the create-subscription form holds. GTINs and GPC codes exclude each other (spec point 4). */
export interface SubscriptionForm {
  publisherGln: string;
  by: 'gtin' | 'gpc';
  gtinText: string;
  gpcs: number[];
  tms: string[];
}

/** The flags an invalid form raises (spec point 5, "Subscription"). */
export interface SubscriptionFormErrors {
  invalidGln?: true;
  glnNotExists?: true;
  invalidGtins?: string[];
  /** An auto-subscription user gave neither a publisher GLN nor GTINs. */
  publisherOrGtins?: true;
  noTargetMarket?: true;
}

/**
 * The comma-separated GTINs: empty entries ignored, an entry numerically equal to the one before it dropped
 * (`614141000012, 00614141000012` is one GTIN written twice), and the entries that are not valid GTINs.
 */
export function parseGtinList(text: string): { gtins: string[]; invalid: string[] } {
  const gtins: string[] = [];
  const invalid: string[] = [];
  let previous: string | null = null;
  for (const entry of text.split(',').map((g) => g.trim())) {
    if (!entry) continue;
    const numeric = /^\d+$/.test(entry) ? entry.replace(/^0+/, '') : null;
    if (numeric !== null && numeric === previous) continue;
    previous = numeric;
    if (isValidGtin(entry)) gtins.push(entry);
    else invalid.push(entry);
  }
  return { gtins, invalid };
}

/**
 * Checks the form as spec point 5 says: the publisher GLN matches the GLN pattern; each GTIN is valid; an
 * auto-subscription user needs a publisher GLN or GTINs, anyone else a valid GLN among the suggestions.
 * Answers the request to send, or the flags.
 */
export function checkSubscriptionForm(
  form: SubscriptionForm,
  context: { subscriberGln: string; autoSubscription: boolean; suggestedGlns: readonly string[] },
): { ok: true; request: SubscriptionRequestInput } | { ok: false; errors: SubscriptionFormErrors } {
  const errors: SubscriptionFormErrors = {};
  const gln = form.publisherGln.trim();
  if (gln && !isValidGln(gln)) errors.invalidGln = true;
  const { gtins, invalid } = form.by === 'gtin' ? parseGtinList(form.gtinText) : { gtins: [], invalid: [] };
  if (invalid.length) errors.invalidGtins = invalid;
  if (context.autoSubscription) {
    if (!gln && !gtins.length) errors.publisherOrGtins = true;
  } else if (!errors.invalidGln && !context.suggestedGlns.includes(gln)) {
    errors.glnNotExists = true;
  }
  if (!form.tms.length) errors.noTargetMarket = true;
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    request: {
      subscriberGLN: context.subscriberGln,
      publisherGLN: gln || null,
      tms: form.tms,
      gtins,
      gpcs: form.by === 'gpc' ? form.gpcs : [],
    },
  };
}
