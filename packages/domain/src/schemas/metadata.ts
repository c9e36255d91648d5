import { z } from 'zod';
import { CODE_LIST_NAMES, type CodeListName } from '../catalog/code-lists.js';
import { TYPEAHEAD_MIN_CHARS } from '../constants.js';
import { SERVER_ERRORS } from '../messages.js';

export const codeListEntrySchema = z.object({ key: z.string(), value: z.string() });

/** Spec point 3: "NutrientCodeWithUOM has CODE and UOM maps" (nutrient code → label, nutrient code → unit). */
export const nutrientCodeWithUomSchema = z.object({
  CODE: z.record(z.string(), z.string()),
  UOM: z.record(z.string(), z.string()),
});
export type NutrientCodeWithUom = z.infer<typeof nutrientCodeWithUomSchema>;

/** Every code list `allCodeProperties` serves: all but GPC, whose 5,259 bricks have their own typeahead. */
export type ServedCodeListName = Exclude<CodeListName, 'GPC'>;
export const SERVED_CODE_LIST_NAMES = CODE_LIST_NAMES.filter((name): name is ServedCodeListName => name !== 'GPC');

const servedListsShape = Object.fromEntries(
  SERVED_CODE_LIST_NAMES.map((name) => [name, z.array(codeListEntrySchema)]),
) as Record<ServedCodeListName, z.ZodArray<typeof codeListEntrySchema>>;

/** `GET metadata/dms/attributes/allCodeProperties`. */
export const allCodePropertiesSchema = z.object({
  ...servedListsShape,
  NutrientCodeWithUOM: nutrientCodeWithUomSchema,
});
export type AllCodeProperties = z.infer<typeof allCodePropertiesSchema>;

/** The four levels of GS1's Global Product Classification, broadest first: a brick lies in a class, a family, a segment. */
export const GPC_LEVELS = ['segment', 'family', 'class', 'brick'] as const;
export type GpcLevel = (typeof GPC_LEVELS)[number];

export const gpcNodeSchema = z.object({ level: z.enum(GPC_LEVELS), code: z.number().int(), title: z.string() });
export type GpcNode = z.infer<typeof gpcNodeSchema>;

/**
 * Spec point 3, "Typeahead items: GPC", with what we add: the code's level, and the levels above it nearest
 * first (a brick's class, family and segment; none for a brick GS1's 2020 hierarchy does not place).
 */
export const gpcItemSchema = z.object({
  classCategoryCode: z.number().int(),
  classCategoryName: z.string(),
  level: z.enum(GPC_LEVELS),
  ancestors: z.array(gpcNodeSchema),
});
export type GpcItem = z.infer<typeof gpcItemSchema>;

export const gpcSearchSchema = z.object({
  keyword: z.string().trim().min(TYPEAHEAD_MIN_CHARS, SERVER_ERRORS.typeaheadTooShort(TYPEAHEAD_MIN_CHARS)).max(100),
});

/**
 * Spec point 3, "Typeahead items: Target market". The code stays the three-digit ISO 3166 numeric text
 * ('036' Australia), the form the item's target market attribute stores.
 */
export const targetMarketSchema = z.object({ countryIsoNumericCode: z.string(), countryName: z.string() });
export type TargetMarket = z.infer<typeof targetMarketSchema>;
