import { Button, Flex, Popover, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  ApartmentOutlined,
  CodeOutlined,
  HistoryOutlined,
  PushpinOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { attributeLabel, type DmsItemRow } from '@tradepool/domain';
import { DataGrid } from '../../../components/data-grid';
import type { GridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortFrom, gridSortOrder, sortChangeHandler } from '../../../lib/grid-sort';
import { UnitDescriptor, checkboxSelection, formatDateTime } from '../../catalog';
import { DEFAULT_DMS_ITEM_SORT } from '../dms-item-search';
import type { DmsItemSort, DmsItemSortKey } from '../dms-item-search';
import { DateCell } from './date-cell';
import { DmsStatusTag } from './dms-status-tag';
import { MatchList } from './match-list';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;
const empty = <Typography.Text type="secondary">—</Typography.Text>;

/** The next level of the item's hierarchy, as its CIN carried it. */
function HierarchyPopover({ row }: { row: DmsItemRow }) {
  if (row.nextLevel.length === 0) return null;
  return (
    <Popover
      title={`GTIN ${row.gtin} contains`}
      content={
        <Flex vertical gap={2}>
          {row.nextLevel.map((child) => (
            <span key={child.gtin} style={numeric}>
              {child.quantity} × {child.gtin}
            </span>
          ))}
        </Flex>
      }
    >
      <ApartmentOutlined
        role="img"
        tabIndex={0}
        aria-label={`Hierarchy of ${row.gtin}`}
        style={{ marginLeft: 6, color: '#8c8c8c', cursor: 'help' }}
      />
    </Popover>
  );
}

/** Changed since the buyer synchronised, with how many attributes changed on each tab. */
function ChangedTag({ row }: { row: DmsItemRow }) {
  if (row.changed !== 1) return null;
  const tabs = [
    ['Core', row.coreChangesCount],
    ['Nutritional', row.nutritionalChangesCount],
    ['Marketing', row.marketingChangesCount],
  ] as const;
  return (
    <Tooltip title={tabs.map(([tab, n]) => `${tab}: ${n}`).join(' · ')}>
      <Tag color="purple" style={{ marginInlineEnd: 0 }}>
        Changed {row.coreChangesCount + row.nutritionalChangesCount + row.marketingChangesCount}
      </Tag>
    </Tooltip>
  );
}

/** Attributes with missing or inconsistent data (the item detail flags them); the tooltip names them. */
function ExceptionTag({ row }: { row: DmsItemRow }) {
  const codes = row.thresholdExceptionAttributes;
  if (codes.length === 0) return null;
  const shown = codes.slice(0, 8).map(attributeLabel);
  const more = codes.length - shown.length;
  return (
    <Tooltip title={`Missing or inconsistent: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`}>
      <Tag color="gold" style={{ marginInlineEnd: 0 }}>
        {codes.length} exception{codes.length === 1 ? '' : 's'}
      </Tag>
    </Tooltip>
  );
}

function MatchCell({
  row,
  possibleMatchesPath,
}: {
  row: DmsItemRow;
  possibleMatchesPath: (row: DmsItemRow) => string;
}) {
  if (row.matchedCount > 0) {
    return (
      <Tag color="green" style={{ marginInlineEnd: 0 }}>
        {row.matchedCount} matched
      </Tag>
    );
  }
  const best = row.matches.find((m) => m.kind === 'possible')?.score;
  if (row.partialMatchedCount > 0) {
    return (
      <Tooltip title="Possible matches: expand the row to see why they score what they do, or open them to confirm one.">
        <Link to={possibleMatchesPath(row)} aria-label={`Possible matches of ${row.gtin}`}>
          <Tag color="blue" style={{ marginInlineEnd: 0, cursor: 'pointer' }}>
            {row.partialMatchedCount} possible{best !== undefined && best !== null ? ` · best ${Math.round(best)}` : ''}
          </Tag>
        </Link>
      </Tooltip>
    );
  }
  return <Typography.Text type="secondary">Unmatched</Typography.Text>;
}

export interface DmsItemGridProps {
  rows: DmsItemRow[];
  totalRows: number;
  loading: boolean;
  paging: GridPaging;
  sort: DmsItemSort;
  onSort: (sort: DmsItemSort) => void;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  /** Non-GDSN publishers' items are known by product code first. */
  isGdsn: boolean;
  labelCodes: boolean;
  /** May change the items (CATALOG_SUBSCRIBE_MANAGE); without it a row's follow-up is there to read, on hold. */
  canAct: boolean;
  onShowXml: (row: DmsItemRow) => void;
  onShowHistory: (row: DmsItemRow) => void;
  onShowFollowUp: (row: DmsItemRow) => void;
  /** Where the item's side-by-side detail opens; its index on the page says how long the detail's list is. */
  detailPath: (row: DmsItemRow, index: number) => string;
  /** Users with an order system: the item's lines in it. */
  onShowOrderHistory?: (row: DmsItemRow) => void;
  /** The possible match list of a row's item, where the buyer confirms one. */
  possibleMatchesPath: (row: DmsItemRow) => string;
}

/**
 * Spec point 2, "/dms/itemlist/…": one publisher's items with their status, what changed, and the buyer
 * items they match; a row expands to its matches and scores. The checkboxes choose the items an action
 * applies to.
 */
export function DmsItemGrid(props: DmsItemGridProps) {
  const { rows, totalRows, loading, paging, sort, onSort, selectedIds, onSelect, isGdsn, labelCodes } = props;
  const sortable = (key: DmsItemSortKey) => ({ key, sorter: true, sortOrder: gridSortOrder(sort, key) });
  // The second code under the first: the GTIN for a GDSN publisher, the product code for a non-GDSN one.
  const columns: TableColumnsType<DmsItemRow> = [
    {
      title: isGdsn ? 'GTIN · Product Code' : 'Product Code · GTIN',
      dataIndex: isGdsn ? 'gtin' : 'productCode',
      width: 172,
      fixed: 'left',
      ...sortable(isGdsn ? 'gtin' : 'productCode'),
      render: (_value: string, row, index) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <span style={{ ...numeric, whiteSpace: 'nowrap' }}>
            <Link to={props.detailPath(row, index)} aria-label={`Compare ${row.gtin} side by side`}>
              {isGdsn ? row.gtin : (row.productCode ?? '—')}
            </Link>
            <HierarchyPopover row={row} />
          </span>
          <Typography.Text type="secondary" style={{ ...numeric, fontSize: 12 }} ellipsis>
            {isGdsn ? (row.productCode ?? '—') : row.gtin}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Description',
      dataIndex: 'description',
      ...sortable('description'),
      render: (text: string | null, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Flex gap={6} align="center" style={{ minWidth: 0 }}>
            <ChangedTag row={row} />
            <ExceptionTag row={row} />
            {row.onHold === 1 && (
              <Tooltip title={row.followUpMessage ?? 'On hold'}>
                <Tag icon={<PushpinOutlined />} color="orange" style={{ marginInlineEnd: 0 }}>
                  Follow-Up
                </Tag>
              </Tooltip>
            )}
            {text ? <EllipsisText text={text} /> : empty}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {row.brandName ?? 'No brand'}
            {row.unitDescriptor && (
              <>
                {' · '}
                <UnitDescriptor code={row.unitDescriptor} labelled={labelCodes} />
              </>
            )}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 90,
      ...sortable('status'),
      render: (status: number, row) => (
        <Tooltip title={row.cicStatusDate ? `CIC sent ${formatDateTime(row.cicStatusDate)}` : 'No CIC sent yet'}>
          <span>
            <DmsStatusTag status={status} />
          </span>
        </Tooltip>
      ),
    },
    {
      title: 'Matches',
      dataIndex: 'matchedCount',
      width: 136,
      ...sortable('matchedCount'),
      render: (_count: number, row) => <MatchCell row={row} possibleMatchesPath={props.possibleMatchesPath} />,
    },
    {
      title: 'Received',
      dataIndex: 'modifiedTime',
      width: 104,
      ...sortable('modifiedTime'),
      render: (iso: string) => <DateCell iso={iso} />,
    },
    {
      title: '',
      key: 'actions',
      width: props.onShowOrderHistory ? 128 : 100,
      fixed: 'right',
      render: (_value, row) => (
        <Flex gap={2}>
          <Tooltip title="The item's GS1 message (CIN)">
            <Button
              size="small"
              type="text"
              icon={<CodeOutlined />}
              aria-label={`XML of ${row.gtin}`}
              onClick={() => props.onShowXml(row)}
            />
          </Tooltip>
          <Tooltip title="CICs you sent">
            <Button
              size="small"
              type="text"
              icon={<HistoryOutlined />}
              aria-label={`CIC history of ${row.gtin}`}
              onClick={() => props.onShowHistory(row)}
            />
          </Tooltip>
          {(props.canAct || row.onHold === 1) && (
            <Tooltip title={row.onHold === 1 ? 'Follow-up message' : 'Follow up'}>
              <Button
                size="small"
                type="text"
                icon={<PushpinOutlined />}
                aria-label={`Follow-up of ${row.gtin}`}
                onClick={() => props.onShowFollowUp(row)}
              />
            </Tooltip>
          )}
          {props.onShowOrderHistory && (
            <Tooltip title="Order history in your order system">
              <Button
                size="small"
                type="text"
                icon={<ShoppingCartOutlined />}
                aria-label={`Order history of ${row.gtin}`}
                onClick={() => props.onShowOrderHistory!(row)}
              />
            </Tooltip>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <DataGrid<DmsItemRow>
      rowKey="catalogItemId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      paging={paging}
      totalRows={totalRows}
      rowSelection={checkboxSelection<DmsItemRow>(selectedIds, onSelect)}
      expandable={{
        expandedRowRender: (row) => <MatchList matches={row.matches} />,
        columnWidth: 36,
        fixed: 'left',
      }}
      onChange={sortChangeHandler<DmsItemRow>((key, order) =>
        onSort(gridSortFrom(key as DmsItemSortKey | undefined, order, DEFAULT_DMS_ITEM_SORT)),
      )}
      scroll={{ x: 940 }}
      locale={{ emptyText: 'No items in this view.' }}
    />
  );
}
