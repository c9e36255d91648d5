import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { ArrowLeftOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useDownloadGtinTemplate } from '../../catalog';
import { ItemUploadPanel } from '../components/item-upload-panel';
import { RecentUploads } from '../components/recent-uploads';
import { UploadSuccessModal } from '../components/upload-success-modal';
import { catalogReturnPath } from '../registration-paths';

/**
 * Spec point 2, `/catalog/:catalogItemId/:keyword/:gtin/uploadregister`: upload one item file, then back to
 * the catalog search it came from; below, how the recent uploads are getting on.
 */
export function UploadRegisterPage() {
  const navigate = useNavigate();
  const returnPath = catalogReturnPath(useParams());
  const template = useDownloadGtinTemplate();
  const [uploaded, setUploaded] = useState<number | null>(null);

  return (
    <Flex vertical gap={16}>
      <PageTitle
        title="Upload Items"
        subtitle="Load trade items from the GTIN template or a GS1 XML file; they are validated once stored."
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(returnPath)}>
            Back to catalog
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card size="small" title="Upload a file" style={{ height: '100%' }}>
            <ItemUploadPanel onUploaded={setUploaded} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title="The GTIN template" style={{ height: '100%' }}>
            <Flex vertical gap={12} align="flex-start">
              <Typography.Paragraph style={{ margin: 0 }}>
                Fill in one item per row of the template; row 2 holds the attribute codes the upload reads. A GS1 XML
                3.1 CatalogueItemNotification can be uploaded instead.
              </Typography.Paragraph>
              <Button icon={<FileExcelOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
                Download the GTIN template
              </Button>
              {template.error && <Alert type="error" showIcon title={template.error.message} />}
            </Flex>
          </Card>
        </Col>
      </Row>
      <Card size="small" title="Recent uploads">
        <RecentUploads />
      </Card>
      <UploadSuccessModal itemCount={uploaded} onOk={() => navigate(returnPath)} />
    </Flex>
  );
}
