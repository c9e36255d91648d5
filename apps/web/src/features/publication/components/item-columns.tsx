import { Flex, Tooltip, Typography } from 'antd';
import { ApartmentOutlined, SearchOutlined } from '@ant-design/icons';
import { ITEM_LIST_DISPLAY_NAMES } from '@tradepool/domain';
import { EllipsisText } from '../../../components/ellipsis-text';
import { gridSortOrder } from '../../../lib/grid-sort';
import type { GridSort } from '../../../lib/grid-sort';
import { UnitDescriptor } from '../../catalog';
import { formatPublicationDate } from '../publication-format';

/** The columns the publication grids share, for rows that carry these fields. */
interface ItemFields {
  gtin: string;
  productCode: string | null;
  description: string | null;
  brandName: string | null;
  unitDescriptor: string | null;
  lastUpdated?: string;
  /** The keyword found this level of its hierarchy. */
  keywordMatch?: boolean;
}

export const empty = <Typography.Text type="secondary">—</Typography.Text>;
export const truncated = (value: string | null) => (value ? <EllipsisText text={value} /> : empty);

/** A GTIN in figures that line up; the top of a hierarchy is marked, and so is the level a keyword found. */
export function GtinCell({ gtin, headsHierarchy, found }: { gtin: string; headsHierarchy?: boolean; found?: boolean }) {
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {gtin}
      {found && (
        <Tooltip title="Matches the search">
          <SearchOutlined style={{ marginLeft: 6, color: '#d48806' }} aria-label="Matches the search" />
        </Tooltip>
      )}
      {headsHierarchy && (
        <Tooltip title="Heads a hierarchy">
          <ApartmentOutlined style={{ marginLeft: 6, color: '#8c8c8c' }} aria-label="Heads a hierarchy" />
        </Tooltip>
      )}
    </span>
  );
}

/**
 * The description with the brand and product code beneath: three columns' worth in one, so the grids keep
 * the subscribers and statuses in view on a 1440 px screen.
 */
function DescriptionCell({ row }: { row: ItemFields }) {
  const beneath = [row.brandName, row.productCode].filter(Boolean).join(' · ');
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      {truncated(row.description)}
      {beneath && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <EllipsisText text={beneath} />
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * GTIN, description (with brand and product code) and unit descriptor, then the last update, each sortable where the
 * server sorts by it; `headsHierarchy` marks a top item with lower levels.
 */
export function itemColumns<Row extends ItemFields, Key extends string>(
  sort: GridSort<Key>,
  sortKeys: readonly Key[],
  headsHierarchy: (row: Row) => boolean,
) {
  const sortable = (key: string) =>
    (sortKeys as readonly string[]).includes(key)
      ? { key, sorter: true, sortOrder: gridSortOrder(sort, key as Key) }
      : { key };
  const lead = [
    {
      title: ITEM_LIST_DISPLAY_NAMES.gtin,
      dataIndex: 'gtin',
      // A GTIN two levels down a hierarchy, indented, with its marks, on one line.
      width: 204,
      fixed: 'left' as const,
      ...sortable('gtin'),
      render: (gtin: string, row: Row) => (
        <GtinCell gtin={gtin} headsHierarchy={headsHierarchy(row)} found={row.keywordMatch} />
      ),
    },
    {
      title: `${ITEM_LIST_DISPLAY_NAMES.description} · ${ITEM_LIST_DISPLAY_NAMES.brandName} · ${ITEM_LIST_DISPLAY_NAMES.productCode}`,
      dataIndex: 'description',
      ...sortable('description'),
      render: (_description: string | null, row: Row) => <DescriptionCell row={row} />,
    },
    {
      title: ITEM_LIST_DISPLAY_NAMES.unitDescriptor,
      dataIndex: 'unitDescriptor',
      width: 124,
      ...sortable('unitDescriptor'),
      render: (code: string | null) => (code ? <UnitDescriptor code={code} ellipsis /> : empty),
    },
  ];
  const lastUpdated = {
    title: ITEM_LIST_DISPLAY_NAMES.modifiedTime,
    dataIndex: 'lastUpdated',
    width: 132,
    ...sortable('lastUpdated'),
    render: (value: string) => formatPublicationDate(value),
  };
  return { lead, lastUpdated };
}

/** Where the description column stops shrinking; below it the grid scrolls sideways. */
export const DESCRIPTION_MIN_WIDTH = 200;

/** The sideways scroll width of a set of columns, the description counted at its minimum. */
export function columnsWidth(columns: readonly { width?: number | string }[]): number {
  return columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : DESCRIPTION_MIN_WIDTH),
    0,
  );
}
