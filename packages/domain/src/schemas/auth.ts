import { z } from 'zod';
import { USERNAME_PATTERN } from '../password-policy.js';
import { idNumber } from './whole-number.js';

export const authenticateRequestSchema = z.object({
  userName: z
    .string()
    .trim()
    .min(1, 'Username is required.')
    .max(100)
    .regex(USERNAME_PATTERN, 'Username may contain letters, digits, underscore, at sign and dot.')
    .transform((s) => s.toLowerCase()),
  password: z.string().min(1, 'Password is required.').max(200),
});
export type AuthenticateRequest = z.input<typeof authenticateRequestSchema>;

/** The legacy client sends '1' or '0' as text; numbers are taken too. */
export const policyRequestSchema = z.object({
  policyAccepted: z
    .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)])
    .transform((v) => Number(v) as 0 | 1),
});

/** `currentPassword`: a user changing their own password proves the current one, unless the change is forced. */
export const updatePasswordRequestSchema = z.object({
  id: idNumber(),
  password: z.string().max(200),
  currentPassword: z.string().max(200).optional(),
});

export const sessionTimeoutSchema = z.object({
  sessionTimeout: z.string(),
  sessionTimeoutMinutes: z.number().int(),
});
export type SessionTimeout = z.infer<typeof sessionTimeoutSchema>;

export const messageSchema = z.object({ message: z.string() });
