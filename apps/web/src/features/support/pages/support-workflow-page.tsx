import { useState } from 'react';
import { Alert, Card, Empty, Flex, Segmented } from 'antd';
import { PageTitle } from '../../../components/page-title';
import { useGridPaging } from '../../../components/data-grid';
import { useSupportPublications } from '../api/search-support-publications';
import { useSupportRegistrations } from '../api/search-support-registrations';
import { MessageDialog, type MessageSource } from '../components/message-dialog';
import { SupportGrid } from '../components/support-grid';
import { SupportSearchForm } from '../components/support-search-form';
import { TimelineDrawer } from '../components/timeline-drawer';
import {
  SUPPORT_DEFAULT_SORT,
  SUPPORT_PAGE_SIZE,
  emptySupportForm,
  toSupportSearch,
  type SupportForm,
  type SupportView,
} from '../support-search';

/**
 * Spec point 2, "/support/publisher workflow": a publisher's items by GLN, target market and dates, each
 * with its upload, registration and publications; its messages as GS1 XML, and its timeline from upload
 * to CIC with the diagnosis support gives the publisher.
 */
export function SupportWorkflowPage() {
  const paging = useGridPaging(SUPPORT_PAGE_SIZE);
  const [view, setView] = useState<SupportView>('registration');
  const [form, setForm] = useState<SupportForm | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [sort, setSort] = useState(SUPPORT_DEFAULT_SORT);
  const [message, setMessage] = useState<MessageSource | null>(null);
  const [timelineOf, setTimelineOf] = useState<number | null>(null);

  const search = form ? toSupportSearch(form, paging, sort) : null;
  const registrations = useSupportRegistrations(view === 'registration' ? search : null);
  const publications = useSupportPublications(view === 'publication' ? search : null);
  const result = view === 'registration' ? registrations : publications;
  const firstPage = () => paging.onChange(1, paging.pageSize);

  return (
    <Flex vertical gap={16}>
      <PageTitle
        title="Publisher workflow"
        subtitle="Follow a publisher's items from upload to the subscribers' CICs: every GS1 message, and why a buyer does or does not see an item."
      />
      <Card size="small">
        <SupportSearchForm
          key={formKey}
          initial={form ?? emptySupportForm(new Date())}
          onSearch={(next) => {
            setForm(next);
            firstPage();
          }}
          onReset={() => {
            setForm(null);
            setSort(SUPPORT_DEFAULT_SORT);
            setFormKey((k) => k + 1);
            firstPage();
          }}
        />
      </Card>
      <Card
        size="small"
        title={
          <Segmented<SupportView>
            value={view}
            onChange={(next) => {
              setView(next);
              firstPage();
            }}
            options={[
              { value: 'registration', label: 'Upload & registration' },
              { value: 'publication', label: 'Publications' },
            ]}
          />
        }
      >
        {!form ? (
          <Empty description="Search by publisher GLN and dates to see the items." />
        ) : result.error ? (
          <Alert type="error" showIcon title={result.error.message} />
        ) : (
          <SupportGrid
            view={view}
            form={form}
            rows={result.data?.results ?? []}
            totalRows={result.data?.totalRows ?? 0}
            loading={result.isFetching}
            paging={paging}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              firstPage();
            }}
            onOpenMessage={setMessage}
            onOpenTimeline={setTimelineOf}
          />
        )}
      </Card>
      <TimelineDrawer catalogItemId={timelineOf} onClose={() => setTimelineOf(null)} onOpenMessage={setMessage} />
      {message && <MessageDialog source={message} onClose={() => setMessage(null)} />}
    </Flex>
  );
}
