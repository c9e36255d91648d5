import { z } from 'zod';

/*
 * GS1's GDSN 3.1.36 trade-item dictionary as the portal reads it (`metadata/gdsn/...`): the standard's
 * modules, each with its classes and attributes, for the GDSN attributes view and editor.
 */

const flagSchema = z.enum(['yes', 'possible', 'no']);

/** A module as the view lists it; `tradeItem` stands for the tradeItem's own classes and attributes. */
export const gdsnModuleSchema = z.object({
  /** The module element's local name (`nutritionalInformationModule`), or `tradeItem`. */
  name: z.string(),
  /** GS1's class name, spaced for people: "Nutritional Information Module". */
  title: z.string(),
  definition: z.string().nullable(),
  attributeCount: z.number().int(),
});
export type GdsnModule = z.infer<typeof gdsnModuleSchema>;

/** Where a dictionary attribute shows in the spec's sections, when it does: the editor's tab edits it there. */
export const gdsnSectionRefSchema = z.object({ code: z.string(), label: z.string(), section: z.string() });

/** One class or attribute of the dictionary. */
export const gdsnEntrySchema = z.object({
  bmsId: z.number().int(),
  /** From the tradeItem, no indices; an XML attribute last as `@name`. */
  path: z.string(),
  /** The module (local name) it belongs to, or `tradeItem`. */
  module: z.string(),
  kind: z.enum(['class', 'module', 'attribute']),
  xmlAttribute: z.boolean(),
  /** GS1's name (`NutrientHeader`, `ingredientStatement`). */
  name: z.string(),
  multiplicity: z.object({ min: z.number().int(), max: z.number().int().nullable() }),
  length: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** GS1's data type (`Measurement`, `Description200`, `NonBinaryLogicEnumeration`, a code list's name). */
  dataType: z.string().nullable(),
  /** How the value is typed in: text, number, date, a code, a yes/no… (the server's value type). */
  valueType: z.string().nullable(),
  codeListName: z.string().nullable(),
  /** The codes of a list the schema enumerates itself (NonBinaryLogicEnumeration). */
  enumeration: z.array(z.string()).nullable(),
  flags: z.object({ language: flagSchema, uom: flagSchema, currency: flagSchema }),
  definition: z.string().nullable(),
  section: gdsnSectionRefSchema.nullable(),
});
export type GdsnEntry = z.infer<typeof gdsnEntrySchema>;

/** `GET metadata/gdsn/modules/{module}`: the module and every entry under it, in schema order. */
export const gdsnModuleEntriesSchema = z.object({ module: gdsnModuleSchema, entries: z.array(gdsnEntrySchema) });
export type GdsnModuleEntries = z.infer<typeof gdsnModuleEntriesSchema>;

/** `GET metadata/gdsn/search?text=`: entries whose name or definition holds the text. */
export const gdsnSearchQuerySchema = z.object({ text: z.string().trim().min(2).max(100) });

/** `GET metadata/gdsn/codes/{codeListName}`: a GS1 code list's codes, for a picker; empty when the pool lacks it. */
export const gdsnCodeSchema = z.object({ code: z.string(), label: z.string() });
export type GdsnCode = z.infer<typeof gdsnCodeSchema>;
