import { z } from 'zod';

export const stateSchema = z.object({ stateCode: z.string(), stateName: z.string() });
export const countrySchema = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  alpha3: z.string(),
  states: z.array(stateSchema),
});
export type Country = z.infer<typeof countrySchema>;
