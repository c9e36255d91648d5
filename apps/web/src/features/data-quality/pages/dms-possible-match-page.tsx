import { useState } from 'react';
import { Alert, Card, Flex, Input, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PossibleMatchPair } from '@tradepool/domain';
import { DataGrid, useGridPaging } from '../../../components/data-grid';
import { EllipsisText } from '../../../components/ellipsis-text';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { UnitDescriptor } from '../../catalog';
import { usePossibleMatches } from '../api/search-possible-matches';
import { DmsStatusTag } from '../components/dms-status-tag';
import { MatchDecisionButtons, useMatchDecisions } from '../components/match-decisions';
import { MatchScore, ScoreReasons } from '../components/match-list';
import { DMS_UNMATCHED_ITEMS_PATH, dmsItemListPath, parseDmsItemListParams } from '../dms-paths';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;
const secondary = { fontSize: 12 } as const;
const pairKey = (pair: PossibleMatchPair) => `${pair.catalogItemId}-${pair.subCatalogItemId}`;

/** Two lines of one side of a pair: its codes over its description, brand and unit. */
function ItemCell(props: {
  code: string | null;
  second: string | null;
  description: string | null;
  brand: string | null;
  unit: string | null;
}) {
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <span style={numeric}>
        <Typography.Text strong>{props.code ?? '—'}</Typography.Text>
        {props.second && (
          <Typography.Text type="secondary" style={{ ...secondary, marginLeft: 8 }}>
            {props.second}
          </Typography.Text>
        )}
      </span>
      {props.description ? (
        <EllipsisText text={props.description} />
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      )}
      <Typography.Text type="secondary" style={secondary} ellipsis>
        {props.brand ?? 'No brand'}
        {props.unit && (
          <>
            {' · '}
            <UnitDescriptor code={props.unit} />
          </>
        )}
      </Typography.Text>
    </Flex>
  );
}

/**
 * Spec point 2, "/dms/possibleMatchitemlist/:publisherName/:publisherGln/:itemView/:fromFlag": the possible
 * matches the matching run proposed for one publisher's unmatched items, a pair a row, best score first.
 * Choose one and confirm it (a broad match) or say it is not one. `?catalogItemId=` keeps one item's pairs.
 */
export function DmsPossibleMatchPage() {
  const link = parseDmsItemListParams(useParams());
  const [params, setParams] = useSearchParams();
  const onlyItem = Number(params.get('catalogItemId')) || null;
  const user = useCurrentUser();
  const paging = useGridPaging();
  const flash = useFlash();
  const decisions = useMatchDecisions(flash);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<PossibleMatchPair | null>(null);
  const pairs = usePossibleMatches({
    publisherGln: link.publisherGln,
    catalogItemId: onlyItem,
    keyword: keyword || null,
    pageNumber: paging.page,
    rowCount: paging.pageSize,
  });
  const rows = pairs.data?.results ?? [];
  const totalRows = pairs.data?.totalRows ?? 0;
  const name = link.publisherName || link.publisherGln;
  const canAct = can(user, 'CATALOG_SUBSCRIBE_MANAGE');
  const pair = chosen && { pubCatalogItemId: chosen.catalogItemId, subCatalogItemId: chosen.subCatalogItemId };
  // Spec point 4: a broad match's 'success' clears the choice, and with it the way to match again until another
  // pair is chosen; the pairs of both items leave the list as it is read again.
  const decided = (done: boolean) => done && setChosen(null);

  const columns: TableColumnsType<PossibleMatchPair> = [
    {
      title: 'Publisher item',
      key: 'publisherItem',
      render: (_value, row) => (
        <ItemCell
          code={row.publisherItem.gtin}
          second={row.publisherItem.productCode}
          description={row.publisherItem.description}
          brand={row.publisherItem.brandName}
          unit={row.publisherItem.unitDescriptor}
        />
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 90,
      render: (_value, row) => <DmsStatusTag status={row.publisherItem.status} />,
    },
    { title: 'TM', key: 'tm', width: 56, render: (_value, row) => row.publisherItem.targetMarket },
    {
      title: 'Your item',
      key: 'subscriberItem',
      render: (_value, row) => (
        <ItemCell
          code={row.subscriberItem.buyerProductCode}
          second={row.subscriberItem.gtin}
          description={row.subscriberItem.description}
          brand={row.subscriberItem.brandName}
          unit={row.subscriberItem.unitDescriptor}
        />
      ),
    },
    {
      title: 'Score',
      dataIndex: 'score',
      width: 190,
      render: (_score: number, row) => (
        <Flex vertical gap={4} align="flex-start">
          {row.matchDecision === 'confident' && (
            <Tag color="gold" title="Proposed alone under your DQ Match Criteria: confirm it before it counts.">
              Confident match
            </Tag>
          )}
          <MatchScore match={row} />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageTitle
        title={`Possible matches · ${name}`}
        subtitle={
          <>
            GLN {link.publisherGln} · pairs of this publisher&apos;s items and yours that may be the same product.
            Choose one and confirm it with a broad match, or say it is not one.{' '}
            <Link to={dmsItemListPath(link)}>Back to the item list</Link> ·{' '}
            <Link to={DMS_UNMATCHED_ITEMS_PATH}>Unmatched buyer items</Link>
          </>
        }
      />
      <Card size="small">
        <Flex vertical gap={12}>
          <Flex gap={12} wrap align="center" justify="space-between">
            <Flex gap={12} wrap align="center">
              <Input.Search
                aria-label="Search the pairs"
                placeholder="GTIN, product code or description"
                allowClear
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                onSearch={(value) => {
                  setKeyword(value.trim());
                  paging.onChange(1, paging.pageSize);
                }}
                style={{ width: 360, maxWidth: '100%' }}
              />
              {onlyItem && (
                <Tag
                  closable
                  onClose={() => {
                    setParams({});
                    paging.onChange(1, paging.pageSize);
                  }}
                >
                  Only {rows[0]?.publisherItem.gtin ?? 'one item'}
                </Tag>
              )}
            </Flex>
            {canAct && (
              <MatchDecisionButtons
                pair={pair}
                pending={decisions.pending}
                onConfirm={(chosenPair) => decisions.confirm(chosenPair, decided)}
                onRefuse={(chosenPair) => decisions.refuse(chosenPair, decided)}
              />
            )}
          </Flex>
          <FlashAlert flash={flash.flash} style={{ marginBottom: 0 }} />
          <Typography.Text type="secondary">
            {totalRows.toLocaleString('en-US')} possible match{totalRows === 1 ? '' : 'es'}
          </Typography.Text>
          {pairs.error && <Alert type="error" showIcon title={pairs.error.message} />}
          <DataGrid<PossibleMatchPair>
            rowKey={pairKey}
            columns={columns}
            dataSource={rows}
            loading={pairs.isFetching}
            paging={paging}
            totalRows={totalRows}
            rowSelection={
              canAct
                ? {
                    type: 'radio',
                    columnWidth: 40,
                    fixed: 'left',
                    selectedRowKeys: chosen ? [pairKey(chosen)] : [],
                    onChange: (_keys, selected) => setChosen(selected[0] ?? null),
                    getCheckboxProps: (row) => ({
                      'aria-label': `Choose ${row.publisherItem.gtin} and ${row.subscriberItem.buyerProductCode}`,
                    }),
                  }
                : undefined
            }
            expandable={{ expandedRowRender: (row) => <ScoreReasons match={row} />, columnWidth: 36 }}
            scroll={{ x: 980 }}
            locale={{ emptyText: 'No possible match waits for you here.' }}
          />
        </Flex>
      </Card>
    </>
  );
}
