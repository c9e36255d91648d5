import { z } from 'zod';
import { PHONE_PATTERN } from '../patterns.js';
import { pageOf, pageRequestShape } from './paging.js';
import { optionalEmail, optionalPattern, optionalText } from './optional-text.js';
import { flag } from './user.js';

/** Spec point 3, "Manufacturer": a food-service company's record of one of its manufacturers. */
export const manufacturerSchema = z.object({
  manufacturerId: z.number().int(),
  companyId: z.number().int(),
  manufacturerName: z.string(),
  infoProviderGln: z.string().nullable(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  contactNumber: z.string().nullable(),
  comments: z.string().nullable(),
  confirmed: flag,
  /** Readable text of the manufacturer's company setup (from its Tradepool company when the GLN is one). */
  matchCriteria: z.string().nullable(),
  outputProfile: z.string().nullable(),
  modifiedTime: z.string(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

export const MANUFACTURER_STATUS = { confirmed: 1, unconfirmed: 0 } as const;

export const MANUFACTURER_SORT_KEYS = [
  'manufacturerName',
  'infoProviderGln',
  'contactName',
  'email',
  'contactNumber',
  'comments',
  'confirmed',
] as const;

/** Spec point 3, "Manufacturer search". Default manufacturerName ascending. */
export const manufacturerSearchSchema = z.object({
  searchString: z.string().trim().max(100).nullish(),
  status: z.union([z.literal(0), z.literal(1)]).nullish(),
  ...pageRequestShape(MANUFACTURER_SORT_KEYS, { rowCount: 25, sortBy: 'manufacturerName' }),
});
export type ManufacturerSearch = z.input<typeof manufacturerSearchSchema>;
export const manufacturerPageSchema = pageOf(manufacturerSchema);

/** `PUT manufacturer/editManufacturerDetails`: the 'Edit Manufacturer' popup. */
export const manufacturerEditSchema = z.object({
  manufacturerId: z.number().int().positive(),
  infoProviderGln: optionalText(13),
  confirmed: flag,
  contactName: optionalText(200),
  email: optionalEmail('Enter a valid e-mail address.'),
  contactNumber: optionalPattern(PHONE_PATTERN, 'Enter a phone number: optional country code and 10 digits.'),
  comments: optionalText(1000),
});
export type ManufacturerEdit = z.input<typeof manufacturerEditSchema>;
