import { z } from 'zod';
import { isValidGln } from '../gs1/gln.js';
import { idDigits } from './whole-number.js';

/**
 * An AS2 name (RFC 4130 §6.2): 1 to 128 printable ASCII characters, no space at either end. Tradepool uses
 * the pool's GLN unless configured otherwise.
 */
export const AS2_ID_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]{0,126}[\x21-\x7e])?$/;

/** GLNs one partner profile may name. */
export const PARTNER_MAX_GLNS = 500;

/** A PEM certificate's largest size: a chain of a few certificates. */
export const CERTIFICATE_PEM_MAX = 20_000;

const as2Id = z.string().trim().regex(AS2_ID_PATTERN, 'An AS2 id is 1 to 128 printable ASCII characters.');

/** What a site admin enters for a partner pool: the partner answers its own identity card with most of it. */
export const networkPartnerInputSchema = z.object({
  name: z.string().trim().min(1, 'The partner needs a name.').max(200),
  as2Id,
  url: z
    .string()
    .trim()
    .max(2000)
    .url()
    .refine((u) => /^https?:\/\//i.test(u), 'The AS2 URL starts with http:// or https://.'),
  certificatePem: z.string().trim().min(1, 'Paste or upload the partner’s certificate.').max(CERTIFICATE_PEM_MAX),
  enabled: z.boolean().default(true),
  glns: z
    .array(z.string().trim().refine(isValidGln, 'A GLN has 13 digits with a valid GS1 check digit.'))
    .max(PARTNER_MAX_GLNS)
    .refine((glns) => new Set(glns).size === glns.length, 'A GLN is named once.'),
});
export type NetworkPartnerInput = z.input<typeof networkPartnerInputSchema>;

export const TRANSPORT_STATES = ['sending', 'sent', 'mdn-error', 'failed'] as const;
export const NETWORK_INBOUND_STATES = ['received', 'processed', 'failed'] as const;

/** The last message one way: when, and where it stands. */
const lastMessageSchema = z.object({ time: z.string().nullable(), status: z.string(), error: z.string().nullable() });

export const networkPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  as2Id: z.string(),
  url: z.string(),
  certificatePem: z.string(),
  /** SHA-256 of the certificate, colon-separated hex, as both sides read it out to each other. */
  fingerprint: z.string(),
  enabled: z.boolean(),
  glns: z.array(z.string()),
  /** The last message sent to it (its transfer state) and the last it delivered (its processing state). */
  lastSent: lastMessageSchema.nullable(),
  lastReceived: lastMessageSchema.nullable(),
  createdTime: z.string(),
  modifiedTime: z.string(),
});
export type NetworkPartner = z.infer<typeof networkPartnerSchema>;

/** What this pool hands a partner to set up its side. */
export const networkIdentitySchema = z.object({
  as2Id: z.string(),
  gln: z.string(),
  certificatePem: z.string(),
  fingerprint: z.string(),
  /** Where partners POST their AS2 messages. */
  endpointUrl: z.string(),
});
export type NetworkIdentity = z.infer<typeof networkIdentitySchema>;

export const NETWORK_TEXTS = {
  badCertificate: 'The certificate is not a PEM X.509 certificate.',
  as2IdTaken: 'Another partner has this AS2 id.',
  ownAs2Id: 'This is the pool’s own AS2 id.',
  glnTaken: (gln: string, partner: string) => `GLN ${gln} is served by the partner ${partner}.`,
  glnInPool: (gln: string) => `GLN ${gln} belongs to a company of this pool.`,
  siteAdminsOnly: 'Only the site administrator manages the pool’s network partners.',
};

export const networkPartnerParamsSchema = z.object({ id: idDigits() });
