import { useMemo } from 'react';
import { Alert, Descriptions, Empty, Flex, Spin, Typography } from 'antd';
import { useGs1Message } from '../api/get-gs1-message';
import { formatPublicationDate } from '../publication-format';
import { prettyXml } from '../xml-format';
import type { CicItemRef } from './cic-history';

/** How a GS1 message reads on screen: monospaced, scrolling both ways inside its box. */
export const XML_STYLE = {
  margin: 0,
  padding: 12,
  maxHeight: 'calc(100vh - 320px)',
  minHeight: 200,
  overflow: 'auto',
  background: '#fafafa',
  border: '1px solid #f0f0f0',
  borderRadius: 6,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  lineHeight: 1.5,
  whiteSpace: 'pre',
} as const;

/** The latest GS1 message sent to the subscriber for the item (the CIN), laid out to read, with a copy button. */
export function Gs1MessageView({ item }: { item: CicItemRef }) {
  const message = useGs1Message(item);
  const xml = useMemo(() => (message.data ? prettyXml(message.data.xml) : ''), [message.data]);
  if (message.isPending) return <Spin description="Loading the GS1 message…" />;
  if (message.error) return <Alert type="error" showIcon title={message.error.message} />;
  if (!message.data.xml)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No GS1 message was sent yet." />;
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'type', label: 'Message', children: message.data.messageType },
          { key: 'status', label: 'Status', children: message.data.status },
          { key: 'instance', label: 'Instance', children: message.data.instanceId },
          { key: 'created', label: 'Created', children: formatPublicationDate(message.data.createdTime) },
        ]}
      />
      <Flex justify="flex-end">
        <Typography.Text copyable={{ text: message.data.xml, tooltips: ['Copy the XML', 'Copied'] }}>
          Copy XML
        </Typography.Text>
      </Flex>
      <pre style={XML_STYLE} aria-label="GS1 message XML" tabIndex={0}>
        {xml}
      </pre>
    </Flex>
  );
}
