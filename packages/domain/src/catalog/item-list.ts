/**
 * Labels of the catalog grid's columns, by the "Catalog row" field names of spec point 3
 * (`metadata/dms/attributes/itemlist/displayname`).
 */
export const ITEM_LIST_DISPLAY_NAMES = {
  catalogItemId: 'Item Id',
  gtin: 'GTIN',
  productCode: 'Product Code',
  description: 'Description',
  brandName: 'Brand',
  unitDescriptor: 'Unit Descriptor',
  regStatus: 'Registration Status',
  status: 'Status',
  noOfSubscribers: 'Subscribers',
  subscriberNameList: 'Subscriber Names',
  isCicReview: 'CIC Review',
  dmsStatus: 'DMS Status',
  isTree: 'Hierarchy',
  modifiedTime: 'Last Update',
  actionTime: 'Deleted On',
} as const satisfies Record<string, string>;
