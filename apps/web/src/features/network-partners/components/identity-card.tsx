import { Alert, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { saveFile } from '../../../lib/save-file';
import { useNetworkIdentity } from '../api/network-api';

/** This pool's own AS2 identity: what the site admin hands a partner pool to set up its side. */
export function IdentityCard() {
  const identity = useNetworkIdentity();
  const data = identity.data;
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          <SafetyCertificateOutlined /> This pool
        </Flex>
      }
      extra={
        data && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              saveFile(
                new Blob([data.certificatePem], { type: 'application/x-pem-file' }),
                `${data.as2Id.replace(/[^A-Za-z0-9._-]/g, '_')}.pem`,
              )
            }
          >
            Download certificate
          </Button>
        )
      }
    >
      {identity.error && <Alert type="error" showIcon title={identity.error.message} />}
      {!data && !identity.error && <Skeleton active paragraph={{ rows: 3 }} />}
      {data && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'as2Id', label: 'AS2 id', children: <Typography.Text copyable>{data.as2Id}</Typography.Text> },
            { key: 'gln', label: 'Pool GLN', children: <Typography.Text copyable>{data.gln}</Typography.Text> },
            {
              key: 'url',
              label: 'AS2 endpoint',
              span: 2,
              children: <Typography.Text copyable>{data.endpointUrl}</Typography.Text>,
            },
            {
              key: 'fingerprint',
              label: 'Certificate SHA-256',
              span: 2,
              children: (
                <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                  {data.fingerprint}
                </Typography.Text>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
