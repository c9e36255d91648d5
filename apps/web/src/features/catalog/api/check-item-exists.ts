import type { z } from 'zod';
import type { catalogItemKeySchema } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export type CatalogItemKey = z.input<typeof catalogItemKeySchema>;

/** `POST catalogs/checkItemExists`: whether the company already has an item with this GTIN and target market. */
export async function checkItemExists(key: CatalogItemKey): Promise<boolean> {
  return (await api.post<string>('catalogs/checkItemExists', key)) === '1';
}
