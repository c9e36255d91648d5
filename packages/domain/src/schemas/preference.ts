import { z } from 'zod';

export const columnWidthSchema = z.object({
  attribute: z.number().int().min(60).max(2000),
  publisher: z.number().int().min(60).max(2000),
  subscriber: z.number().int().min(60).max(2000),
});

/** The user's saved preference (spec point 3, "User"): where to land and how grids were left. */
export const preferenceSchema = z.object({
  landingPage: z
    .string()
    .max(300)
    .regex(/^\/[\w\-/%.~]*$/, 'landingPage must be an application path')
    .optional(),
  language: z.string().max(10).optional(),
  pageNumber: z.number().int().min(1).optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  filter: z.record(z.string(), z.unknown()).optional(),
  columnWidth: columnWidthSchema.optional(),
});
export type Preference = z.infer<typeof preferenceSchema>;
