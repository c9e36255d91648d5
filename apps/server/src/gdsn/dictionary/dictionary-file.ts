import fs from 'node:fs';
import { z } from 'zod';

/*
 * The generated file (scripts/gdsn-dictionary.mjs) as it is written: short keys, since the server holds all
 * 5,309 rows. dictionary.ts turns each row into a DictionaryEntry.
 */
const flag = z.enum(['y', 'p']).optional();

const rowSchema = z.object({
  /** GS1's BMS id. */
  i: z.number().int().positive(),
  /** The path from the tradeItem: element steps, an XML attribute last as `@name`; '' is the tradeItem. */
  p: z.string(),
  k: z.enum(['c', 'm', 'a']),
  /** GS1's name where it differs from the path's last step (classes and modules: `TradeItem`). */
  n: z.string().optional(),
  o: z.tuple([z.number().int().nonnegative(), z.number().int().positive().nullable()]),
  /** Place in the parent's XSD sequence. */
  x: z.number().int().nonnegative().optional(),
  /** Not in the XSDs the server ships (3.1.35): added in 3.1.36, or the workbook names what the XSD lacks. */
  nx: z.literal(1).optional(),
  l: z.tuple([z.number().int().nonnegative(), z.number().int().positive()]).optional(),
  /** The workbook's length where it is more than `{min..max}`, as written (`1..70 {30.39}`). */
  lx: z.string().optional(),
  t: z.string().optional(),
  v: z
    .enum([
      'boolean',
      'decimal',
      'float',
      'integer',
      'nonNegativeInteger',
      'dateTime',
      'date',
      'time',
      'gYear',
      'gDay',
      'gtin',
      'gln',
    ])
    .optional(),
  cl: z.string().optional(),
  /** The code list is an XSD enumeration (its codes in the file's `enums`). */
  e: z.literal(1).optional(),
  f: z.object({ lang: flag, langs: flag, uom: flag, uoms: flag, cur: flag, curs: flag }).optional(),
  /** Index into the file's `definitions`. */
  d: z.number().int().nonnegative().optional(),
});

const fileSchema = z.object({
  source: z.object({ file: z.string(), title: z.string(), date: z.string(), release: z.string() }),
  modules: z.array(z.object({ n: z.string(), ns: z.string(), t: z.string(), d: z.string().optional() })),
  enums: z.record(z.string(), z.array(z.string())),
  definitions: z.array(z.string()),
  entries: z.array(rowSchema),
});

export type DictionaryRow = z.infer<typeof rowSchema>;
export type DictionaryFile = z.infer<typeof fileSchema>;

const FILE = new URL('../../resources/gs1-gdsn-3.1/dictionary/trade-item-3.1.36.json', import.meta.url);

export function readDictionaryFile(): DictionaryFile {
  return fileSchema.parse(JSON.parse(fs.readFileSync(FILE, 'utf8')));
}
