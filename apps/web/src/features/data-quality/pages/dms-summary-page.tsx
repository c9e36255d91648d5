import { useState } from 'react';
import { AutoComplete, Button, Card, Flex, Input, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { UnorderedListOutlined } from '@ant-design/icons';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDmsSummary } from '../api/search-dms-summary';
import { DmsSummaryList } from '../components/dms-summary-list';
import { MatchingStatus } from '../components/matching-status';
import { SubscriberDqCards } from '../components/subscriber-dq-cards';
import { WeeklySyncCharts } from '../components/weekly-sync-charts';
import { DMS_UNMATCHED_ITEMS_PATH, dmsItemListPath } from '../dms-paths';

/**
 * Spec point 2, "/dms": the buyer's data quality summary. Its own items and how many match at the top, then
 * its weekly synchronisation charts (spec point 1: a subscriber sees them; subscribers are sent on from the
 * home page, so they see them here); below, one row per publisher with what needs action, what matches and
 * what does not. A publisher picked from the search's suggestions opens its item list.
 */
export function DmsSummaryPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const typed = useDebouncedValue(text.trim());
  const suggestions = useDmsSummary({ keyword: typed, rowCount: 10, pageNumber: 1 }, typed.length > 0);
  const options =
    typed.length > 0
      ? (suggestions.data?.results ?? []).map((row) => ({
          value: row.publisherGln,
          label: (
            <Flex justify="space-between" gap={12}>
              <span>{row.publisherName || row.publisherGln}</span>
              <Typography.Text type="secondary">{row.publisherGln}</Typography.Text>
            </Flex>
          ),
          row,
        }))
      : [];
  // A new keyword starts the list afresh: its first page, in the default order.
  const search = (value: string) => setKeyword(value.trim());

  return (
    <>
      <PageTitle
        title="Data quality"
        subtitle={`The items publishers sent ${user.companyName}, matched to your own items: confirm, review or reject them.`}
        extra={
          <Flex gap={12} align="center" wrap>
            <Button icon={<UnorderedListOutlined />} onClick={() => navigate(DMS_UNMATCHED_ITEMS_PATH)}>
              Unmatched buyer items
            </Button>
            <MatchingStatus canMatch={can(user, 'CATALOG_SUBSCRIBE_MANAGE')} />
          </Flex>
        }
      />
      <Flex vertical gap={16}>
        <SubscriberDqCards />
        <WeeklySyncCharts />
        <Card size="small" title="Publishers">
          <Flex vertical gap={12}>
            <AutoComplete
              options={options}
              value={text}
              onChange={setText}
              onSelect={(_value, option) =>
                navigate(
                  dmsItemListPath({
                    publisherName: option.row.publisherName,
                    publisherGln: option.row.publisherGln,
                    itemView: 4,
                  }),
                )
              }
              style={{ maxWidth: 420 }}
            >
              <Input.Search
                aria-label="Search publishers by name or GLN"
                placeholder="Publisher name or GLN"
                allowClear
                onSearch={search}
              />
            </AutoComplete>
            <DmsSummaryList key={keyword} keyword={keyword || null} />
          </Flex>
        </Card>
      </Flex>
    </>
  );
}
