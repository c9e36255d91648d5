import { Alert, Button, Flex, Typography } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  HistoryOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { parseCatalogParams, uploadRegisterPath } from '../catalog-params';
import type { CatalogTab } from '../catalog-search';

export type CatalogMode = 'browse' | 'delete' | 'download';

export interface CatalogDisplayBarProps {
  tab: CatalogTab;
  mode: CatalogMode;
  canManage: boolean;
  totalRows: number;
  selectedCount: number;
  /** Download mode with every row of the search selected (not only the ticked ones). */
  allSelected: boolean;
  onCreate: () => void;
  onDeleteRecords: () => void;
  onDownload: () => void;
  onTemplate: () => void;
  onScheduledReports: () => void;
  onCancelMode: () => void;
}

const plural = (count: number, one: string) => `${count.toLocaleString('en-US')} ${one}${count === 1 ? '' : 's'}`;

/**
 * Spec point 2, the display bar: 'Create Item', 'Delete Records', 'Upload Items' and 'Download' on the Active
 * tab, and the GTIN template everywhere. Delete and download modes replace it with what the mode selects and
 * how to finish.
 */
export function CatalogDisplayBar(props: CatalogDisplayBarProps) {
  const { tab, mode, canManage, totalRows, selectedCount, allSelected } = props;
  const navigate = useNavigate();
  // The upload screen returns to the search the catalog was opened with.
  const uploadPath = uploadRegisterPath(parseCatalogParams(useParams()));
  // Also in download mode: a report just scheduled is followed there.
  const reportsButton = (
    <Button icon={<HistoryOutlined />} onClick={props.onScheduledReports}>
      Scheduled reports
    </Button>
  );
  if (mode === 'delete') {
    return (
      <Alert
        type="warning"
        showIcon
        title={`Delete mode: tick the records to delete. ${plural(selectedCount, 'record')} selected.`}
        action={
          <Flex gap={8}>
            <Button danger type="primary" disabled={selectedCount === 0} onClick={props.onDeleteRecords}>
              Delete {plural(selectedCount, 'record')}
            </Button>
            <Button onClick={props.onCancelMode}>Cancel</Button>
          </Flex>
        }
      />
    );
  }
  if (mode === 'download') {
    const count = allSelected ? totalRows : selectedCount;
    return (
      <Alert
        type="info"
        showIcon
        title={
          allSelected
            ? `Download mode: all ${plural(totalRows, 'item')} are selected; untick the ones to leave out.`
            : `Download mode: ${plural(selectedCount, 'item')} selected.`
        }
        action={
          <Flex gap={8}>
            <Button type="primary" icon={<DownloadOutlined />} disabled={count === 0} onClick={props.onDownload}>
              Download
            </Button>
            {reportsButton}
            <Button onClick={props.onCancelMode}>Cancel</Button>
          </Flex>
        }
      />
    );
  }
  const active = tab === 'active';
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Typography.Text type="secondary">
        {plural(totalRows, tab === 'active' ? 'item' : 'deleted item')}
        {selectedCount > 0 && ` · ${selectedCount.toLocaleString('en-US')} selected`}
      </Typography.Text>
      <Flex gap={8} wrap>
        {active && canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>
            Create Item
          </Button>
        )}
        {active && canManage && (
          <Button icon={<DeleteOutlined />} onClick={props.onDeleteRecords}>
            Delete Records
          </Button>
        )}
        {active && canManage && (
          <Button icon={<UploadOutlined />} onClick={() => navigate(uploadPath)}>
            Upload Items
          </Button>
        )}
        {active && (
          <Button icon={<DownloadOutlined />} onClick={props.onDownload}>
            Download
          </Button>
        )}
        <Button icon={<FileExcelOutlined />} onClick={props.onTemplate}>
          GTIN Template
        </Button>
        {reportsButton}
      </Flex>
    </Flex>
  );
}
