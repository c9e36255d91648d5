import { Alert, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ItemError } from '@tradepool/domain';
import { useRegistrationErrors } from '../api/get-registration-errors';
import { ERROR_SOURCE_LABELS, errorAttributeText, errorRowText } from '../item-errors';

const secondary = (text: string | null) => text ?? <Typography.Text type="secondary">—</Typography.Text>;

const COLUMNS: TableColumnsType<ItemError> = [
  {
    title: 'Rule',
    dataIndex: 'ruleId',
    width: 110,
    render: (ruleId: string | null, error) => (
      <Tag color={error.source === 'registry' ? 'purple' : 'red'} title={ERROR_SOURCE_LABELS[error.source]}>
        {ruleId ?? ERROR_SOURCE_LABELS[error.source]}
      </Tag>
    ),
  },
  { title: 'Attribute', key: 'attribute', width: 200, render: (_v, error) => secondary(errorAttributeText(error)) },
  { title: 'Message', dataIndex: 'message' },
  { title: 'Upload', key: 'row', width: 90, render: (_v, error) => secondary(errorRowText(error)) },
];

/** Spec point 3, "Registration errors": why one item failed, rule by rule, with its upload row. */
export function ItemErrorsTable({ catalogItemId }: { catalogItemId: number }) {
  const errors = useRegistrationErrors(catalogItemId);
  if (errors.error) return <Alert type="error" showIcon title={errors.error.message} />;
  return (
    <Table<ItemError>
      size="small"
      rowKey={(error) => `${error.source}|${error.ruleId ?? ''}|${error.attribute ?? ''}|${error.message}`}
      columns={COLUMNS}
      dataSource={errors.data?.errors ?? []}
      loading={errors.isPending}
      pagination={false}
      aria-label={`Errors of item ${errors.data?.gtin ?? catalogItemId}`}
      locale={{ emptyText: 'No errors are recorded for this item.' }}
    />
  );
}
