import { randomUUID } from 'node:crypto';
import { DATA_POOL_GLN } from '@tradepool/domain';
import { escapeXml } from '../gdsn/messages/xml-tree.js';

/**
 * A trade item as a supplier's system writes it into a GS1 XML 3.1 CIN: what the catalog's intake reads, each
 * part optional so a test can leave out what real files leave out. `null` omits an element GS1 requires.
 */
export interface CinTestItem {
  gtin: string;
  /** tradeItemUnitDescriptorCode; null leaves it out. */
  unit: string | null;
  provider: string;
  targetMarket?: string;
  /** gpcCategoryCode; null leaves it out (the schema requires it). */
  gpc?: string | null;
  description?: string;
  brand?: string;
  functionalName?: string;
  /** Module elements put in the tradeItemInformation's extension, as written. */
  modules?: string;
  /** The next lower level; `nested: false` names a child without nesting it (the file sends it on its own). */
  children?: { quantity: number; item: CinTestItem; nested?: false }[];
}

/** When the item is available: deliveryPurchasingInformation's content, in its schema's order. */
export const AVAILABLE = '<startAvailabilityDateTime>2026-03-01T00:00:00</startAvailabilityDateTime>';

/**
 * The modules that make a trade item whole by the GDSN rules beyond its description: its dimensions and weights
 * (kilograms), whether it is of variable measure, and when it is available (`delivery`).
 */
export function physicalModules(weight: { net: number; gross: number }, delivery = AVAILABLE): string {
  return `<trade_item_measurements:tradeItemMeasurementsModule xmlns:trade_item_measurements="urn:gs1:gdsn:trade_item_measurements:xsd:3">
    <tradeItemMeasurements>
      <depth measurementUnitCode="CMT">20</depth><height measurementUnitCode="CMT">15</height><width measurementUnitCode="CMT">10</width>
      <tradeItemWeight><grossWeight measurementUnitCode="KGM">${weight.gross}</grossWeight><netWeight measurementUnitCode="KGM">${weight.net}</netWeight></tradeItemWeight>
    </tradeItemMeasurements>
  </trade_item_measurements:tradeItemMeasurementsModule>
  <variable_trade_item_information:variableTradeItemInformationModule xmlns:variable_trade_item_information="urn:gs1:gdsn:variable_trade_item_information:xsd:3">
    <variableTradeItemInformation><isTradeItemAVariableUnit>false</isTradeItemAVariableUnit></variableTradeItemInformation>
  </variable_trade_item_information:variableTradeItemInformationModule>
  <delivery_purchasing_information:deliveryPurchasingInformationModule xmlns:delivery_purchasing_information="urn:gs1:gdsn:delivery_purchasing_information:xsd:3">
    <deliveryPurchasingInformation>${delivery}</deliveryPurchasingInformation>
  </delivery_purchasing_information:deliveryPurchasingInformationModule>`;
}

const id = (value: string, owner: string) =>
  `<entityIdentification>${value}</entityIdentification><contentOwner><gln>${owner}</gln></contentOwner>`;

function descriptionModule(item: CinTestItem): string {
  const parts = [
    item.functionalName && `<functionalName languageCode="en">${escapeXml(item.functionalName)}</functionalName>`,
    item.description && `<tradeItemDescription languageCode="en">${escapeXml(item.description)}</tradeItemDescription>`,
    item.brand && `<brandNameInformation><brandName>${escapeXml(item.brand)}</brandName></brandNameInformation>`,
  ].filter(Boolean);
  if (parts.length === 0) return '';
  return `<trade_item_description:tradeItemDescriptionModule xmlns:trade_item_description="urn:gs1:gdsn:trade_item_description:xsd:3">
    <tradeItemDescriptionInformation>${parts.join('')}</tradeItemDescriptionInformation>
  </trade_item_description:tradeItemDescriptionModule>`;
}

/** A catalogueItem with its lower levels nested, in the order TradeItem.xsd sets. */
function catalogueItem(item: CinTestItem): string {
  const children = item.children ?? [];
  const isBase = children.length === 0;
  const nextLevel = children.length
    ? `<nextLowerLevelTradeItemInformation>
        <quantityOfChildren>${children.length}</quantityOfChildren>
        <totalQuantityOfNextLowerLevelTradeItem>${children.reduce((sum, c) => sum + c.quantity, 0)}</totalQuantityOfNextLowerLevelTradeItem>
        ${children
          .map(
            (c) =>
              `<childTradeItem><gtin>${c.item.gtin}</gtin><quantityOfNextLowerLevelTradeItem>${c.quantity}</quantityOfNextLowerLevelTradeItem></childTradeItem>`,
          )
          .join('')}
      </nextLowerLevelTradeItemInformation>`
    : '';
  const modules = `${descriptionModule(item)}${item.modules ?? ''}`;
  return `<catalogueItem>
  <catalogueItemState><catalogueItemStateCode>REGISTERED</catalogueItemStateCode></catalogueItemState>
  <tradeItem>
    <gtin>${item.gtin}</gtin>
    <isTradeItemABaseUnit>${isBase}</isTradeItemABaseUnit>
    <isTradeItemAConsumerUnit>${isBase}</isTradeItemAConsumerUnit>
    <isTradeItemADespatchUnit>${!isBase}</isTradeItemADespatchUnit>
    <isTradeItemAnInvoiceUnit>true</isTradeItemAnInvoiceUnit>
    <isTradeItemAnOrderableUnit>true</isTradeItemAnOrderableUnit>
    ${item.unit === null ? '' : `<tradeItemUnitDescriptorCode>${item.unit}</tradeItemUnitDescriptorCode>`}
    <informationProviderOfTradeItem><gln>${item.provider}</gln><partyName>Northwind Foods</partyName></informationProviderOfTradeItem>
    <gdsnTradeItemClassification>${item.gpc === null ? '' : `<gpcCategoryCode>${item.gpc ?? '10000025'}</gpcCategoryCode>`}</gdsnTradeItemClassification>
    ${nextLevel}
    <targetMarket><targetMarketCountryCode>${item.targetMarket ?? '840'}</targetMarketCountryCode></targetMarket>
    ${modules ? `<tradeItemInformation><extension>${modules}</extension></tradeItemInformation>` : ''}
    <tradeItemSynchronisationDates><lastChangeDateTime>2026-01-10T09:00:00Z</lastChangeDateTime><effectiveDateTime>2026-02-01T00:00:00Z</effectiveDateTime></tradeItemSynchronisationDates>
  </tradeItem>
  ${children
    .filter((c) => c.nested !== false)
    .map(
      (c) =>
        `<catalogueItemChildItemLink><quantity>${c.quantity}</quantity>${catalogueItem(c.item)}</catalogueItemChildItemLink>`,
    )
    .join('\n')}
</catalogueItem>`;
}

/** An each that the GDSN rules find whole: described, branded, measured, weighed and available. */
export const wholeEach = (gtin: string, provider: string, more: Partial<CinTestItem> = {}): CinTestItem => ({
  gtin,
  unit: 'BASE_UNIT_OR_EACH',
  provider,
  description: `Oat flakes ${gtin}`,
  brand: 'Northwind',
  functionalName: 'Oat flakes',
  modules: physicalModules({ net: 0.5, gross: 0.55 }),
  ...more,
});

/**
 * A CIN from `sender` to the data pool with one ADD transaction per hierarchy (T1, T2…), each written from its
 * top; a new instance identifier unless given, as the pool answers a repeated one with its first answer.
 */
export function cinXml(sender: string, tops: readonly CinTestItem[], instanceId = `CIN-${randomUUID()}`): string {
  const transactions = tops.map(
    (top, index) => `<transaction>
    <transactionIdentification>${id(`T${index + 1}`, sender)}</transactionIdentification>
    <documentCommand>
      <documentCommandHeader type="ADD"><documentCommandIdentification>${id(`C${index + 1}`, sender)}</documentCommandIdentification></documentCommandHeader>
      <catalogue_item_notification:catalogueItemNotification>
        <creationDateTime>2026-01-15T10:00:00Z</creationDateTime>
        <documentStatusCode>ORIGINAL</documentStatusCode>
        <catalogueItemNotificationIdentification>${id(`D${index + 1}`, sender)}</catalogueItemNotificationIdentification>
        <isReload>false</isReload>
        ${catalogueItem(top)}
      </catalogue_item_notification:catalogueItemNotification>
    </documentCommand>
  </transaction>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<catalogue_item_notification:catalogueItemNotificationMessage xmlns:catalogue_item_notification="urn:gs1:gdsn:catalogue_item_notification:xsd:3" xmlns:sh="http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader">
  <sh:StandardBusinessDocumentHeader>
    <sh:HeaderVersion>1.0</sh:HeaderVersion>
    <sh:Sender><sh:Identifier Authority="GS1">${sender}</sh:Identifier></sh:Sender>
    <sh:Receiver><sh:Identifier Authority="GS1">${DATA_POOL_GLN}</sh:Identifier></sh:Receiver>
    <sh:DocumentIdentification>
      <sh:Standard>GS1</sh:Standard><sh:TypeVersion>3.1</sh:TypeVersion>
      <sh:InstanceIdentifier>${instanceId}</sh:InstanceIdentifier><sh:Type>catalogueItemNotification</sh:Type>
      <sh:CreationDateAndTime>2026-01-15T10:00:00Z</sh:CreationDateAndTime>
    </sh:DocumentIdentification>
  </sh:StandardBusinessDocumentHeader>
  ${transactions.join('\n')}
</catalogue_item_notification:catalogueItemNotificationMessage>`;
}
