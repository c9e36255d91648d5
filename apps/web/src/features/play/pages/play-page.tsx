import { Card, Flex } from 'antd';
import { PageTitle } from '../../../components/page-title';
import { SampleItemsTable } from '../components/sample-items-table';
import { TestServicePanel } from '../components/test-service-panel';

/** Spec point 2: a demo page with sample data and a test service. */
export function PlayPage() {
  return (
    <Flex vertical gap={16}>
      <PageTitle title="Play" subtitle="Sample data and a test service to try the portal's building blocks." />
      <Card title="Sample trade items">
        <SampleItemsTable />
      </Card>
      <TestServicePanel />
    </Flex>
  );
}
