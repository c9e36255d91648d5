import { z } from 'zod';

/** An optional form text: trimmed, at most `max` characters, and blank stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional text that, when given, must match `pattern`. */
export const optionalPattern = (pattern: RegExp, message: string, max = 40) =>
  optionalText(max).refine((v) => v === null || pattern.test(v), message);

/** An optional e-mail address. */
export const optionalEmail = (message: string, max = 200) =>
  optionalText(max).refine((v) => v === null || z.email().safeParse(v).success, message);
