import type { GdsnElement, ItemAttributes } from '@tradepool/domain';
import { sectionElement } from '../messages/cin-builder.js';

/**
 * An item's whole tradeItem as the API answers it: the tree kept (`gdsn_document`), or, for an item that keeps
 * none because the sections are all it holds, the sections' values as a tradeItem.
 */
export const itemTree = (stored: string | null, attributes: ItemAttributes): GdsnElement =>
  stored ? (JSON.parse(stored) as GdsnElement) : sectionElement(attributes);
