import { z } from 'zod';

/** The largest whole number an integer column holds: they are 32-bit on PostgreSQL. */
export const MAX_INT32 = 2_147_483_647;

/** The largest id a row can have: ids are integer columns. */
export const MAX_ID = MAX_INT32;

/**
 * A row id in a JSON body: a JSON number. The API's number fields never coerce (`z.coerce.number()` would
 * also take `true`, `["2"]`, `"0x2"`, `" 2 "`, or `""` as 0); they are `z.number().int()` with their range.
 */
export const idNumber = () => z.number().int().positive().max(MAX_ID);

/**
 * A whole number written in a path or query string, where everything is text: plain digits only, so
 * `"0x2"`, `" 2 "`, `"1e3"`, `"2.0"` or `"-1"` are refused before `rule` (the range) is checked.
 */
export function digitsOf<T extends z.ZodType<number, number>>(rule: T) {
  return z.string().regex(/^\d+$/, 'Expected a whole number written with digits only.').transform(Number).pipe(rule);
}

/** A row id in a path or query string. */
export const idDigits = () => digitsOf(idNumber());

/** Row ids joined by dots in a query string (`ids=1.2.3`), without repeats; at most `max` of them if given. */
export function dottedIds(name: string, max?: number) {
  const ids = z.array(idNumber());
  return z
    .string()
    .regex(/^\d+(\.\d+)*$/, `${name} are ids joined by dots.`)
    .transform((text) => [...new Set(text.split('.').map(Number))])
    .pipe(max === undefined ? ids : ids.max(max, `At most ${max.toLocaleString('en-US')} items at a time.`));
}
