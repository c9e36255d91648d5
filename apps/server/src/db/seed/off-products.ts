import fs from 'node:fs';
import { z } from 'zod';

/**
 * One Open Food Facts product as `resources/demo/off-products.jsonl` holds it (a line each): the fields the
 * demo catalog reads, and any other the line carries (OFF's texts in further languages, `ingredients_text_fr`
 * …). The file is an unchanged extract of the OFF database (ODbL, see NOTICE.md).
 */
export const offProductSchema = z.looseObject({
  code: z.string().regex(/^\d+$/),
  product_name: z.string().optional(),
  product_name_en: z.string().optional(),
  generic_name: z.string().optional(),
  brands: z.string().optional(),
  quantity: z.string().optional(),
  serving_size: z.string().optional(),
  categories_tags: z.array(z.string()).optional(),
  allergens_tags: z.array(z.string()).optional(),
  traces_tags: z.array(z.string()).optional(),
  labels_tags: z.array(z.string()).optional(),
  /** In the product's main language, `lang`. */
  ingredients_text: z.string().optional(),
  manufacturing_places: z.string().optional(),
  image_front_url: z.url().optional(),
  lang: z.string(),
  last_modified_t: z.number().int().positive(),
  nutriments: z.record(z.string(), z.number()).optional(),
});
export type OffProduct = z.infer<typeof offProductSchema>;

let products: readonly OffProduct[] | undefined;

/**
 * The 800 products, in file order, read and checked once. `npm run build` copies the file next to the
 * compiled seed (apps/server/package.json), so the same relative address serves `src` and `dist`.
 */
export function offProducts(): readonly OffProduct[] {
  if (!products) {
    const url = new URL('../../resources/demo/off-products.jsonl', import.meta.url);
    products = fs
      .readFileSync(url, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => offProductSchema.parse(JSON.parse(line)));
  }
  return products;
}
