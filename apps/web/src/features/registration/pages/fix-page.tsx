import { useState } from 'react';
import { Alert, Button, Card, Flex, Tooltip, Typography } from 'antd';
import { DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { FAILED_LABEL } from '@tradepool/domain';
import { PageTitle } from '../../../components/page-title';
import { uploadRegisterPath } from '../../catalog';
import { useDownloadFailedItems } from '../api/download-failed-items';
import { RegistrationFilters } from '../components/registration-filters';
import { RegistrationGrid } from '../components/registration-grid';
import { UploadFailuresPanel } from '../components/upload-failures-panel';
import { useRegistrationList } from '../components/use-registration-list';
import { catalogItemEditPath } from '../registration-paths';
import { FIX_FILTERS, FIX_SORT } from '../registration-search';

/**
 * Spec point 2, "Rejected (fix) screen" (/fix): the failed items with their errors, to edit one by one or
 * download as a spreadsheet to correct and upload again; and the uploaded rows that were never stored.
 */
export function FixPage() {
  const navigate = useNavigate();
  const list = useRegistrationList(FIX_FILTERS, FIX_SORT);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const download = useDownloadFailedItems();
  const totalRows = list.gridProps.totalRows;
  const count = selectedIds.length;

  function downloadItems() {
    // Nothing ticked: every failed item of the search, not one page of it.
    const { rowCount: _rowCount, pageNumber: _pageNumber, ...wholeSearch } = list.search;
    download.mutate(count > 0 ? { catalogItemIds: selectedIds } : { search: wholeSearch });
  }

  return (
    <Flex vertical gap={16}>
      <PageTitle
        title={`Fix ${FAILED_LABEL} Items`}
        subtitle="Items that failed validation or registration. Unfold a row for its errors, edit the item, or download and upload again."
        extra={
          <Button icon={<UploadOutlined />} onClick={() => navigate(uploadRegisterPath())}>
            Upload Items
          </Button>
        }
      />
      <Card size="small" title={`${FAILED_LABEL} items`}>
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <RegistrationFilters
              filters={list.filters}
              onChange={(next) => {
                setSelectedIds([]);
                list.filter(next);
              }}
              statusShown={false}
            />
            <Flex align="center" gap={12}>
              <Typography.Text type="secondary">
                {count > 0
                  ? `${count.toLocaleString('en-US')} selected`
                  : `All ${totalRows.toLocaleString('en-US')} when none is selected`}
              </Typography.Text>
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                loading={download.isPending}
                disabled={count === 0 && totalRows === 0}
                onClick={downloadItems}
              >
                Download
              </Button>
            </Flex>
          </Flex>
          {download.error && <Alert type="error" showIcon title={download.error.message} />}
          {list.result.error && <Alert type="error" showIcon title={list.result.error.message} />}
          <RegistrationGrid
            {...list.gridProps}
            statusShown={false}
            dateField="modifiedTime"
            selection={{ selectedIds, onSelect: setSelectedIds }}
            expandErrors
            actions={(row) => (
              <Tooltip title="Edit the item">
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Edit ${row.gtin}`}
                  onClick={() => navigate(catalogItemEditPath(row.catalogItemId))}
                />
              </Tooltip>
            )}
            emptyText={`No ${FAILED_LABEL.toLowerCase()} items in this period.`}
          />
        </Flex>
      </Card>
      <Card size="small" title="Upload rows not stored">
        <UploadFailuresPanel />
      </Card>
    </Flex>
  );
}
