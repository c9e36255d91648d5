import type { ItemMessageSearch, SupportResultRow } from '@tradepool/domain';
import type { MessageSource } from './message-dialog';

/** The "Item message search" of a row: its item, and its subscriber when the row is a publication. */
export function itemMessageSource(
  row: SupportResultRow,
  msgType: ItemMessageSearch['msgType'],
  subscriberGln: string | null = row.subscriberGln,
): MessageSource {
  const what = msgType === 'Cic' ? 'CIC' : 'Upload message (CIN)';
  return {
    kind: 'item',
    title: `${what} · GTIN ${row.gtin}${subscriberGln ? ` · ${subscriberGln}` : ''}`,
    search: {
      gtin: row.gtin,
      tm: row.targetMarket,
      publisherGln: row.publisherGln,
      subscriberGln,
      msgType,
    },
  };
}
