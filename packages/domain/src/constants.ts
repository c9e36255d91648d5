/** Business constants and limits of spec point 9. */
export const API_BASE = '/mds/app/';

export const SESSION_TIMEOUT_DEFAULT_MINUTES = 120;
export const SESSION_TIMEOUT_DEFAULT_TEXT = '2 hours';

export const ALERT_SECONDS = { success: 3, failure: 8 } as const;
export const ALERT_HIDE_MS = 3000;
export const SESSION_DIALOG_HIDE_MS = 3000;
export const FORGOT_PASSWORD_ALERT_HIDE_MS = 3000;
export const SUBSCRIBE_RESULT_HIDE_MS = 3500;
/** Spec point 4: the subscription list reloads about 4 s after a create and 2 s after a cancellation. */
export const SUBSCRIPTION_RELOAD_AFTER_CREATE_MS = 4000;
export const SUBSCRIPTION_RELOAD_AFTER_CANCEL_MS = 2000;
export const CIC_MODAL_HIDE_MS = 5000;
export const PAGE_RELOAD_AFTER_SAVE_MS = 1000;
export const GRID_DATA_DELAY_MS = 500;

export const DEFAULT_LANGUAGE = 'en_US';
export const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy';
export const DEFAULT_COUNTRY = { code: '840', alpha3: 'USA', name: 'United States of America' } as const;
export const DEFAULT_TARGET_MARKET = '840';
export const TARGET_MARKETS_FIRST = ['840', '124'] as const;

export const PAGE_SIZE_OPTIONS = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZE_OPTIONS[0];
export const DATE_FILTER_DAYS = [0, 15, 30, 60, 90] as const;
export const DEFAULT_LAST_DAYS = 90;

export const PASSWORD_MIN_LENGTH = 15;
export const GLN_LENGTH = 13;
export const GTIN_LENGTH = 14;
export const TYPEAHEAD_MIN_CHARS = 3;
export const TYPEAHEAD_MAX_SUGGESTIONS = 20;
export const DASHBOARD_SEARCH_MIN_CHARS = 2;
export const MAX_GLNS_PER_COMPANY = 10;
export const SUPPORT_DATE_RANGE_MAX_DAYS = 365;
export const REQUIRED_ATTRIBUTE_COUNT = 32;
export const CREATE_KEY_COUNT = 4;
export const EXPANDED_HIERARCHY_LIMIT = 50;
export const ATTRIBUTE_TEXT_MAX = 45;
export const UPLOAD_VALIDATION_HOURS = 48;
export const DEFAULT_SUBSCRIBER_NAME = 'Name Unknown';

/** The /play demo service's bounds (ours, not the spec's): a small store, not a free disk for anyone signed in. */
export const PLAY_NAME_MAX_LENGTH = 64;
export const PLAY_VALUE_MAX_BYTES = 16 * 1024;
export const PLAY_VALUE_MAX_DEPTH = 32;
export const PLAY_ENTRIES_PER_COMPANY = 100;

export const COMPANY_STATUS = { INACTIVE: 0, ACTIVE: 1, INACTIVE_ALT: 2, IN_PROCESS: 3 } as const;
export const USER_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;

export const INDUSTRY_SEGMENTS = [
  { id: 1, name: 'Supplier' },
  { id: 2, name: 'Distributor' },
  { id: 3, name: 'Operator' },
  { id: 4, name: 'Produce Supplier/Grower' },
  { id: 5, name: 'Re-Distributor' },
  { id: 6, name: 'Manufacturer' },
] as const;

/** Download file suffixes; the prefix is a month-day-year stamp. */
export const DOWNLOAD_FILE_SUFFIX = {
  catalog: '_catalog.xlsm',
  itemStatus: '_item_status.xlsx',
  catalogReview: '_catalog_review.xlsm',
  reviewCics: '_review-CICs.xlsx',
  catalogSubscriber: '_catalog_subscriber.xlsm',
  catalogFailed: '_catalog_failed.xlsm',
  failureMessages: '_failure_messages.xlsx',
  subscribedItems: '_subscribed_Item.xlsx',
  publisherItems: '_publisher_items.xlsx',
} as const;

export function downloadStamp(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}-${dd}-${date.getFullYear()}`;
}

export const CIC_CODES = [
  { code: 'CIC100', description: 'Attribute Analysis Requested' },
  { code: 'CIC101', description: 'Wrong CIN Publication Type' },
  { code: 'CIC102', description: 'Unable to Synchronise' },
  { code: 'CIC103', description: 'Missing GTIN in Item Hierarchy' },
  { code: 'CIC104', description: 'Required Attribute Information for Data Recipient Missing' },
  { code: 'CIC019', description: 'Missing chemical ingredients information' },
  { code: 'CIC020', description: 'Incorrect or outdated chemical ingredients information' },
  { code: 'CIC200', description: 'Incorrect Context' },
  { code: 'CIC999', description: '' },
] as const;

export const CORRECTIVE_ACTION_CODES = [
  'ACTION_NEEDED',
  'CHANGE_BY_REFRESH_MESSAGE',
  'CONTACT_TRADING_PARTNER',
  'CORRECTION_MESSAGE',
  'INITIAL_ITEM_LOAD_MESSAGE',
  'NEW_ITEM_MESSAGE',
  'NONE',
  'WARNING',
] as const;

/** Tradepool's own GLN as a GDSN data pool (the sender of its GS1 messages; "source data pool"). */
export const DATA_POOL_GLN = '0860000000017';
/** The GLN the built-in GS1 Global Registry answers from. */
export const GLOBAL_REGISTRY_GLN = '0860000000093';
