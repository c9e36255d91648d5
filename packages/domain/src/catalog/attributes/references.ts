import type { AttributeDefinition } from '../attribute-types.js';

/** Files, OMS, additional attributes, contacts, certifications, price, sales and regulation. */
export const REFERENCE_ATTRIBUTES: readonly AttributeDefinition[] = [
  // E-files: images and documents by reference.
  {
    code: 'EFile1A',
    section: 'ArrEFiles',
    label: 'Files',
    gdsn: 'referencedFileHeader',
    type: 'group',
    maxRows: 20,
    fields: [
      {
        code: 'EFile1AA',
        label: 'File Type',
        gdsn: 'referencedFileTypeCode',
        type: 'code',
        codeList: 'FILE_TYPE',
        maxLength: 80,
        required: true,
      },
      {
        code: 'EFile1AB',
        label: 'File Address',
        gdsn: 'uniformResourceIdentifier',
        type: 'url',
        maxLength: 2000,
        required: true,
      },
      { code: 'EFile1AC', label: 'File Name', gdsn: 'fileName', type: 'text', maxLength: 200 },
    ],
  },

  // OMS: what order management needs.
  { code: 'Oms1A', section: 'ArrOms', label: 'OMS Item Code', gdsn: 'omsItemCode', type: 'text', maxLength: 35 },
  {
    code: 'Oms1B',
    section: 'ArrOms',
    label: 'OMS Unit of Measure',
    gdsn: 'omsUnitOfMeasure',
    type: 'text',
    maxLength: 10,
  },
  { code: 'Oms1C', section: 'ArrOms', label: 'Pack Size', gdsn: 'omsPackSize', type: 'text', maxLength: 35 },

  // Additional attribute/value pairs.
  {
    code: 'Avp1A',
    section: 'ArrAvp',
    label: 'Additional Attributes',
    gdsn: 'avpList',
    type: 'group',
    maxRows: 50,
    fields: [
      { code: 'Avp1AA', label: 'Attribute Name', gdsn: 'attributeName', type: 'text', maxLength: 80, required: true },
      { code: 'Avp1AB', label: 'Value', gdsn: 'value', type: 'text', maxLength: 500, required: true },
    ],
  },

  // Contact.
  {
    code: 'Contact1A',
    section: 'ArrContact',
    label: 'Contacts',
    gdsn: 'tradeItemContactInformation',
    type: 'group',
    maxRows: 10,
    fields: [
      {
        code: 'Contact1AA',
        label: 'Contact Type',
        gdsn: 'contactTypeCode',
        type: 'text',
        maxLength: 35,
        required: true,
      },
      // GS1 makes the name optional: a contact may be known by its GLN, phone or e-mail alone.
      { code: 'Contact1AB', label: 'Contact Name', gdsn: 'contactName', type: 'text', maxLength: 200 },
      { code: 'Contact1AC', label: 'Phone', gdsn: 'telephone', type: 'text', maxLength: 40 },
      { code: 'Contact1AD', label: 'E-mail', gdsn: 'email', type: 'text', maxLength: 200 },
      { code: 'Contact1AE', label: 'Contact GLN', gdsn: 'gln', type: 'gln', maxLength: 13 },
    ],
  },

  // Certification.
  {
    code: 'Certification1A',
    section: 'ArrCertification',
    label: 'Certifications',
    gdsn: 'certificationInformation',
    type: 'group',
    maxRows: 20,
    fields: [
      {
        code: 'Certification1AA',
        label: 'Certification Agency',
        gdsn: 'certificationAgency',
        type: 'text',
        maxLength: 200,
        required: true,
      },
      {
        code: 'Certification1AB',
        label: 'Certification Standard',
        gdsn: 'certificationStandard',
        type: 'text',
        maxLength: 200,
        required: true,
      },
      {
        code: 'Certification1AC',
        label: 'Certification Value',
        gdsn: 'certificationValue',
        type: 'text',
        maxLength: 80,
      },
      { code: 'Certification1AD', label: 'Effective Until', gdsn: 'certificationEffectiveEndDateTime', type: 'date' },
    ],
  },

  // Price.
  {
    code: 'Price1A',
    section: 'ArrPrice',
    label: 'Suggested Retail Price',
    gdsn: 'suggestedRetailPrice',
    type: 'amount',
    codeList: 'CURRENCY',
    defaultUnit: 'USD',
  },
  {
    code: 'Price1B',
    section: 'ArrPrice',
    label: 'List Price',
    gdsn: 'tradeItemPrice',
    type: 'amount',
    codeList: 'CURRENCY',
    defaultUnit: 'USD',
  },

  // Sales information.
  { code: 'Sales1A', section: 'ArrSalesInfo', label: 'Seasonal Item', gdsn: 'isTradeItemSeasonal', type: 'boolean' },
  {
    code: 'Sales1B',
    section: 'ArrSalesInfo',
    label: 'Marketing Message',
    gdsn: 'tradeItemMarketingMessage',
    type: 'longText',
    maxLength: 1000,
  },
  {
    code: 'Sales1C',
    section: 'ArrSalesInfo',
    label: 'Preparation Instructions',
    gdsn: 'preparationInstructions',
    type: 'longText',
    maxLength: 1000,
  },

  // Regulation.
  {
    code: 'Regulation1A',
    section: 'ArrRegulation',
    label: 'Regulation Type',
    gdsn: 'regulationTypeCode',
    type: 'text',
    maxLength: 80,
  },
  {
    code: 'Regulation1B',
    section: 'ArrRegulation',
    label: 'Regulation Compliant',
    gdsn: 'isTradeItemRegulationCompliant',
    type: 'boolean',
  },
  {
    code: 'Regulation1C',
    section: 'ArrRegulation',
    label: 'Permit Identification',
    gdsn: 'permitIdentification',
    type: 'text',
    maxLength: 80,
  },
];
