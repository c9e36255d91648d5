import { z } from 'zod';
import {
  PLAY_ENTRIES_PER_COMPANY,
  PLAY_NAME_MAX_LENGTH,
  PLAY_VALUE_MAX_BYTES,
  PLAY_VALUE_MAX_DEPTH,
} from '../constants.js';

/** The /play demo service (`test/{name}`): a JSON value kept per company under a name. */
export const playNameSchema = z
  .string()
  .regex(
    new RegExp(`^[\\w.-]{1,${PLAY_NAME_MAX_LENGTH}}$`),
    `name: 1-${PLAY_NAME_MAX_LENGTH} letters, digits, dot, dash or underscore`,
  );

export type PlayValue = z.core.util.JSONType;

/** The service's refusals of what the schemas cannot see: the value's size and the company's entry count. */
export const PLAY_ERRORS = {
  valueTooLarge: `The value is larger than ${PLAY_VALUE_MAX_BYTES / 1024} KB as JSON, the test service's limit.`,
  tooManyEntries: `The test service keeps at most ${PLAY_ENTRIES_PER_COMPANY} entries per company: delete one first.`,
};

/** Whether a JSON value nests more than `levels` arrays or objects deep; it looks no deeper than that. */
function nestsDeeperThan(value: unknown, levels: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (levels === 0) return true;
  return Object.values(value).some((child) => nestsDeeperThan(child, levels - 1));
}

/**
 * Any JSON value (the body was parsed as JSON), nested at most PLAY_VALUE_MAX_DEPTH deep: checking a
 * deeper one against a recursive schema (`z.json()`) would exhaust the stack. Its size is the service's
 * check (413).
 */
const playValueSchema = z
  .custom<PlayValue>((value) => value !== undefined, 'a JSON value is required')
  .refine(
    (value) => !nestsDeeperThan(value, PLAY_VALUE_MAX_DEPTH),
    `nested more than ${PLAY_VALUE_MAX_DEPTH} levels deep, the test service's limit`,
  );

export const playWriteSchema = z.object({ value: playValueSchema });
export const playEntrySchema = z.object({ name: z.string(), value: playValueSchema, updatedTime: z.string() });
export type PlayEntry = z.infer<typeof playEntrySchema>;
