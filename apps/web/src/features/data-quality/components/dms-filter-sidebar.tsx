import { Checkbox, Radio } from 'antd';
import type { DmsItemCounts, DmsMatchCount, DmsTab } from '@tradepool/domain';
import { FilterCard, FilterGroup } from '../../catalog';
import { EMPTY_DMS_FILTERS, activeDmsFilterCount } from '../dms-item-search';
import type { DmsItemFilters } from '../dms-item-search';

type Status = DmsItemFilters['statuses'][number];
type Notification = DmsItemFilters['notifications'][number];

const column = { display: 'flex', flexDirection: 'column', gap: 4 } as const;

/** A choice with how many items of the list it would keep (blank while the counts load). */
const counted = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count.toLocaleString('en-US')})`;

export interface DmsFilterSidebarProps {
  filters: DmsItemFilters;
  /** The counts under the current search, whatever its view (`POST catalogs/publisherItems`). */
  counts: DmsItemCounts | undefined;
  onChange: (filters: DmsItemFilters) => void;
}

/**
 * Spec point 4's filter panels of the item list: status (New 11, Review 10, Sync'd 12, Reject 4),
 * notifications (Changed 2, Follow-Up 1, Exceptions 3), match counts (1, 2, 3, 4+), the tabs with changes, and whether
 * the item was ever synchronised. Every change narrows the list from page 1.
 */
export function DmsFilterSidebar({ filters, counts, onChange }: DmsFilterSidebarProps) {
  const set = (patch: Partial<DmsItemFilters>) => onChange({ ...filters, ...patch });
  return (
    <FilterCard
      count={activeDmsFilterCount(filters)}
      cleared={activeDmsFilterCount(filters) === 0}
      onClear={() => onChange(EMPTY_DMS_FILTERS)}
    >
      <FilterGroup label="Status">
        <Checkbox.Group<Status>
          aria-label="Status"
          style={column}
          options={[
            { value: 11, label: counted('New', counts?.newCount) },
            { value: 10, label: counted('Review', counts?.reviewCount) },
            { value: 12, label: counted("Sync'd", counts?.syncCount) },
            { value: 4, label: counted('Reject', counts?.rejectedCount) },
          ]}
          value={filters.statuses}
          onChange={(statuses) => set({ statuses })}
        />
      </FilterGroup>
      <FilterGroup label="Notifications">
        <Checkbox.Group<Notification>
          aria-label="Notifications"
          style={column}
          options={[
            { value: 2, label: counted('Changed', counts?.changedCount) },
            { value: 1, label: counted('Follow-Up', counts?.onHoldCount) },
            { value: 3, label: counted('Exceptions', counts?.exceptionCount) },
          ]}
          value={filters.notifications}
          onChange={(notifications) => set({ notifications })}
        />
      </FilterGroup>
      <FilterGroup label="Matches">
        <Checkbox.Group<DmsMatchCount>
          aria-label="Matches"
          style={column}
          options={[
            { value: '1', label: counted('1 match', counts?.oneMatch) },
            { value: '2', label: counted('2 matches', counts?.twoMatch) },
            { value: '3', label: counted('3 matches', counts?.threeMatch) },
            { value: '4+', label: counted('4+ matches', counts?.fourMatch) },
          ]}
          value={filters.matchCounts}
          onChange={(matchCounts) => set({ matchCounts })}
        />
      </FilterGroup>
      <FilterGroup label="Changes in">
        <Checkbox.Group<DmsTab>
          aria-label="Changes in"
          style={column}
          options={[
            { value: 'core', label: counted('Core', counts?.coreChangedCount) },
            { value: 'nutritional', label: counted('Nutritional', counts?.nutritionalChangedCount) },
            { value: 'marketing', label: counted('Marketing', counts?.marketingChangedCount) },
          ]}
          value={filters.tabs}
          onChange={(tabs) => set({ tabs })}
        />
      </FilterGroup>
      <FilterGroup label="Synchronised before">
        <Radio.Group
          aria-label="Synchronised before"
          style={column}
          options={[
            { value: -1, label: 'Any' },
            { value: 1, label: 'At least once' },
            { value: 0, label: 'Never' },
          ]}
          value={filters.synced}
          onChange={(event) => set({ synced: event.target.value as DmsItemFilters['synced'] })}
        />
      </FilterGroup>
    </FilterCard>
  );
}
