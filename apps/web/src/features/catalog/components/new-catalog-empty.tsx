import { Button, Empty, Flex } from 'antd';
import { FileExcelOutlined, UploadOutlined } from '@ant-design/icons';

export interface NewCatalogEmptyProps {
  /** Who may upload: the others are only pointed to the template. */
  canManage: boolean;
  onTemplate: () => void;
  onUpload: () => void;
}

/** Issue 35: an empty catalog (a new publisher's) leads to its first items: the GTIN template, then the upload. */
export function NewCatalogEmpty({ canManage, onTemplate, onUpload }: NewCatalogEmptyProps) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        canManage
          ? 'Your catalog has no items yet. Download the GTIN template, fill in your items, then upload it.'
          : 'Your catalog has no items yet.'
      }
    >
      <Flex gap={8} justify="center" wrap>
        <Button icon={<FileExcelOutlined />} onClick={onTemplate}>
          Download the GTIN template
        </Button>
        {canManage && (
          <Button type="primary" icon={<UploadOutlined />} onClick={onUpload}>
            Upload items
          </Button>
        )}
      </Flex>
    </Empty>
  );
}
