import { useState } from 'react';
import { Alert, Card, Flex, Modal, Tabs, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { CatalogSuggestion } from '@tradepool/domain';
import { useGridPaging } from '../../../components/data-grid';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { useDeleteCatalogItems } from '../api/delete-catalog-items';
import { usePartialCatalog } from '../api/get-partial-catalog';
import { usePartialDeletedCatalog } from '../api/get-partial-deleted-catalog';
import { useTargetMarkets } from '../api/get-target-markets';
import { useCatalogSearch } from '../api/search-catalog';
import { useDeletedCatalogSearch } from '../api/search-deleted-catalog';
import { catalogQueryKey } from '../api/get-catalog-item-details';
import { catalogPath, parseCatalogParams, uploadRegisterPath } from '../catalog-params';
import type { CatalogEntry, CatalogLink } from '../catalog-params';
import {
  DEFAULT_CATALOG_SORT,
  activeFilterCount,
  asksWholeCatalog,
  filtersFromQuery,
  toCatalogSearch,
} from '../catalog-search';
import type { CatalogFilters, CatalogSort, CatalogTab } from '../catalog-search';
import { CatalogDisplayBar } from '../components/catalog-display-bar';
import type { CatalogMode } from '../components/catalog-display-bar';
import { CatalogFilterSidebar } from '../components/catalog-filter-sidebar';
import { CatalogGrid } from '../components/catalog-grid';
import { CatalogSearchBox } from '../components/catalog-search-box';
import { FilterToggle } from '../components/filter-card';
import { ComponentsModal } from '../components/components-modal';
import { CATALOG_DOWNLOAD_KINDS, DownloadDialog } from '../components/download-dialog';
import { HierarchyModal } from '../components/hierarchy-modal';
import { ItemDetailPanel } from '../components/item-detail-panel';
import { ItemEditorModal } from '../components/item-editor-modal';
import { ScheduledReports } from '../components/scheduled-reports';
import { NewCatalogEmpty } from '../components/new-catalog-empty';
import { TemplateDownloadDialog } from '../components/template-download-dialog';
import { WORKSPACE_STATE, useSplitScreen, useWorkspaceVisit } from '../components/use-workspace';

/**
 * Spec point 2, "Supplier catalog": `/catalog` and `/catalog/:catalogItemId/:keyword/:gtin`. The route's
 * search runs first. The search box writes its search into the route too, so the address can be shared and
 * Back works, but only a navigation from elsewhere (a link, the menu) starts the screen afresh, with the
 * sidebar filters its query string asks for (the home page's numbers).
 */
export function CatalogPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const visit = useWorkspaceVisit();
  return <CatalogWorkspace key={visit} entry={parseCatalogParams(params)} initialFilters={filtersFromQuery(query)} />;
}

type Popup = { kind: 'hierarchy' | 'components'; catalogItemId: number } | null;
type Editor = { catalogItemId: number | null } | null;

function CatalogWorkspace({ entry, initialFilters }: { entry: CatalogEntry; initialFilters: CatalogFilters }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const canManage = can(user, 'CATALOG_MANAGE');
  const paging = useGridPaging();
  const flash = useFlash();
  const [tab, setTab] = useState<CatalogTab>('active');
  const [filters, setFilters] = useState<CatalogFilters>(initialFilters);
  const [sort, setSort] = useState<CatalogSort>(DEFAULT_CATALOG_SORT.active);
  const [mode, setMode] = useState<CatalogMode>(entry.mode === 'download' ? 'download' : 'browse');
  const [allSelected, setAllSelected] = useState(entry.mode === 'download');
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const { openId, setOpenId, sidebarShown, toggleFilters } = useSplitScreen(entry.catalogItemId);
  const [popup, setPopup] = useState<Popup>(null);
  const [editor, setEditor] = useState<Editor>(
    entry.mode === 'createItem' && canManage ? { catalogItemId: null } : null,
  );
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [reportsOpen, setReportsOpen] = useState(false);
  const [templateOpen, setTemplateOpen] = useState(false);
  const queryClient = useQueryClient();
  const remove = useDeleteCatalogItems();
  const markets = useTargetMarkets();

  const criteria = { catalogItemId: entry.catalogItemId, keyword: entry.keyword, gtin: entry.gtin };
  const search = toCatalogSearch(criteria, filters, paging, sort);
  const active = useCatalogSearch(search, tab === 'active');
  const deleted = useDeletedCatalogSearch(search, tab === 'deleted');
  const result = tab === 'active' ? active : deleted;
  const rows = result.data?.results ?? [];
  const totalRows = result.data?.totalRows ?? 0;
  const gridSelection = allSelected ? rows.map((row) => row.catalogItemId) : selectedIds;
  const marketName = (code: string) => markets.data?.find((m) => m.countryIsoNumericCode === code)?.countryName;

  const firstPage = () => paging.onChange(1, paging.pageSize);
  const searchFor = (link: CatalogLink) => {
    firstPage();
    setOpenId(link.catalogItemId ?? null);
    navigate(catalogPath(link), { state: WORKSPACE_STATE });
  };
  const endMode = () => {
    setMode('browse');
    setAllSelected(false);
    setSelectedIds([]);
  };

  function switchTab(next: CatalogTab) {
    flash.clear();
    setTab(next);
    setSort(DEFAULT_CATALOG_SORT[next]);
    setOpenId(null);
    endMode();
    firstPage();
  }

  function deleteRecords() {
    if (mode === 'delete' || selectedIds.length > 0) setConfirmingDelete(true);
    else {
      setMode('delete');
      setAllSelected(false);
    }
  }

  function download() {
    if (mode === 'download' || selectedIds.length > 0) setDownloading(true);
    else {
      setMode('download');
      setAllSelected(true);
    }
  }

  function confirmDelete() {
    const ids = [...selectedIds];
    remove.mutate(ids, {
      onSuccess: (count) => {
        setConfirmingDelete(false);
        endMode();
        if (openId !== null && ids.includes(openId)) setOpenId(null);
        flash.success(`${count} ${count === 1 ? 'record was' : 'records were'} deleted.`);
      },
      onError: (error) => {
        setConfirmingDelete(false);
        flash.error(error.message);
      },
    });
  }

  const searchTag = entry.keyword
    ? `Keyword: ${entry.keyword}`
    : entry.catalogItemId !== null || entry.gtin
      ? `Item ${entry.gtin ?? `#${entry.catalogItemId}`}`
      : null;

  return (
    <>
      <PageTitle
        title="Catalog"
        subtitle={`The trade items of ${user.companyName}: search, inspect, create and download.`}
      />
      <FlashAlert flash={flash.flash} />
      <Tabs
        activeKey={tab}
        onChange={(next) => switchTab(next as CatalogTab)}
        items={[
          { key: 'active', label: 'Active' },
          { key: 'deleted', label: 'Deleted' },
        ]}
      />
      <Flex gap={16} align="flex-start">
        {sidebarShown && (
          <div style={{ flex: '0 0 250px' }}>
            <CatalogFilterSidebar
              filters={filters}
              onChange={(next) => {
                setFilters(next);
                firstPage();
              }}
            />
          </div>
        )}
        <Card size="small" style={{ flex: '1 1 0', minWidth: 0 }}>
          <Flex vertical gap={12}>
            <Flex gap={12} wrap align="center">
              <FilterToggle shown={sidebarShown} count={activeFilterCount(filters)} onToggle={toggleFilters} />
              <CatalogSearchBox
                key={`${tab}|${entry.keyword ?? ''}|${entry.catalogItemId ?? ''}`}
                useSuggestions={tab === 'active' ? usePartialCatalog : usePartialDeletedCatalog}
                initialText={entry.keyword ?? ''}
                onPick={(item: CatalogSuggestion) => searchFor({ catalogItemId: item.catalogItemId, gtin: item.gtin })}
                onSearch={(keyword) => searchFor({ keyword })}
              />
              {searchTag && (
                <Tag closable onClose={() => searchFor({})} style={{ marginInlineEnd: 0 }}>
                  {searchTag}
                </Tag>
              )}
            </Flex>
            <CatalogDisplayBar
              tab={tab}
              mode={mode}
              canManage={canManage}
              totalRows={totalRows}
              selectedCount={gridSelection.length}
              allSelected={allSelected}
              onCreate={() => setEditor({ catalogItemId: null })}
              onDeleteRecords={deleteRecords}
              onDownload={download}
              onTemplate={() => setTemplateOpen(true)}
              onScheduledReports={() => setReportsOpen(true)}
              onCancelMode={endMode}
            />
            {result.error && <Alert type="error" showIcon title={result.error.message} />}
            <Flex gap={16} align="flex-start">
              <div style={{ flex: '1 1 0', minWidth: 0 }}>
                <CatalogGrid
                  tab={tab}
                  user={user}
                  rows={rows}
                  totalRows={totalRows}
                  loading={result.isFetching}
                  paging={paging}
                  sort={sort}
                  onSort={(next) => {
                    setSort(next);
                    firstPage();
                  }}
                  selectedIds={gridSelection}
                  onSelect={(ids) => {
                    setAllSelected(false);
                    setSelectedIds(ids);
                  }}
                  openId={openId}
                  onOpen={(row) => setOpenId(row.catalogItemId)}
                  targetMarketName={marketName}
                  emptyText={
                    asksWholeCatalog(tab, criteria, filters) && !result.error ? (
                      <NewCatalogEmpty
                        canManage={canManage}
                        onTemplate={() => setTemplateOpen(true)}
                        onUpload={() => navigate(uploadRegisterPath(entry))}
                      />
                    ) : undefined
                  }
                />
              </div>
              {openId !== null && (
                <div style={{ flex: '0 0 min(500px, 46%)', minWidth: 0 }}>
                  <ItemDetailPanel
                    catalogItemId={openId}
                    canEdit={canManage}
                    onClose={() => setOpenId(null)}
                    onEdit={(catalogItemId) => setEditor({ catalogItemId })}
                    onHierarchy={(catalogItemId) => setPopup({ kind: 'hierarchy', catalogItemId })}
                    onComponents={(catalogItemId) => setPopup({ kind: 'components', catalogItemId })}
                  />
                </div>
              )}
            </Flex>
          </Flex>
        </Card>
      </Flex>
      <Modal
        open={confirmingDelete}
        title="Delete records"
        okText="Delete"
        okButtonProps={{ danger: true }}
        confirmLoading={remove.isPending}
        onOk={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      >
        Are you sure you want to delete{' '}
        {selectedIds.length === 1 ? 'this record' : `these ${selectedIds.length} records`}? Deleted items move to the
        Deleted tab.
      </Modal>
      {downloading && (
        <DownloadDialog
          open
          selection={allSelected ? { all: true, search } : { ids: selectedIds }}
          totalRows={allSelected ? totalRows : selectedIds.length}
          kinds={CATALOG_DOWNLOAD_KINDS}
          onClose={() => setDownloading(false)}
        />
      )}
      <ScheduledReports open={reportsOpen} onClose={() => setReportsOpen(false)} />
      {templateOpen && <TemplateDownloadDialog open onClose={() => setTemplateOpen(false)} />}
      {popup?.kind === 'hierarchy' && (
        <HierarchyModal catalogItemId={popup.catalogItemId} onClose={() => setPopup(null)} />
      )}
      {popup?.kind === 'components' && (
        <ComponentsModal catalogItemId={popup.catalogItemId} onClose={() => setPopup(null)} />
      )}
      {editor && (
        <ItemEditorModal
          open
          catalogItemId={editor.catalogItemId}
          onClose={(changed) => {
            setEditor(null);
            if (changed) void queryClient.invalidateQueries({ queryKey: catalogQueryKey });
          }}
        />
      )}
    </>
  );
}
