import type { z } from 'zod';
import { matchCriteriaSchema, type MatchCriteria } from './schemas/company.js';

/**
 * A company's setting kept as JSON text (its output profile, its DQ match criteria), read back with its
 * schema: null when none is kept, or when the text no longer reads as one (a setting saved before a field
 * became required), so the screen offers it afresh instead of failing.
 */
export function parseStoredSetting<T>(schema: z.ZodType<T>, text: string | null): T | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const parseMatchCriteria = (text: string | null): MatchCriteria | null =>
  parseStoredSetting(matchCriteriaSchema, text);
