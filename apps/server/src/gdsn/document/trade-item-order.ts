import type { GdsnElement } from '@tradepool/domain';

/**
 * The tradeItem's children in the schema's sequence: TradeItemIdentificationType (SharedCommon.xsd), then
 * TradeItemType (TradeItem.xsd); trade-item-order.test.ts reads them from the shipped schemas.
 */
export const TRADE_ITEM_CHILDREN: readonly string[] = [
  'gtin',
  'additionalTradeItemIdentification',
  'contextIdentification',
  'isTradeItemABaseUnit',
  'isTradeItemAConsumerUnit',
  'isTradeItemADespatchUnit',
  'isTradeItemAnInvoiceUnit',
  'isTradeItemAnOrderableUnit',
  'isTradeItemAService',
  'isTradeItemNonphysical',
  'isTradeItemRecalled',
  'preliminaryItemStatusCode',
  'tradeItemUnitDescriptorCode',
  'tradeItemTradeChannelCode',
  'isTradeItemReinstated',
  'productInformationLegalDisclaimer',
  'isTradeItemUnitOfUse',
  'brandOwner',
  'informationProviderOfTradeItem',
  'manufacturerOfTradeItem',
  'partyInRole',
  'displayUnitInformation',
  'gdsnTradeItemClassification',
  'nextLowerLevelTradeItemInformation',
  'referencedTradeItem',
  'targetMarket',
  'tradeItemContactInformation',
  'tradeItemInformation',
  'tradeItemSynchronisationDates',
  'nonGTINReferencedItem',
  'globalModelInformation',
  'avpList',
];

const RANK = new Map(TRADE_ITEM_CHILDREN.map((name, i) => [name, i]));

/**
 * The tradeItem's children with `added` where the schema's sequence puts it: after the elements that come
 * before it or are of its name, before the first that comes after. An element the list does not name
 * (none in a valid tradeItem) is passed over.
 */
export function insertInOrder(children: readonly GdsnElement[], added: readonly GdsnElement[]): GdsnElement[] {
  if (added.length === 0) return [...children];
  const rank = RANK.get(added[0]!.name) ?? TRADE_ITEM_CHILDREN.length;
  const at = children.findIndex((child) => (RANK.get(child.name) ?? -1) > rank);
  const end = at < 0 ? children.length : at;
  return [...children.slice(0, end), ...added, ...children.slice(end)];
}
