import { z } from 'zod';
import { DEFAULT_TARGET_MARKET, GLN_LENGTH, SUPPORT_DATE_RANGE_MAX_DAYS } from '../constants.js';
import { isValidDate } from '../catalog/item-values.js';
import { gtinOfDigitalLinkOrSelf } from '../gs1/digital-link.js';
import { pageOf, pageRequestShape } from './paging.js';
import { idNumber } from './whole-number.js';

/** The support search's own texts (spec point 5, "Support search", names the rules but not their words). */
export const SUPPORT_TEXTS = {
  publisherGlnRequired: 'Enter the publisher GLN (1 or more digits).',
  publisherGlnDigits: 'The publisher GLN is written with digits only, at most 13.',
  dateFormat: 'Dates are written mm/dd/yyyy.',
  dateRequired: 'Enter the from and to dates.',
  dateOrder: 'The from date must not come after the to date.',
  dateRange: `The date range may be at most ${SUPPORT_DATE_RANGE_MAX_DAYS} days.`,
  dateFuture: 'The dates may not be in the future.',
  gtinDigits: 'The GTIN is written with digits only, at most 14, or as its GS1 Digital Link URI.',
  resendRefused: 'Only a failed or queued outbound message can be re-sent.',
  noUploadMessage: 'No upload message for this item',
  noCic: 'No CIC for this item',
} as const;

const DAY_MS = 86_400_000;

/** A real mm/dd/yyyy date as its day number (days since 1970-01-01), or null. */
export function usDayNumber(text: string): number | null {
  if (!isValidDate(text)) return null;
  const [month, day, year] = text.split('/').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** A calendar day (year, month, day as the caller's clock reads them) as a day number. */
export function dayNumberOf(year: number, monthIndex: number, day: number): number {
  return Date.UTC(year, monthIndex, day) / DAY_MS;
}

/**
 * Spec point 5, "Support search": mm/dd/yyyy dates, from before to, at most 365 days apart (counting both
 * ends), neither after `lastDay` (today's day number as the checker's clock reads it). The first problem,
 * or null.
 */
export function supportDateProblem(fromDate: string, toDate: string, lastDay: number): string | null {
  if (!fromDate || !toDate) return SUPPORT_TEXTS.dateRequired;
  const from = usDayNumber(fromDate);
  const to = usDayNumber(toDate);
  if (from === null || to === null) return SUPPORT_TEXTS.dateFormat;
  if (from > to) return SUPPORT_TEXTS.dateOrder;
  if (to > lastDay) return SUPPORT_TEXTS.dateFuture;
  if (to - from + 1 > SUPPORT_DATE_RANGE_MAX_DAYS) return SUPPORT_TEXTS.dateRange;
  return null;
}

/**
 * The server's "today": the UTC day, plus one, as the browser's today may already be tomorrow in UTC
 * (a user east of Greenwich in the morning). The web checks against its own local day.
 */
export function serverLastDay(now: Date): number {
  return dayNumberOf(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + 1;
}

const glnText = z
  .string()
  .trim()
  .min(1, SUPPORT_TEXTS.publisherGlnRequired)
  .regex(new RegExp(`^\\d{1,${GLN_LENGTH}}$`), SUPPORT_TEXTS.publisherGlnDigits);
const usDate = z
  .string()
  .trim()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, SUPPORT_TEXTS.dateFormat);
const targetMarket = z
  .string()
  .trim()
  .regex(/^\d{3}$/, 'A target market is a 3-digit country code.');

export const SUPPORT_SORT_KEYS = ['gtin', 'uploadDateTime'] as const;

/**
 * Spec point 3, "Publisher workflow search"; spec point 9's defaults: 20 rows, by gtin, target market 840.
 * The publisher GLN is matched from its start (1 or more digits; 13 name one GLN). The GTIN may be given as
 * its GS1 Digital Link URI (what a QR code on the pack reads). `gdsnCatalogItemId` keeps to one item (the
 * publication details sub-grid).
 */
export const supportSearchSchema = z
  .object({
    gtin: z
      .string()
      .trim()
      .overwrite(gtinOfDigitalLinkOrSelf)
      .regex(/^\d{0,14}$/, SUPPORT_TEXTS.gtinDigits)
      .nullish(),
    tm: targetMarket.default(DEFAULT_TARGET_MARKET),
    publisherGln: glnText,
    subscriberGln: z
      .array(z.string().regex(/^\d{13}$/, 'A subscriber GLN has 13 digits.'))
      .max(100)
      .nullish(),
    fromDate: usDate,
    toDate: usDate,
    gdsnCatalogItemId: idNumber().nullish(),
    ...pageRequestShape(SUPPORT_SORT_KEYS, { rowCount: 20, sortBy: 'gtin' }),
  })
  .superRefine((search, ctx) => {
    const problem = supportDateProblem(search.fromDate, search.toDate, serverLastDay(new Date()));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['toDate'] });
  });
export type SupportSearch = z.input<typeof supportSearchSchema>;

/**
 * Spec point 3, "Support result row", with what the screens need to go further (the item's id, its
 * publisher GLN, a publication's subscriber). Date-times are 'MM/dd/yyyy HH:mm:ss' in UTC: the screen
 * splits them into date and time at the space.
 */
export const supportResultRowSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  targetMarket: z.string(),
  publisherGln: z.string(),
  publisherName: z.string().nullable(),
  description: z.string().nullable(),
  uploadStatus: z.string(),
  uploadDateTime: z.string().nullable(),
  rciStatus: z.string().nullable(),
  rciTime: z.string().nullable(),
  cirrDateTime: z.string().nullable(),
  grResponseInstanceId: z.string().nullable(),
  subscriberGln: z.string().nullable(),
  subscriberName: z.string().nullable(),
  cinInstanceId: z.string().nullable(),
  cicStatus: z.string().nullable(),
  cicDateTime: z.string().nullable(),
  publicationResult: z.string().nullable(),
});
export type SupportResultRow = z.infer<typeof supportResultRowSchema>;
export const supportResultPageSchema = pageOf(supportResultRowSchema);

export const SUPPORT_MESSAGE_TYPES = ['TradeItem', 'Cic'] as const;

/**
 * Spec point 3, "Item message search": TradeItem is the item as a CIN carried it, Cic a subscriber's
 * confirmation. `tmSub` (a target market subdivision) is accepted for the legacy client; Tradepool keeps
 * none, so it narrows nothing.
 */
export const itemMessageSearchSchema = z.object({
  gtin: z
    .string()
    .trim()
    .regex(/^\d{8,14}$/, SUPPORT_TEXTS.gtinDigits),
  tm: targetMarket.default(DEFAULT_TARGET_MARKET),
  tmSub: z.string().trim().max(10).nullish(),
  subscriberGln: z
    .string()
    .regex(/^\d{13}$/)
    .nullish(),
  publisherGln: z
    .string()
    .regex(/^\d{13}$/)
    .nullish(),
  msgType: z.enum(SUPPORT_MESSAGE_TYPES),
});
export type ItemMessageSearch = z.input<typeof itemMessageSearchSchema>;

/** One stored GS1 message with its SBDH summary (who sent it to whom, which, when) and its XML. */
export const supportMessageSchema = z.object({
  messageId: z.number().int(),
  messageType: z.string(),
  direction: z.enum(['in', 'out']),
  status: z.string(),
  error: z.string().nullable(),
  senderGln: z.string(),
  receiverGln: z.string(),
  instanceId: z.string(),
  documentType: z.string(),
  creationDateTime: z.string(),
  xml: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** What an item message popup says when the item has no message of the type asked: an answer, not a failure. */
export const NO_ITEM_MESSAGE: Record<(typeof SUPPORT_MESSAGE_TYPES)[number], string> = {
  TradeItem: SUPPORT_TEXTS.noUploadMessage,
  Cic: SUPPORT_TEXTS.noCic,
};

/**
 * `POST support/tradeItem` and `support/cic`: the latest message the search finds, or none and what to say
 * then (`NO_ITEM_MESSAGE`), so an item with no such message is a successful answer with data.
 */
export const itemMessageAnswerSchema = z.object({
  message: supportMessageSchema.nullable(),
  emptyText: z.string().nullable(),
});
export type ItemMessageAnswer = z.infer<typeof itemMessageAnswerSchema>;

export const messageDetailsParamsSchema = z.object({
  msgInstanceId: z.string().min(1).max(200),
  senderId: z.string().regex(/^\d{13}$/, 'The sender is a 13-digit GLN.'),
});

/** What a re-send hands back to the machinery that sends it: an RCI to the registry, a publication's CIN. */
export const resendTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rci'), messageId: idNumber() }),
  z.object({ kind: z.literal('cin'), publicationId: idNumber() }),
]);
export type ResendTarget = z.infer<typeof resendTargetSchema>;
export const resendResultSchema = z.object({ queued: z.boolean(), text: z.string() });

/** How a step of the timeline went: the screen colours it. */
export const TIMELINE_TONES = ['done', 'waiting', 'failed', 'info'] as const;
export type TimelineTone = (typeof TIMELINE_TONES)[number];

/** A message a step refers to, as `messageDetails` finds it. */
const messageRefSchema = z.object({ instanceId: z.string(), senderGln: z.string(), messageType: z.string() });

export const timelineStepSchema = z.object({
  /** 'MM/dd/yyyy HH:mm:ss' (UTC), as the result rows. */
  time: z.string(),
  step: z.string(),
  subscriberGln: z.string().nullable(),
  tone: z.enum(TIMELINE_TONES),
  detail: z.string(),
  message: messageRefSchema.nullable(),
  resend: resendTargetSchema.nullable(),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

/** One plain-language answer to "why does my buyer (not) see my item", per subscriber or for the item. */
export const diagnosisSchema = z.object({
  subscriberGln: z.string().nullable(),
  subscriberName: z.string().nullable(),
  tone: z.enum(TIMELINE_TONES),
  text: z.string(),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

export const itemTimelineSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  targetMarket: z.string(),
  publisherGln: z.string(),
  publisherName: z.string().nullable(),
  description: z.string().nullable(),
  diagnoses: z.array(diagnosisSchema),
  steps: z.array(timelineStepSchema),
});
export type ItemTimeline = z.infer<typeof itemTimelineSchema>;
