import type { GdsnElement, ItemAttributes } from '@tradepool/domain';
import { hasCode } from '../../features/metadata/code-lists.js';
import { gpcEntry } from '../../gdsn/gpc/gpc-classification.js';
import { addInSchemaOrder } from '../../gdsn/document/section-view.js';
import { sectionElement } from '../../gdsn/messages/cin-builder.js';
import { cut } from './off-product-document.js';
import type { OffProduct } from './off-products.js';

const INGREDIENTS = ['tradeItemInformation', 'extension', 'foodAndBeverageIngredientModule'];
const CLASSIFICATION = ['gdsnTradeItemClassification'];

/** GS1's longest ingredient statement (FormattedDescription5000). */
const STATEMENT_MAX = 5000;

/**
 * An OFF text field by language: the bare field (`ingredients_text`) is in the product's main language, each
 * `<field>_<lc>` in its own; a language that is no ISO 639-1 code, or an empty text, is passed over.
 */
export function textsByLanguage(product: OffProduct, field: string, mainLanguage: string): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (language: string, text: unknown) => {
    if (typeof text !== 'string' || !text.trim() || texts.has(language) || !hasCode('LANGUAGE', language)) return;
    texts.set(language, text.trim());
  };
  add(mainLanguage, product[field]);
  for (const [key, value] of Object.entries(product)) {
    const language = key.startsWith(`${field}_`) ? key.slice(field.length + 1) : '';
    if (/^[a-z]{2}$/.test(language)) add(language, value);
  }
  return texts;
}

/**
 * An OFF product's whole tradeItem: the sections' values where they go (`sectionElement`), and what OFF says
 * that the sections have no place for, each where GS1's schema puts it: the ingredient statement in every
 * language OFF has it in, and the GPC brick's name beside its code.
 */
export function offProductTree(product: OffProduct, document: ItemAttributes): GdsnElement {
  const tree = sectionElement(document);
  const brick = typeof document.Coding1C === 'string' ? gpcEntry(document.Coding1C)?.title : undefined;
  if (brick) addInSchemaOrder(tree, CLASSIFICATION, { name: 'gpcCategoryName', value: cut(brick, 250) });
  const described = typeof document.Descriptions1G === 'string' ? document.Descriptions1G : 'en';
  const main = hasCode('LANGUAGE', product.lang) ? product.lang : described;
  for (const [language, text] of textsByLanguage(product, 'ingredients_text', main)) {
    addInSchemaOrder(tree, INGREDIENTS, {
      name: 'ingredientStatement',
      attributes: { languageCode: language },
      value: cut(text, STATEMENT_MAX),
    });
  }
  return tree;
}
