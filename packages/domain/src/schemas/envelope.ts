import { z } from 'zod';

/** Every answer of the API, errors too (spec point 7). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.nullable(),
    error: z.object({ message: z.string() }).nullable(),
  });
}

export const errorEnvelope = envelopeOf(z.null());
export type Envelope<T> = { success: boolean; data: T | null; error: { message: string } | null };
