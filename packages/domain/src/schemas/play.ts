import { z } from 'zod';

/** The /play demo service (`test/{name}`): a JSON value kept per company under a name. */
export const playNameSchema = z.string().regex(/^[\w.-]{1,64}$/, 'name: 1-64 letters, digits, dot, dash or underscore');
export const playWriteSchema = z.object({ value: z.json() });
export const playEntrySchema = z.object({ name: z.string(), value: z.json(), updatedTime: z.string() });
export type PlayEntry = z.infer<typeof playEntrySchema>;
export type PlayValue = PlayEntry['value'];
