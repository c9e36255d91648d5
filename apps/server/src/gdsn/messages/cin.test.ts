import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateAgainstXsd } from '../xsd-validate.js';
import { parseCin } from './cin.js';

const sample = fs.readFileSync(new URL('../fixtures/CatalogueItemNotification.xml', import.meta.url), 'utf8');

const EACH = '00614141000036';
const CASE = '10614141000033';
const PROVIDER = '0614141000029';

const header = `<sh:StandardBusinessDocumentHeader>
    <sh:HeaderVersion>1.0</sh:HeaderVersion>
    <sh:Sender><sh:Identifier Authority="GS1">${PROVIDER}</sh:Identifier></sh:Sender>
    <sh:Receiver><sh:Identifier Authority="GS1">0614141000012</sh:Identifier></sh:Receiver>
    <sh:DocumentIdentification>
      <sh:Standard>GS1</sh:Standard><sh:TypeVersion>3.1</sh:TypeVersion>
      <sh:InstanceIdentifier>CIN-1</sh:InstanceIdentifier><sh:Type>catalogueItemNotification</sh:Type>
      <sh:CreationDateAndTime>2026-01-15T10:00:00Z</sh:CreationDateAndTime>
    </sh:DocumentIdentification>
  </sh:StandardBusinessDocumentHeader>`;

const id = (value: string) =>
  `<entityIdentification>${value}</entityIdentification><contentOwner><gln>${PROVIDER}</gln></contentOwner>`;

const party = `<informationProviderOfTradeItem><gln>${PROVIDER}</gln><partyName>Northwind Foods</partyName></informationProviderOfTradeItem>`;
const dates = `<tradeItemSynchronisationDates><lastChangeDateTime>2026-01-10T09:00:00Z</lastChangeDateTime><effectiveDateTime>2026-02-01T00:00:00-05:00</effectiveDateTime></tradeItemSynchronisationDates>`;

const eachItem = `<catalogueItem>
  <catalogueItemState><catalogueItemStateCode>REGISTERED</catalogueItemStateCode></catalogueItemState>
  <tradeItem>
    <gtin>${EACH}</gtin>
    <isTradeItemABaseUnit>true</isTradeItemABaseUnit>
    <tradeItemUnitDescriptorCode>BASE_UNIT_OR_EACH</tradeItemUnitDescriptorCode>
    ${party}
    <gdsnTradeItemClassification><gpcCategoryCode>10000025</gpcCategoryCode></gdsnTradeItemClassification>
    <targetMarket><targetMarketCountryCode>840</targetMarketCountryCode></targetMarket>
    ${dates}
  </tradeItem>
</catalogueItem>`;

const caseItem = `<catalogueItem>
  <catalogueItemState><catalogueItemStateCode>REGISTERED</catalogueItemStateCode></catalogueItemState>
  <tradeItem>
    <gtin>${CASE}</gtin>
    <additionalTradeItemIdentification additionalTradeItemIdentificationTypeCode="BUYER_ASSIGNED">B-77</additionalTradeItemIdentification>
    <additionalTradeItemIdentification additionalTradeItemIdentificationTypeCode="SUPPLIER_ASSIGNED">NW-CASE-12</additionalTradeItemIdentification>
    <isTradeItemABaseUnit>false</isTradeItemABaseUnit>
    <isTradeItemADespatchUnit>true</isTradeItemADespatchUnit>
    <tradeItemUnitDescriptorCode>CASE</tradeItemUnitDescriptorCode>
    <brandOwner><gln>0614141000043</gln><partyName>Northwind Brands &amp; Co</partyName></brandOwner>
    ${party}
    <gdsnTradeItemClassification><gpcCategoryCode>10000025</gpcCategoryCode></gdsnTradeItemClassification>
    <nextLowerLevelTradeItemInformation>
      <quantityOfChildren>1</quantityOfChildren>
      <totalQuantityOfNextLowerLevelTradeItem>12</totalQuantityOfNextLowerLevelTradeItem>
      <childTradeItem><gtin>${EACH}</gtin><quantityOfNextLowerLevelTradeItem>12</quantityOfNextLowerLevelTradeItem></childTradeItem>
    </nextLowerLevelTradeItemInformation>
    <targetMarket><targetMarketCountryCode>840</targetMarketCountryCode></targetMarket>
    <tradeItemContactInformation>
      <contactTypeCode>CXC</contactTypeCode>
      <contactName>Consumer care</contactName>
      <targetMarketCommunicationChannel>
        <communicationChannel><communicationChannelCode>EMAIL</communicationChannelCode><communicationValue>care@northwind.example</communicationValue></communicationChannel>
        <communicationChannel><communicationChannelCode>TELEPHONE</communicationChannelCode><communicationValue>+1 555 0100</communicationValue></communicationChannel>
      </targetMarketCommunicationChannel>
    </tradeItemContactInformation>
    <tradeItemInformation>
      <extension>
        <allergen_information:allergenInformationModule xmlns:allergen_information="urn:gs1:gdsn:allergen_information:xsd:3">
          <allergenRelatedInformation>
            <allergenStatement languageCode="en">Contains milk.</allergenStatement>
            <allergen><allergenTypeCode>AM</allergenTypeCode><levelOfContainmentCode>CONTAINS</levelOfContainmentCode></allergen>
            <allergen><allergenTypeCode>AW</allergenTypeCode><levelOfContainmentCode>MAY_CONTAIN</levelOfContainmentCode></allergen>
          </allergenRelatedInformation>
          <allergenRelatedInformation>
            <allergen><allergenTypeCode>AN</allergenTypeCode><levelOfContainmentCode>FREE_FROM</levelOfContainmentCode></allergen>
          </allergenRelatedInformation>
        </allergen_information:allergenInformationModule>
        <delivery_purchasing_information:deliveryPurchasingInformationModule xmlns:delivery_purchasing_information="urn:gs1:gdsn:delivery_purchasing_information:xsd:3">
          <deliveryPurchasingInformation>
            <orderQuantityMinimum>2</orderQuantityMinimum>
            <startAvailabilityDateTime>2026-03-05T00:00:00</startAvailabilityDateTime>
          </deliveryPurchasingInformation>
        </delivery_purchasing_information:deliveryPurchasingInformationModule>
        <trade_item_description:tradeItemDescriptionModule xmlns:trade_item_description="urn:gs1:gdsn:trade_item_description:xsd:3">
          <tradeItemDescriptionInformation>
            <tradeItemDescription languageCode="fr">Caisse de flocons d'avoine</tradeItemDescription>
            <brandNameInformation><brandName>Northwind</brandName></brandNameInformation>
          </tradeItemDescriptionInformation>
        </trade_item_description:tradeItemDescriptionModule>
        <trade_item_temperature_information:tradeItemTemperatureInformationModule xmlns:trade_item_temperature_information="urn:gs1:gdsn:trade_item_temperature_information:xsd:3">
          <tradeItemTemperatureInformation>
            <maximumTemperature temperatureMeasurementUnitCode="FAH">40</maximumTemperature>
            <minimumTemperature temperatureMeasurementUnitCode="FAH">33</minimumTemperature>
          </tradeItemTemperatureInformation>
        </trade_item_temperature_information:tradeItemTemperatureInformationModule>
        <trade_item_measurements:tradeItemMeasurementsModule xmlns:trade_item_measurements="urn:gs1:gdsn:trade_item_measurements:xsd:3">
          <tradeItemMeasurements>
            <height measurementUnitCode="INH">10.5</height>
            <tradeItemWeight><grossWeight measurementUnitCode="LBR">13.2</grossWeight></tradeItemWeight>
          </tradeItemMeasurements>
        </trade_item_measurements:tradeItemMeasurementsModule>
      </extension>
    </tradeItemInformation>
    ${dates}
    <avpList><stringAVP attributeName="shelfTag">Oats 12x</stringAVP><stringAVP attributeName="aisle">7</stringAVP></avpList>
  </tradeItem>
  <catalogueItemChildItemLink><quantity>12</quantity>${eachItem}</catalogueItemChildItemLink>
</catalogueItem>`;

const cin = (command: string, item: string, more = '') => `<?xml version="1.0" encoding="UTF-8"?>
<catalogue_item_notification:catalogueItemNotificationMessage xmlns:catalogue_item_notification="urn:gs1:gdsn:catalogue_item_notification:xsd:3" xmlns:sh="http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader">
  ${header}
  <transaction>
    <transactionIdentification>${id('T1')}</transactionIdentification>
    <documentCommand>
      <documentCommandHeader type="${command}"><documentCommandIdentification>${id('C1')}</documentCommandIdentification></documentCommandHeader>
      <catalogue_item_notification:catalogueItemNotification>
        <creationDateTime>2026-01-15T10:00:00Z</creationDateTime>
        <documentStatusCode>ORIGINAL</documentStatusCode>
        <catalogueItemNotificationIdentification>${id('D1')}</catalogueItemNotificationIdentification>
        <isReload>false</isReload>
        ${item}
      </catalogue_item_notification:catalogueItemNotification>
    </documentCommand>
  </transaction>${more}
</catalogue_item_notification:catalogueItemNotificationMessage>`;

describe('parseCin', () => {
  it("maps GS1's sample to the attribute dictionary", () => {
    const { documents, problems } = parseCin(sample);
    expect(problems).toEqual([]);
    expect(documents).toHaveLength(1);
    const [soup] = documents;
    expect(soup).toMatchObject({ path: 'catalogueItem[1]', children: [], problems: [] });
    expect(soup!.attributes).toEqual({
      Coding1A: '00074562000525',
      Coding1AF: '124',
      Coding1AD: 'BASE_UNIT_OR_EACH',
      Coding1C: '10000028',
      Coding1E: 'true',
      Coding1F: 'true',
      Coding1G: 'true',
      Coding1H: 'false',
      Coding1I: 'false',
      Coding1J: 'false',
      Descriptions1E: "Camp's Frozen Soup Homestyle Minestrone",
      Descriptions1A: "Camp's Frozen",
      Descriptions1B: 'Soup',
      Descriptions1C: 'Soup',
      Descriptions1G: 'en',
      Descriptions1F: 'Homestyle Minestrone',
      Descriptions1H: 'An Italian tradition full of diced carrots, kidney beans, peas and penne pasta',
      Dates1A: '02/10/2013',
      Measure1A: { value: '20', unit: 'CMT' },
      Measure1B: { value: '50', unit: 'CMT' },
      Measure1C: { value: '30', unit: 'CMT' },
      Measure1D: { value: '30', unit: 'GRM' },
      Parties1A: '6612345678944',
      Parties1B: 'Food Service Distributor',
      Parties1E: '6612345678944',
      Parties1F: 'Camp',
      Packaging1A: 'BG',
      Packaging1B: 'false',
      Nutrient1A: 'AS_DRAINED',
      Nutrient1B: { value: '100', unit: 'GRM' },
      Nutrient1C: '6',
      // Each quantity with its unit: 0.3 GRM of fat stays grams.
      Nutrient1D: [
        {
          Nutrient1DA: 'FIB-',
          Nutrient1DB: '4.5',
          Nutrient1DD: 'GRM',
          Nutrient1DC: '20',
          Nutrient1DE: 'APPROXIMATELY',
        },
        {
          Nutrient1DA: 'ENERC',
          Nutrient1DB: '96',
          Nutrient1DD: 'E14',
          Nutrient1DC: '10',
          Nutrient1DE: 'APPROXIMATELY',
        },
        { Nutrient1DA: 'FAT', Nutrient1DB: '0.3', Nutrient1DD: 'GRM', Nutrient1DC: '10', Nutrient1DE: 'APPROXIMATELY' },
      ],
      Diet1A: [{ Diet1AA: 'FREE_FROM_GLUTEN' }],
      // Contacts known by their GLN alone, as GS1 allows.
      Contact1A: [
        { Contact1AA: 'CYC', Contact1AE: '8712345678913' },
        { Contact1AA: 'BVP', Contact1AE: '8712345678913' },
      ],
      Measure1I: { value: '15', unit: 'CMT' },
    });
  });

  it('reads a hierarchy: nested items first, children from childTradeItem, every module wherever it sits', async () => {
    const xml = cin('ADD', caseItem);
    expect(await validateAgainstXsd(xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });
    const { documents, problems } = parseCin(xml);
    expect(problems).toEqual([]);
    expect(documents.map((d) => [d.path, d.attributes.Coding1A, d.children, d.problems])).toEqual([
      ['catalogueItem[2]', EACH, [], []],
      ['catalogueItem[1]', CASE, [{ gtin: EACH, quantity: 12 }], []],
    ]);
    expect(documents[1]!.attributes).toEqual({
      Coding1A: CASE,
      Coding1AF: '840',
      Coding1AD: 'CASE',
      Coding1B: 'NW-CASE-12',
      Coding1C: '10000025',
      Coding1E: 'false',
      Coding1H: 'true',
      Descriptions1E: "Caisse de flocons d'avoine",
      Descriptions1A: 'Northwind',
      Descriptions1G: 'fr',
      Dates1A: '02/01/2026',
      Dates1B: '03/05/2026',
      Measure1A: { value: '10.5', unit: 'INH' },
      Measure1E: { value: '13.2', unit: 'LBR' },
      Parties1A: PROVIDER,
      Parties1B: 'Northwind Foods',
      Parties1C: '0614141000043',
      Parties1D: 'Northwind Brands & Co',
      Delivery1A: '2',
      Hierarchy1A: '12',
      Hierarchy1B: '1',
      Handling1A: { value: '33', unit: 'FAH' },
      Handling1B: { value: '40', unit: 'FAH' },
      Allergen1A: 'Contains milk.',
      // The first allergen block only, as its statement.
      Allergen1B: [
        { Allergen1BA: 'AM', Allergen1BB: 'CONTAINS' },
        { Allergen1BA: 'AW', Allergen1BB: 'MAY_CONTAIN' },
      ],
      Avp1A: [
        { Avp1AA: 'shelfTag', Avp1AB: 'Oats 12x' },
        { Avp1AA: 'aisle', Avp1AB: '7' },
      ],
      Contact1A: [
        {
          Contact1AA: 'CXC',
          Contact1AB: 'Consumer care',
          Contact1AC: '+1 555 0100',
          Contact1AD: 'care@northwind.example',
        },
      ],
    });
  });

  it('takes the children from the nested items when the trade item does not list them', () => {
    const xml = cin(
      'ADD',
      caseItem.replace(/<nextLowerLevelTradeItemInformation>[\s\S]*<\/nextLowerLevelTradeItemInformation>/, ''),
    );
    expect(parseCin(xml).documents[1]!.children).toEqual([{ gtin: EACH, quantity: 12 }]);
  });

  it('keeps values that are not what their type wants as sent, for validation to judge', () => {
    const xml = cin(
      'CHANGE_BY_REFRESH',
      caseItem
        .replace('<isTradeItemADespatchUnit>true<', '<isTradeItemADespatchUnit>UNSPECIFIED<')
        .replace('<quantityOfNextLowerLevelTradeItem>12<', '<quantityOfNextLowerLevelTradeItem>twelve<')
        .replace('2026-03-05T00:00:00', '03/05/2026'),
    );
    const parent = parseCin(xml).documents[1]!;
    expect(parent.problems).toEqual([`Child trade item ${EACH}: quantity 'twelve' is not a positive whole number.`]);
    expect(parent.children).toEqual([]);
    expect(parent.attributes.Coding1H).toBe('UNSPECIFIED');
    expect(parent.attributes.Dates1B).toBe('03/05/2026');
    expect(parent.attributes.Coding1B).toBe('NW-CASE-12');
  });

  it('describes an item without a trade item description by its short description, or brand and function', () => {
    const withoutDescription = sample.replace(
      /<tradeItemDescription languageCode="en">[^<]*<\/tradeItemDescription>/,
      '',
    );
    expect(parseCin(withoutDescription).documents[0]!.attributes).toMatchObject({
      Descriptions1E: 'Soup',
      Descriptions1G: 'en',
    });
    const onlyFunction = withoutDescription.replace(/<descriptionShort languageCode="en">Soup<\/descriptionShort>/, '');
    expect(parseCin(onlyFunction).documents[0]!.attributes.Descriptions1E).toBe("Camp's Frozen Soup");
  });

  it('reads a nutrient given in two units as two rows, each with its unit', () => {
    const xml = sample.replace(
      '<quantityContained measurementUnitCode="E14">96</quantityContained>',
      '<quantityContained measurementUnitCode="E14">96</quantityContained><quantityContained measurementUnitCode="KJO">402</quantityContained>',
    );
    expect(parseCin(xml).documents[0]!.attributes.Nutrient1D).toEqual([
      { Nutrient1DA: 'FIB-', Nutrient1DB: '4.5', Nutrient1DD: 'GRM', Nutrient1DC: '20', Nutrient1DE: 'APPROXIMATELY' },
      { Nutrient1DA: 'ENERC', Nutrient1DB: '96', Nutrient1DD: 'E14', Nutrient1DC: '10', Nutrient1DE: 'APPROXIMATELY' },
      { Nutrient1DA: 'ENERC', Nutrient1DB: '402', Nutrient1DD: 'KJO', Nutrient1DC: '10', Nutrient1DE: 'APPROXIMATELY' },
      { Nutrient1DA: 'FAT', Nutrient1DB: '0.3', Nutrient1DD: 'GRM', Nutrient1DC: '10', Nutrient1DE: 'APPROXIMATELY' },
    ]);
  });

  it('skips a DELETE command and says so', () => {
    const deletion = cin('ADD', eachItem, '').replace(
      '</catalogue_item_notification:catalogueItemNotificationMessage>',
      `<transaction><transactionIdentification>${id('T2')}</transactionIdentification><documentCommand><documentCommandHeader type="DELETE"><documentCommandIdentification>${id('C2')}</documentCommandIdentification></documentCommandHeader></documentCommand></transaction></catalogue_item_notification:catalogueItemNotificationMessage>`,
    );
    const result = parseCin(deletion);
    expect(result.documents).toHaveLength(1);
    expect(result.problems).toEqual([
      'Transaction 2: the DELETE document command is not applied; its items were skipped.',
    ]);
  });

  it('refuses a file that is not a CatalogueItemNotification', () => {
    const rci = fs.readFileSync(new URL('../fixtures/RegistryCatalogueItem.xml', import.meta.url), 'utf8');
    expect(() => parseCin(rci)).toThrow('The XML is not a GS1 XML 3.1 CatalogueItemNotification.');
    expect(() => parseCin('<catalogueItemNotificationMessage/>')).toThrow(
      'The XML is not a GS1 XML 3.1 CatalogueItemNotification.',
    );
    expect(() => parseCin('not xml')).toThrow(/not well-formed|no single root/);
  });
});
