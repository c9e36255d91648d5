import { useState } from 'react';
import { AutoComplete, Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { UnorderedListOutlined } from '@ant-design/icons';
import { PageTitle } from '../../../components/page-title';
import { useGridPaging } from '../../../components/data-grid';
import { useCurrentUser } from '../../../lib/auth';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDmsSummary } from '../api/search-dms-summary';
import { DEFAULT_DMS_SUMMARY_SORT, DmsSummaryGrid } from '../components/dms-summary-grid';
import type { DmsSummarySort } from '../components/dms-summary-grid';
import { MatchingStatus } from '../components/matching-status';
import { SubscriberDqCards } from '../components/subscriber-dq-cards';
import { DMS_UNMATCHED_ITEMS_PATH, dmsItemListPath } from '../dms-paths';

/**
 * Spec point 2, "/dms": the buyer's data quality summary. Its own items and how many match at the top;
 * below, one row per publisher with what needs action, what matches and what does not. A publisher picked
 * from the search's suggestions opens its item list.
 */
export function DmsSummaryPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const paging = useGridPaging();
  const [sort, setSort] = useState<DmsSummarySort>(DEFAULT_DMS_SUMMARY_SORT);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const typed = useDebouncedValue(text.trim());
  const suggestions = useDmsSummary({ keyword: typed, rowCount: 10, pageNumber: 1 }, typed.length > 0);
  const summary = useDmsSummary({
    keyword: keyword || null,
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
    pageNumber: paging.page,
    rowCount: paging.pageSize,
  });
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
  const search = (value: string) => {
    setKeyword(value.trim());
    paging.onChange(1, paging.pageSize);
  };

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
            <MatchingStatus canMatch={user.roleName !== 'SUB_READ_ONLY_USER'} />
          </Flex>
        }
      />
      <Flex vertical gap={16}>
        <SubscriberDqCards />
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
            {summary.error && <Alert type="error" showIcon title={summary.error.message} />}
            <DmsSummaryGrid
              rows={summary.data?.results ?? []}
              totalRows={summary.data?.totalRows ?? 0}
              loading={summary.isFetching}
              paging={paging}
              sort={sort}
              onSort={(next) => {
                setSort(next);
                paging.onChange(1, paging.pageSize);
              }}
            />
          </Flex>
        </Card>
      </Flex>
    </>
  );
}
