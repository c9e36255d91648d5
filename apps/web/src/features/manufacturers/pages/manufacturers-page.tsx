import { useState } from 'react';
import { Alert, Card, Flex } from 'antd';
import type { Manufacturer } from '@tradepool/domain';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { useGridPaging } from '../../../components/data-grid';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth';
import { can } from '../../../lib/permissions';
import { useManufacturers } from '../api/search-manufacturers';
import { EditManufacturerModal } from '../components/edit-manufacturer-modal';
import { ManufacturerSearchBar } from '../components/manufacturer-search-bar';
import { ManufacturersGrid } from '../components/manufacturers-grid';
import type { ManufacturerAction } from '../components/manufacturers-grid';
import { MatchCriteriaModal } from '../components/match-criteria-modal';
import { SetupProfileModal } from '../components/setup-profile-modal';
import { DEFAULT_MANUFACTURER_SORT, toManufacturerSearch } from '../manufacturer-view';
import type { ManufacturerSort, StatusFilter } from '../manufacturer-view';

type Popup = { action: ManufacturerAction; manufacturer: Manufacturer } | null;

/** Spec point 2, "Manufacturers admin" (/admin/sodexomanufacturers). */
export function ManufacturersPage() {
  const user = useCurrentUser();
  const canEdit = can(user, 'USER_ACCOUNT_MANAGE');
  const paging = useGridPaging();
  const [searchString, setSearchString] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<ManufacturerSort>(DEFAULT_MANUFACTURER_SORT);
  const [popup, setPopup] = useState<Popup>(null);
  const flash = useFlash();
  const manufacturers = useManufacturers(
    toManufacturerSearch(searchString, status, paging.page, paging.pageSize, sort),
  );
  const firstPage = () => paging.onChange(1, paging.pageSize);
  const close = () => setPopup(null);

  return (
    <>
      <PageTitle
        title="Manufacturers"
        subtitle="The manufacturers your company buys from: contacts, info provider GLNs and their setup on Tradepool."
      />
      <FlashAlert flash={flash.flash} />
      <Card size="small">
        <Flex vertical gap={12}>
          <ManufacturerSearchBar
            status={status}
            onStatus={(next) => {
              setStatus(next);
              firstPage();
            }}
            onSearch={(next) => {
              setSearchString(next.trim());
              firstPage();
            }}
          />
          {manufacturers.error && <Alert type="error" showIcon title={manufacturers.error.message} />}
          <ManufacturersGrid
            rows={manufacturers.data?.results ?? []}
            totalRows={manufacturers.data?.totalRows ?? 0}
            loading={manufacturers.isFetching}
            paging={paging}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              firstPage();
            }}
            canEdit={canEdit}
            onAction={(action, manufacturer) => setPopup({ action, manufacturer })}
          />
        </Flex>
      </Card>
      {popup?.action === 'edit' && (
        <EditManufacturerModal
          manufacturer={popup.manufacturer}
          onClose={close}
          onSaved={(message) => {
            close();
            flash.success(message);
          }}
        />
      )}
      {popup?.action === 'profile' && <SetupProfileModal manufacturer={popup.manufacturer} onClose={close} />}
      {popup?.action === 'criteria' && <MatchCriteriaModal manufacturer={popup.manufacturer} onClose={close} />}
    </>
  );
}
