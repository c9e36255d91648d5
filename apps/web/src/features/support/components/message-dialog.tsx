import { useMemo } from 'react';
import { Alert, App, Button, Descriptions, Empty, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ItemMessageSearch, SupportMessage } from '@tradepool/domain';
import { saveFile } from '../../../lib/save-file';
import { XML_STYLE, prettyXml } from '../../publication';
import { useDownloadItemMessages } from '../api/download-item-messages';
import { useItemMessage } from '../api/get-item-message';
import { useMessageDetails } from '../api/get-message-details';

/** Which message the popup shows: one by instance and sender, or the latest an item message search finds. */
export type MessageSource =
  | { kind: 'instance'; instanceId: string; senderGln: string; title: string }
  | { kind: 'item'; search: ItemMessageSearch; title: string };

const XML_BOX = { ...XML_STYLE, maxHeight: 'calc(100vh - 380px)' };

/** The SBDH's own account of the message, then the row's state, then the XML indented to read. */
function MessageBody({ message }: { message: SupportMessage }) {
  const xml = useMemo(() => prettyXml(message.xml), [message.xml]);
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { key: 'type', label: 'Type', children: `${message.messageType} (${message.documentType})` },
          {
            key: 'status',
            label: 'Status',
            children: (
              <Tag color={message.status === 'failed' ? 'red' : message.status === 'queued' ? 'gold' : 'green'}>
                {message.status}
              </Tag>
            ),
          },
          { key: 'sender', label: 'Sender', children: message.senderGln },
          { key: 'receiver', label: 'Receiver', children: message.receiverGln },
          { key: 'instance', label: 'Instance', children: message.instanceId },
          { key: 'created', label: 'Created (UTC)', children: message.creationDateTime },
          ...(message.error ? [{ key: 'error', label: 'Error', span: 2, children: message.error }] : []),
        ]}
      />
      <Typography.Text copyable={{ text: message.xml, tooltips: ['Copy the XML', 'Copied'] }}>Copy XML</Typography.Text>
      <pre style={XML_BOX} aria-label="GS1 message XML" tabIndex={0}>
        {xml}
      </pre>
    </Flex>
  );
}

/** Spec point 2, "Support workflow": the upload message, the CIC or any message, as GS1 XML with its SBDH. */
export function MessageDialog({ source, onClose }: { source: MessageSource; onClose: () => void }) {
  const { message: toast } = App.useApp();
  const byInstance = useMessageDetails(source.kind === 'instance' ? source : null);
  const byItem = useItemMessage(source.kind === 'item' ? source.search : null);
  const download = useDownloadItemMessages();
  const query = source.kind === 'instance' ? byInstance : byItem;
  const message = (source.kind === 'instance' ? byInstance.data : byItem.data?.message) ?? null;

  const save = () => {
    if (source.kind === 'item') {
      download.mutate(source.search, { onError: (error) => void toast.error(error.message) });
    } else if (message) {
      saveFile(
        new Blob([message.xml], { type: 'application/xml' }),
        `${message.messageType}_${message.instanceId}.xml`,
      );
    }
  };

  return (
    <Modal
      open
      width={950}
      title={source.title}
      onCancel={onClose}
      footer={
        <Flex justify="space-between">
          <Button icon={<DownloadOutlined />} onClick={save} loading={download.isPending} disabled={!message}>
            {source.kind === 'item' ? 'Download all found' : 'Download XML'}
          </Button>
          <Button type="primary" onClick={onClose}>
            Close
          </Button>
        </Flex>
      }
    >
      {query.isPending ? (
        <Spin description="Loading the message…" />
      ) : query.error ? (
        <Alert type="error" showIcon title={query.error.message} />
      ) : message ? (
        <MessageBody message={message} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={byItem.data?.emptyText} />
      )}
    </Modal>
  );
}
