import { z } from 'zod';
import { idDigits } from './whole-number.js';

/** Spec point 3, "Upload response": the file's outcome as the upload screen reads it. */
export const uploadResponseSchema = z.object({
  success: z.boolean(),
  uploadId: z.number().int().nullable(),
  fileName: z.string(),
  failureMessage: z.string().nullable(),
  files: z.array(z.object({ success: z.boolean(), fileName: z.string(), itemCount: z.number().int() })),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * `validating`: every row is read and the stored items are being validated; `done` once each has its outcome.
 * The spec names no values; these are ours.
 */
export const UPLOAD_STATUSES = ['queued', 'processing', 'validating', 'done', 'failed'] as const;

/** An upload as its progress panel shows it: where the job is, and what it stored and refused. */
export const uploadSummarySchema = z.object({
  uploadId: z.number().int(),
  fileName: z.string(),
  format: z.enum(['xlsx', 'xml']),
  status: z.enum(UPLOAD_STATUSES),
  itemCount: z.number().int(),
  itemsDone: z.number().int(),
  storedCount: z.number().int(),
  failureCount: z.number().int(),
  /** Of the stored items: how many validation passed, failed or has still to check, and those not Ready. */
  validatedCount: z.number().int(),
  notReadyCount: z.number().int(),
  failedCount: z.number().int(),
  pendingCount: z.number().int(),
  /** Of the stored items: how many the upload's validation has judged so far (its progress while `validating`). */
  itemsValidated: z.number().int(),
  failureMessage: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  createdTime: z.string(),
  completedTime: z.string().nullable(),
});
export type UploadSummary = z.infer<typeof uploadSummarySchema>;

/** A row of an uploaded file that was not stored (`_failure_messages.xlsx` has one line per row and reason). */
export const uploadFailureSchema = z.object({
  rowNumber: z.number().int(),
  gtin: z.string().nullable(),
  attribute: z.string().nullable(),
  reason: z.string(),
});
export type UploadFailure = z.infer<typeof uploadFailureSchema>;

export const uploadIdParamsSchema = z.object({ uploadId: idDigits() });

/** The upload's own refusals (the whole file); a bad row is reported with its row number instead. */
export const UPLOAD_ERRORS = {
  noFile: 'Choose a GTIN template (.xlsx) or a GS1 XML file to upload.',
  fileType: 'Upload the GTIN template (.xlsx) or a GS1 XML CatalogueItemNotification (.xml).',
  xmlNotEnabled:
    'GS1 XML uploads are for companies with the inbound XML integration; upload the GTIN template (.xlsx) instead.',
  tooLarge: (limit: string) => `The file is larger than ${limit}, the upload limit. Nothing was stored.`,
  tooManyRows: (limit: number) =>
    `The file has more than ${limit} item rows, the upload limit; split it into smaller files. Nothing was stored.`,
  unreadable: (kind: string) => `The file could not be read as ${kind}.`,
  notTemplate:
    'The workbook is not the GTIN template: row 2 of its first sheet must hold the attribute codes. Download the template from the catalog.',
  unknownColumn: (column: string, code: string, reason: string) =>
    `Column ${column} holds "${code}" in row 2, which is neither a GTIN template column nor a GDSN attribute an ` +
    `upload fills: ${reason} Correct or remove the column; nothing was stored.`,
  repeatedColumn: (first: string, second: string, code: string) =>
    `Columns ${first} and ${second} both hold ${code} in row 2: keep one. Nothing was stored.`,
  noItems: 'The file holds no items.',
  notCin: 'The XML is not a GS1 XML 3.1 CatalogueItemNotification.',
  invalidCin: (errors: string) =>
    `The XML is not valid against GS1 XML 3.1's CatalogueItemNotification.xsd: ${errors} Nothing was stored.`,
  cinHeader: (problems: string) => `The CIN's header disagrees with its document: ${problems} Nothing was stored.`,
} as const;
