import { z } from 'zod';

/** The columns a subscriber's cross-reference file carries (xlsx or csv, header row first). */
export const CROSS_REFERENCE_COLUMNS = [
  'gtin',
  'productCode',
  'description',
  'brandName',
  'mpc',
  'unitDescriptor',
] as const;

/**
 * One buyer item (a `subscriber_item` row) as a good row of a cross-reference file gives it, and as data
 * quality shows it beside a match.
 */
export interface CrossReferenceItem {
  productCode: string;
  gtin: string | null;
  description: string | null;
  brandName: string | null;
  mpc: string | null;
  unitDescriptor: string | null;
}

/** A stored cross-reference file (`GET admin/subscribers/crossreffilenames`). */
export const crossReferenceFileSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  fileName: z.string(),
  originalName: z.string(),
  uploadedBy: z.string(),
  uploadedTime: z.string(),
  rowCount: z.number().int(),
  storedCount: z.number().int(),
  rejectedCount: z.number().int(),
});
export type CrossReferenceFile = z.infer<typeof crossReferenceFileSchema>;

export const crossReferenceRowErrorSchema = z.object({
  row: z.number().int(),
  gtin: z.string().nullable(),
  reason: z.string(),
});
export type CrossReferenceRowError = z.infer<typeof crossReferenceRowErrorSchema>;

/** What `POST admin/upload/{id}/crossreffile` answers: how many rows were stored and why others were not. */
export const crossReferenceUploadResultSchema = z.object({
  success: z.boolean(),
  file: crossReferenceFileSchema,
  errors: z.array(crossReferenceRowErrorSchema),
});
export type CrossReferenceUploadResult = z.infer<typeof crossReferenceUploadResultSchema>;

export const crossReferenceDownloadQuerySchema = z.object({ fileName: z.string().min(1).max(300) });
