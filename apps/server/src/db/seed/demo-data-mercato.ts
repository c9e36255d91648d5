import { DEMO_OUTSIDE_SUBSCRIBER, type DemoCompany, type DemoUser } from './demo-data.js';

/**
 * The second pool of the network demo (`DEMO_DATA_SET=mercato`, docs/GDSN-NETWORK.md): Mercato Retail, the
 * buyer the Tradepool demo's Northwind already publishes to as "another data pool", with its own support
 * company. Every GLN differs from the Tradepool demo's, as the Global Registry wants one pool per GLN.
 */
export const MERCATO_COMPANIES: DemoCompany[] = [
  {
    key: 'support',
    name: 'Mercato Pool Support',
    buName: null,
    rolePub: 0,
    roleSub: 0,
    isGdsn: 1,
    industrySegment: 2,
    glns: ['4000001000012'],
    integrations: {},
    contact: {
      firstName: 'Marta',
      lastName: 'Support',
      email: 'support@mercato-pool.example',
      phone: '2125550190',
      city: 'New York',
      state: 'NY',
      zip: '10001',
    },
  },
  {
    key: 'subscriber',
    name: 'Mercato Retail',
    buName: null,
    rolePub: 0,
    roleSub: 1,
    isGdsn: 1,
    industrySegment: 1,
    glns: [DEMO_OUTSIDE_SUBSCRIBER.gln],
    // Its system asks for items again (RFCIN) and takes CINs as GS1 XML.
    integrations: { integ_inbound_xml: 1, integ_outbound_xml: 1 },
    contact: {
      firstName: 'Marco',
      lastName: 'Mercato',
      email: 'items@mercato.example',
      phone: '3055550177',
      city: 'Miami',
      state: 'FL',
      zip: '33101',
    },
  },
];

export const MERCATO_USERS: DemoUser[] = [
  {
    login: 'site.admin',
    company: 'support',
    role: 'SITE_ADMIN',
    userType: 'GDSN',
    firstName: 'Marta',
    lastName: 'Admin',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'support.admin',
    company: 'support',
    role: 'SUPPORT_ADMIN',
    userType: 'GDSN',
    firstName: 'Mila',
    lastName: 'Support',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'mercato.admin',
    company: 'subscriber',
    role: 'SUB_ADMIN',
    userType: 'GDSN',
    firstName: 'Marco',
    lastName: 'Mercato',
    policyAccepted: 1,
    isFirstTime: 0,
  },
  {
    login: 'mercato.user',
    company: 'subscriber',
    role: 'SUB_USER',
    userType: 'GDSN',
    firstName: 'Maria',
    lastName: 'Buyer',
    policyAccepted: 1,
    isFirstTime: 0,
  },
];
