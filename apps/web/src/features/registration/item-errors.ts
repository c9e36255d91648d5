import type { ItemError } from '@tradepool/domain';

export const ERROR_SOURCE_LABELS: Record<ItemError['source'], string> = {
  validation: 'GDSN validation',
  registry: 'Global Registry',
};

/** The attribute as the user knows it: its label, else its code. */
export function errorAttributeText(error: ItemError): string | null {
  return error.attributeLabel ?? error.attribute;
}

/** Where in the uploaded file the error came from, when the item came from an upload. */
export function errorRowText(error: ItemError): string | null {
  return error.rowNumber === null ? null : `Row ${error.rowNumber}`;
}
