import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Row } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { PUBLISHER_ITEMS_REPORT_PAGE_SIZE } from '@tradepool/domain';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { useDownloadScheduledReport } from '../../catalog';
import { usePublisherItemsReports } from '../api/get-publisher-items-reports';
import { InfoBox } from '../components/info-box';
import { ScheduledReportsTable } from '../components/scheduled-reports-table';
import { ConfirmationBox } from '../components/confirmation-box';
import { serverPage } from '../report-list';

/**
 * Spec point 2, `/publisheritemsreport`: the configured company's report of every item with its publication and
 * CIC state. The route is offered only to that company's publishers; the server refuses everyone else.
 */
export function PublisherItemsReportPage() {
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const reports = usePublisherItemsReports(serverPage(page, PUBLISHER_ITEMS_REPORT_PAGE_SIZE));
  const download = useDownloadScheduledReport();

  return (
    <>
      <PageTitle
        title="Publisher items report"
        subtitle="Every item of your catalog with its publication and CIC state per subscriber, as a workbook."
      />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} xl={10}>
          <ConfirmationBox companyName={user.companyName} />
        </Col>
        <Col xs={24} xl={14}>
          <InfoBox />
        </Col>
      </Row>
      <Card
        size="small"
        title="Scheduled reports"
        extra={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void reports.refetch()}>
            Refresh
          </Button>
        }
      >
        <Flex vertical gap={12}>
          {reports.error && <Alert type="error" showIcon title={reports.error.message} />}
          {download.error && <Alert type="error" showIcon title={download.error.message} />}
          <ScheduledReportsTable
            reports={reports.data?.results ?? []}
            totalRows={reports.data?.totalRows ?? 0}
            loading={reports.isPending}
            page={page}
            pageSize={PUBLISHER_ITEMS_REPORT_PAGE_SIZE}
            onPage={setPage}
            downloading={download.isPending ? (download.variables?.catalogDownloadId ?? null) : null}
            onDownload={(report) => download.mutate(report)}
          />
        </Flex>
      </Card>
    </>
  );
}
