import type { RoleName, UserType } from '@tradepool/domain';

/** The demo password of every demo account (meets the policy: 15+ characters, upper, lower, digit). */
export const DEMO_PASSWORD = 'Tradepool-Demo-2026';

export interface DemoCompany {
  key: string;
  name: string;
  buName: string | null;
  rolePub: 0 | 1;
  roleSub: 0 | 1;
  isGdsn: 0 | 1;
  industrySegment: number;
  glns: string[];
  integrations: Partial<
    Record<
      'integ_inbound_spread_sheet' | 'integ_inbound_xml' | 'integ_outbound_xml' | 'integ_partner_oms' | 'is_oms_only',
      1
    >
  >;
  contact: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    city: string;
    state: string;
    zip: string;
  };
}

export interface DemoUser {
  login: string;
  company: string;
  extraCompanies?: string[];
  role: RoleName;
  userType: UserType;
  firstName: string;
  lastName: string;
  policyAccepted: 0 | 1 | null;
  isFirstTime: 0 | 1;
}

/** The support company comes first so it is company 1 on a fresh database. */
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'support',
    name: 'Tradepool Support',
    buName: null,
    rolePub: 0,
    roleSub: 0,
    isGdsn: 1,
    industrySegment: 2,
    glns: ['0614141000012'],
    integrations: {},
    contact: {
      firstName: 'Sam',
      lastName: 'Support',
      email: 'support@tradepool.example',
      phone: '2125550100',
      city: 'New York',
      state: 'NY',
      zip: '10001',
    },
  },
  {
    key: 'publisher',
    name: 'Northwind Foods',
    buName: null,
    rolePub: 1,
    roleSub: 0,
    isGdsn: 1,
    industrySegment: 6,
    glns: ['0761305000019', '0761305000026'],
    integrations: { integ_inbound_spread_sheet: 1, integ_inbound_xml: 1 },
    contact: {
      firstName: 'Nora',
      lastName: 'Wind',
      email: 'data@northwind.example',
      phone: '3125550111',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
    },
  },
  {
    key: 'subscriber',
    name: 'Harbor Foodservice',
    buName: 'East Region',
    rolePub: 0,
    roleSub: 1,
    isGdsn: 1,
    industrySegment: 2,
    glns: ['0843912000016'],
    // Its system sends CICs and subscriptions as GS1 XML (inbound) and takes CINs (outbound).
    integrations: { integ_inbound_xml: 1, integ_outbound_xml: 1, integ_partner_oms: 1 },
    contact: {
      firstName: 'Hank',
      lastName: 'Harbor',
      email: 'items@harbor.example',
      phone: '6175550122',
      city: 'Boston',
      state: 'MA',
      zip: '02110',
    },
  },
  {
    key: 'subscriber-west',
    name: 'Harbor Foodservice',
    buName: 'West Region',
    rolePub: 0,
    roleSub: 1,
    isGdsn: 1,
    industrySegment: 2,
    glns: ['0843912000023'],
    integrations: { integ_outbound_xml: 1 },
    contact: {
      firstName: 'Hank',
      lastName: 'Harbor',
      email: 'west@harbor.example',
      phone: '4155550133',
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
    },
  },
  {
    key: 'pubsub',
    name: 'Greenfield Provisions',
    buName: null,
    rolePub: 1,
    roleSub: 1,
    isGdsn: 1,
    industrySegment: 5,
    glns: ['0893076000018', '0893076000025', '0893076000032'],
    integrations: { integ_inbound_spread_sheet: 1, integ_outbound_xml: 1, integ_partner_oms: 1 },
    contact: {
      firstName: 'Gwen',
      lastName: 'Field',
      email: 'master.data@greenfield.example',
      phone: '5125550144',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
    },
  },
];

/**
 * A subscriber served by another data pool (the network demo's second pool, `demo-data-mercato.ts`): Northwind's
 * CINs to it wait in its outbox until a partner profile names the pool that serves it.
 */
export const DEMO_OUTSIDE_SUBSCRIBER = { gln: '4000001000005', name: 'Mercato Retail (another data pool)' };

/** Northwind Foods' GLN: with the demo data, the company whose users get the publisher items report. */
export const DEMO_PUBLISHER_ITEMS_REPORT_GLN = DEMO_COMPANIES.find((c) => c.key === 'publisher')!.glns[0]!;

export const DEMO_USERS: DemoUser[] = [
  {
    login: 'site.admin',
    company: 'support',
    role: 'SITE_ADMIN',
    userType: 'GDSN',
    firstName: 'Sofia',
    lastName: 'Admin',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'site.user',
    company: 'support',
    role: 'SITE_USER',
    userType: 'GDSN',
    firstName: 'Simon',
    lastName: 'Siteuser',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'support.admin',
    company: 'support',
    role: 'SUPPORT_ADMIN',
    userType: 'GDSN',
    firstName: 'Sandra',
    lastName: 'Support',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'pub.admin',
    company: 'publisher',
    role: 'PUB_ADMIN',
    userType: 'GDSN',
    firstName: 'Paul',
    lastName: 'Publisher',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'pub.user',
    company: 'publisher',
    role: 'PUB_USER',
    userType: 'GDSN',
    firstName: 'Petra',
    lastName: 'Pubuser',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'pub.nongdsn',
    company: 'publisher',
    role: 'PUB_USER',
    userType: 'NON_GDSN',
    firstName: 'Nils',
    lastName: 'Nongdsn',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'sub.admin',
    company: 'subscriber',
    extraCompanies: ['subscriber-west'],
    role: 'SUB_ADMIN',
    userType: 'BOTH_GDSN_OMS',
    firstName: 'Susan',
    lastName: 'Subscriber',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'sub.user',
    company: 'subscriber',
    role: 'SUB_USER',
    userType: 'GDSN',
    firstName: 'Steve',
    lastName: 'Subuser',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'sub.readonly',
    company: 'subscriber',
    role: 'SUB_READ_ONLY_USER',
    userType: 'GDSN',
    firstName: 'Rita',
    lastName: 'Readonly',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'sub.oms',
    company: 'subscriber',
    role: 'SUB_USER',
    userType: 'NON_GDSN_OMS',
    firstName: 'Oscar',
    lastName: 'Oms',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'pubsub.admin',
    company: 'pubsub',
    role: 'PUB_SUB_ADMIN',
    userType: 'BOTH_GDSN_OMS',
    firstName: 'Greta',
    lastName: 'Greenfield',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'pubsub.user',
    company: 'pubsub',
    role: 'PUB_SUB_USER',
    userType: 'GDSN',
    firstName: 'Gil',
    lastName: 'Pubsubuser',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'pubsub.omsonly',
    company: 'pubsub',
    role: 'PUB_SUB_USER',
    userType: 'OMS_ONLY',
    firstName: 'Olga',
    lastName: 'Omsonly',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'new.publisher',
    company: 'publisher',
    role: 'PUB_USER',
    userType: 'GDSN',
    firstName: 'Nina',
    lastName: 'Newcomer',
    policyAccepted: null,
    isFirstTime: 1,
  },
];

/** The subscriber's setup profile, so the Output Profile and DQ Match Criteria tabs have something to show. */
export const DEMO_SUBSCRIBER_PROFILE = {
  outputProfile: {
    formats: ['GS1_XML', 'SPREADSHEET'],
    frequency: 'DAILY',
    includeHierarchy: 1,
    includeNutrients: 1,
    includeImages: 1,
    notes: 'Nutrition and allergen data required for every food item.',
  },
  matchCriteria: {
    keys: ['GTIN', 'PRODUCT_CODE', 'MPC', 'DESCRIPTION', 'BRAND', 'NET_CONTENT'],
    minimumScore: 80,
    candidates: 5,
    autoReview: 0,
    notes: null,
  },
} as const;

export interface DemoManufacturer {
  name: string;
  infoProviderGln: string | null;
  contactName: string | null;
  email: string | null;
  contactNumber: string | null;
  comments: string | null;
  confirmed: 0 | 1;
}

/** Manufacturers the food-service subscriber (East Region) keeps on file; Northwind's GLN links it to its company. */
export const DEMO_MANUFACTURERS: DemoManufacturer[] = [
  {
    name: 'Northwind Foods',
    infoProviderGln: '0761305000019',
    contactName: 'Nora North',
    email: 'nora@northwind.example',
    contactNumber: '3125550142',
    comments: 'Publishes through Tradepool.',
    confirmed: 1,
  },
  {
    name: 'Greenfield Provisions',
    infoProviderGln: '0893076000018',
    contactName: 'Gus Green',
    email: 'gus@greenfield.example',
    contactNumber: '5035550110',
    comments: null,
    confirmed: 1,
  },
  {
    name: 'Blue Ridge Dairy',
    infoProviderGln: null,
    contactName: 'Dana Ridge',
    email: 'dana@blueridgedairy.example',
    contactNumber: '5405550163',
    comments: 'Awaiting GLN from the supplier.',
    confirmed: 0,
  },
  {
    name: 'Coastal Catch Seafood',
    infoProviderGln: null,
    contactName: null,
    email: null,
    contactNumber: null,
    comments: 'Contact details requested.',
    confirmed: 0,
  },
  {
    name: 'Prairie Grain Mills',
    infoProviderGln: null,
    contactName: 'Paul Prairie',
    email: 'paul@prairiegrain.example',
    contactNumber: '7855550199',
    comments: null,
    confirmed: 0,
  },
];
