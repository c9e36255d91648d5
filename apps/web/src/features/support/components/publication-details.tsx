import { Alert, Button, Flex, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SupportResultRow } from '@tradepool/domain';
import { useSupportPublications } from '../api/search-support-publications';
import { SUPPORT_DEFAULT_SORT, toSupportSearch, type SupportForm } from '../support-search';
import { itemMessageSource } from './item-message-search';
import type { MessageSource } from './message-dialog';
import { publicationColumns } from './support-columns';

/** A hundred subscribers fit one sub-grid; an item published wider is read in the publication view. */
const DETAIL_ROWS = 100;

/** Spec point 2: a row's publication details, per subscriber the CIN sent and the CIC received. */
export function PublicationDetails({
  row,
  form,
  onOpenMessage,
}: {
  row: SupportResultRow;
  form: SupportForm;
  onOpenMessage: (source: MessageSource) => void;
}) {
  const details = useSupportPublications(
    toSupportSearch(form, { page: 1, pageSize: DETAIL_ROWS }, SUPPORT_DEFAULT_SORT, row.catalogItemId),
  );
  const columns: TableColumnsType<SupportResultRow> = [
    ...publicationColumns,
    {
      key: 'messages',
      title: 'Messages',
      width: 150,
      render: (_, detail) => (
        <Flex gap={4}>
          <Button
            size="small"
            disabled={!detail.cinInstanceId}
            onClick={() => onOpenMessage(itemMessageSource(detail, 'TradeItem'))}
          >
            CIN
          </Button>
          <Button
            size="small"
            disabled={!detail.cicStatus}
            onClick={() => onOpenMessage(itemMessageSource(detail, 'Cic'))}
          >
            CIC
          </Button>
        </Flex>
      ),
    },
  ];
  if (details.error) return <Alert type="error" showIcon title={details.error.message} />;
  return (
    <Table<SupportResultRow>
      size="small"
      aria-label={`Publication details of GTIN ${row.gtin}`}
      rowKey={(detail) => detail.subscriberGln ?? ''}
      loading={details.isFetching}
      dataSource={details.data?.results ?? []}
      columns={columns}
      pagination={false}
      locale={{ emptyText: 'No records Found' }}
    />
  );
}
