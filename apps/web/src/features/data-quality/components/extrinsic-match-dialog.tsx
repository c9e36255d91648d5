import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Modal, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ExtrinsicMatch, UnmatchedItem } from '@tradepool/domain';
import { EllipsisText } from '../../../components/ellipsis-text';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { scrollingDialog } from '../../../components/scrolling-dialog';
import { UnitDescriptor } from '../../catalog';
import { useExtrinsicMatches } from '../api/extrinsic-matches';
import { dmsItemDetailPath } from '../dms-paths';
import { DateCell } from './date-cell';
import { MatchDecisionButtons, useMatchDecisions } from './match-decisions';
import { MatchScore, ScoreReasons } from './match-list';

const PAGE_SIZE = 25;
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;
const secondary = { fontSize: 12 } as const;

export interface ExtrinsicMatchDialogProps {
  /** The buyer item shown; null while the next one loads. */
  item: UnmatchedItem | null;
  /** Its place among the unmatched items (from 1) and how many there are. */
  position: number;
  total: number;
  /** The item shown has left the unmatched items (matched). */
  left: boolean;
  canPrevious: boolean;
  canNext: boolean;
  canAct: boolean;
  onStep: (step: 1 | -1) => void;
  /** Before a decision: the screen keeps this item shown even when the list it came from changes. */
  onDeciding: (item: UnmatchedItem) => void;
  onClose: () => void;
}

/**
 * Spec point 2, the unmatched items' modal: one buyer item and the publisher items it may be, scored against
 * all that the buyer received, best first; each score tells why on hover, and a row opens to its reasons.
 * Previous and Next walk through the unmatched items in the grid's order.
 */
export function ExtrinsicMatchDialog(props: ExtrinsicMatchDialogProps) {
  const { item, position, total, left, canPrevious, canNext, onStep, onClose } = props;
  return (
    <Modal
      open
      title={item ? `Publisher items that may be ${item.productCode}` : 'Publisher items'}
      width={1280}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      {...scrollingDialog(40)}
    >
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Text type="secondary">
            {left && item
              ? `${item.productCode} is matched now · ${total.toLocaleString('en-US')} unmatched item${total === 1 ? '' : 's'} left`
              : `Your unmatched item ${position.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`}
          </Typography.Text>
          <Flex gap={8}>
            <Button icon={<LeftOutlined />} disabled={!canPrevious} onClick={() => onStep(-1)}>
              Previous
            </Button>
            <Button disabled={!canNext} onClick={() => onStep(1)}>
              Next <RightOutlined />
            </Button>
          </Flex>
        </Flex>
        {item ? (
          <Candidates key={item.id} {...props} item={item} />
        ) : (
          <Flex justify="center" style={{ paddingBlock: 48 }}>
            <Spin />
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}

/** One buyer item's candidates: its own state (page, choice, matched) starts afresh with each item. */
function Candidates({ item, canAct, onDeciding }: ExtrinsicMatchDialogProps & { item: UnmatchedItem }) {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  /** The publisher item this buyer item was matched to here: matching it ends (spec point 4). */
  const [matched, setMatched] = useState<number | null>(null);
  const flash = useFlash();
  const decisions = useMatchDecisions(flash);
  const matches = useExtrinsicMatches({ subCatalogItemId: item.id, pageNumber: page, rowCount: PAGE_SIZE });
  const rows = matches.data?.results ?? [];
  const pair = chosen === null ? null : { pubCatalogItemId: chosen, subCatalogItemId: item.id };
  const decided = (broad: boolean, receivedId: number) => (done: boolean) => {
    if (!done) return;
    setChosen(null);
    if (broad) setMatched(receivedId);
  };

  const columns: TableColumnsType<ExtrinsicMatch> = [
    {
      title: 'Score',
      dataIndex: 'score',
      width: 176,
      render: (_score: number, row) =>
        row.catalogItemId === matched ? (
          <Tag color="cyan">Matched to {item.productCode}</Tag>
        ) : (
          <MatchScore match={row} />
        ),
    },
    {
      title: 'Publisher',
      dataIndex: 'publisherName',
      width: 170,
      render: (name: string, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <EllipsisText text={name} />
          <Typography.Text type="secondary" style={{ ...secondary, ...numeric }}>
            {row.publisherGln}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'GTIN · Product Code',
      dataIndex: 'gtin',
      width: 184,
      render: (gtin: string, row) => (
        <Flex vertical>
          <Link
            style={numeric}
            aria-label={`Compare ${gtin} with your item ${item.productCode}`}
            to={dmsItemDetailPath({
              publisherName: row.publisherName,
              publisherGln: row.publisherGln,
              itemView: 2,
              catalogItemId: row.catalogItemId,
              subscriberItemId: item.id,
            })}
          >
            {gtin}
          </Link>
          <Typography.Text type="secondary" style={{ ...secondary, ...numeric }}>
            {row.productCode ?? '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Description',
      dataIndex: 'tradeItemDescription',
      render: (text: string | null, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          {text ? <EllipsisText text={text} /> : <Typography.Text type="secondary">—</Typography.Text>}
          <Typography.Text type="secondary" style={secondary} ellipsis>
            {[row.description, row.functionalName].filter(Boolean).join(' · ') || 'No short description'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Brand',
      dataIndex: 'brandName',
      width: 130,
      render: (brand: string | null) => (brand ? <EllipsisText text={brand} /> : '—'),
    },
    { title: 'TM', dataIndex: 'tm', width: 56 },
    {
      title: 'Unit',
      dataIndex: 'unitDescriptor',
      width: 120,
      render: (code: string | null) => (code ? <UnitDescriptor code={code} ellipsis /> : '—'),
    },
    {
      title: 'Updated',
      dataIndex: 'lastUpdated',
      width: 96,
      render: (iso: string) => <DateCell iso={iso} />,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        bordered
        column={3}
        items={[
          { key: 'code', label: 'Your item', children: <strong>{item.productCode}</strong> },
          { key: 'gtin', label: 'GTIN', children: item.gtin ?? 'None' },
          {
            key: 'unit',
            label: 'Unit',
            children: item.unitDescriptor ? <UnitDescriptor code={item.unitDescriptor} /> : '—',
          },
          { key: 'description', label: 'Description', span: 2, children: item.description ?? '—' },
          {
            key: 'brand',
            label: 'Brand · MPC',
            children: [item.brandName, item.mpc].filter(Boolean).join(' · ') || '—',
          },
        ]}
      />
      <FlashAlert flash={flash.flash} style={{ marginBottom: 0 }} />
      {matches.error && <Alert type="error" showIcon title={matches.error.message} />}
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          {matches.data
            ? `${matches.data.totalRows.toLocaleString('en-US')} publisher item${matches.data.totalRows === 1 ? '' : 's'}, the likeliest first: hover a score to see why.`
            : 'Scoring the items you received…'}
        </Typography.Text>
        {canAct && (
          <MatchDecisionButtons
            pair={pair}
            disabledReason={matched === null ? null : 'Matched: go to another item to match it.'}
            pending={decisions.pending}
            onConfirm={(chosenPair) => {
              onDeciding(item);
              decisions.confirm(chosenPair, decided(true, chosenPair.pubCatalogItemId));
            }}
            onRefuse={(chosenPair) => {
              onDeciding(item);
              decisions.refuse(chosenPair, decided(false, chosenPair.pubCatalogItemId));
            }}
          />
        )}
      </Flex>
      <Table<ExtrinsicMatch>
        size="small"
        rowKey="catalogItemId"
        columns={columns}
        dataSource={rows}
        loading={matches.isFetching}
        rowSelection={
          canAct
            ? {
                type: 'radio',
                columnWidth: 40,
                selectedRowKeys: chosen === null ? [] : [chosen],
                onChange: (keys) => setChosen(keys.length > 0 ? Number(keys[0]) : null),
                getCheckboxProps: (row) => ({ disabled: matched !== null, 'aria-label': `Choose ${row.gtin}` }),
              }
            : undefined
        }
        expandable={{ expandedRowRender: (row) => <ScoreReasons match={row} />, columnWidth: 36 }}
        pagination={
          (matches.data?.totalRows ?? 0) > PAGE_SIZE && {
            current: page,
            pageSize: PAGE_SIZE,
            total: matches.data?.totalRows ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }
        }
        scroll={{ x: 1100 }}
        locale={{ emptyText: 'No publisher item shares enough with this item to be scored.' }}
      />
    </Flex>
  );
}
