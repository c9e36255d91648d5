import { z } from 'zod';
import { digitsOf, idDigits, idNumber } from './whole-number.js';

/** The GS1 message types the pool stores (`gdsn_message.message_type`). */
export const INBOX_MESSAGE_TYPES = [
  'CIN',
  'CIC',
  'CIHW',
  'CIS',
  'CIP',
  'RFCIN',
  'RCI',
  'CIRR',
  'GS1Response',
  'BPR',
  'PRR',
] as const;
/** `accepted` and `rejected`: what the partner data pool's GS1Response said of a message sent to it. */
export const INBOX_MESSAGE_STATUSES = [
  'queued',
  'sent',
  'received',
  'processed',
  'failed',
  'accepted',
  'rejected',
] as const;
export const INBOX_SORT_KEYS = ['id', 'createdTime', 'messageType', 'status'] as const;

/** Where a message's push to the company's webhook stands: none when the company had no webhook. */
export const WEBHOOK_PUSH_STATES = ['pending', 'retrying', 'delivered', 'failed'] as const;

/** Messages one ack may name: a poller acks the page it took. */
export const ACK_MAX_IDS = 500;

const isoTime = z.string().datetime({ offset: true });

/**
 * `GET gdsn/messages`: the caller's company's messages. `acknowledged` is `false` unless asked, so a system
 * that acks what it took sees the listing shrink; `since` (the `nextCursor` of a previous page) answers only
 * what came after, oldest first, for a system that polls.
 */
export const inboxQuerySchema = z.object({
  messageType: z.enum(INBOX_MESSAGE_TYPES).optional(),
  direction: z.enum(['in', 'out']).optional(),
  status: z.enum(INBOX_MESSAGE_STATUSES).optional(),
  instanceId: z.string().min(1).max(200).optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
  acknowledged: z.enum(['true', 'false', 'all']).default('false'),
  pushStatus: z.enum(WEBHOOK_PUSH_STATES).optional(),
  since: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Expected a cursor as a previous page gave it.')
    .optional(),
  /** Support only: the company whose messages to read (support reads every company's). */
  companyId: idDigits().optional(),
  pageNumber: digitsOf(z.number().int().min(1).max(100_000)).default(1),
  rowCount: digitsOf(z.number().int().min(1).max(500)).default(50),
  sortBy: z.enum(INBOX_SORT_KEYS).default('id'),
  sortDesc: z.enum(['true', 'false']).default('true'),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

export const inboxPushSchema = z.object({
  status: z.enum(WEBHOOK_PUSH_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  lastAttemptTime: z.string().nullable(),
});

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int().nullable(),
  companyName: z.string(),
  messageType: z.string(),
  direction: z.enum(['in', 'out']),
  instanceId: z.string(),
  correlationId: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  senderGln: z.string().nullable(),
  receiverGln: z.string().nullable(),
  catalogItemId: z.number().int().nullable(),
  createdTime: z.string(),
  processedTime: z.string().nullable(),
  acknowledged: z.boolean(),
  acknowledgedTime: z.string().nullable(),
  /** The push to the company's webhook, or null when none was due. */
  push: inboxPushSchema.nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxPageSchema = z.object({
  totalRows: z.number().int(),
  results: z.array(inboxMessageSchema),
  /** Give it as `since` to get what came after this page's last message. */
  nextCursor: z.string().nullable(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

export const inboxMessageParamsSchema = z.object({ id: idDigits() });

export const inboxAckSchema = z.object({ ids: z.array(idNumber()).min(1).max(ACK_MAX_IDS) });
export const inboxAckResultSchema = z.object({ acknowledged: z.number().int() });

const gs1ErrorSchema = z.object({ code: z.string(), description: z.string() });

/** A message's GS1Response read for people: what it refused at message level and in each transaction. */
export const inboxAnswerSchema = z.object({
  responseId: z.number().int(),
  responseInstanceId: z.string(),
  accepted: z.boolean(),
  messageErrors: z.array(gs1ErrorSchema),
  transactions: z.array(z.object({ entityId: z.string(), ownerGln: z.string(), errors: z.array(gs1ErrorSchema) })),
});
export type InboxAnswer = z.infer<typeof inboxAnswerSchema>;

/** `GET gdsn/messages/{id}/details`: the message, its GS1Response read, and what may be done about it. */
export const inboxMessageDetailsSchema = z.object({
  message: inboxMessageSchema,
  answer: inboxAnswerSchema.nullable(),
  /** Why the GS1Response could not be read, when one is stored but is not readable. */
  answerProblem: z.string().nullable(),
  canResend: z.boolean(),
  canPushAgain: z.boolean(),
});
export type InboxMessageDetails = z.infer<typeof inboxMessageDetailsSchema>;

/** A company's webhook: where its new messages are POSTed, signed with its secret. */
export const webhookSettingsSchema = z.object({
  url: z.string().nullable(),
  secretSet: z.boolean(),
  /** The secret, only in the answer that made it: it is never shown again. */
  secret: z.string().nullable(),
  modifiedTime: z.string().nullable(),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

export const webhookUpdateSchema = z.object({
  /** An http(s) URL; null removes the webhook. */
  url: z
    .string()
    .max(2000)
    .url()
    .refine((u) => /^https?:\/\//i.test(u), 'The webhook URL starts with http:// or https://.')
    .nullable(),
  /** A new secret is made when none is set yet or when asked. */
  rotateSecret: z.boolean().default(false),
});

export const WEBHOOK_SIGNATURE_HEADER = 'X-Tradepool-Signature';

/** The inbox's own words. */
export const INBOX_TEXTS = {
  notIntegrated: 'The messages inbox is for companies with the outbound XML integration.',
  badCursor: 'The cursor is not one a page of this inbox gave.',
  notResendable: 'Only a failed or queued RCI can be sent again; other messages are re-sent by what made them.',
  notPushable: 'Only a message whose webhook push failed can be pushed again.',
  noWebhook: 'The company has no webhook.',
  pushQueued: 'The message was queued to be pushed to the webhook again.',
} as const;
