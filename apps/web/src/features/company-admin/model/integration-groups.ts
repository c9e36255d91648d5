import type { IntegrationFlag } from '@tradepool/domain';

/** The Integrations/Applications step shows the twelve flags in three groups. */
export const INTEGRATION_GROUPS: readonly { title: string; flags: readonly IntegrationFlag[] }[] = [
  {
    title: 'Inbound',
    flags: [
      'integInboundFlatFile',
      'integInboundSpreadSheet',
      'integInboundPubLimited',
      'integInboundPub',
      'integInboundXML',
    ],
  },
  {
    title: 'Outbound',
    flags: ['integOutboundXML', 'integOutboundWS', 'integOutboundFlatFile', 'integOutboundSpreadSheet'],
  },
  { title: 'Partner', flags: ['integPartnerBP', 'integPartnerOms', 'isOmsOnly'] },
];
