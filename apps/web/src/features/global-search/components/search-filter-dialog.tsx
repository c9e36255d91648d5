import { useState } from 'react';
import { Button, Checkbox, Flex, Form, Input, Modal, Radio, Select, Space } from 'antd';
import { DMS_NOTIFICATION_CODES, DMS_STATUS_CODES, DMS_STATUS_LABELS } from '@tradepool/domain';
import { scrollingDialog } from '../../../components/scrolling-dialog';
import { UsDateRange } from '../../../components/us-date-range';
import { DATE_RANGE_OPTIONS } from '../../catalog';
import {
  EMPTY_SEARCH_FORM,
  FIND_BY_OPTIONS,
  NOTIFICATION_LABELS,
  gtinFieldText,
  type FindBy,
  type SearchForm,
} from '../global-search-form';

export interface SearchFilterDialogProps {
  form: SearchForm;
  onSearch: (form: SearchForm) => void;
  onClose: () => void;
}

/**
 * Spec point 2, "Global search": the filter dialog, mounted while open. Its fields start from the search in
 * force; *Search* runs the new one, *Clear* empties the fields.
 */
export function SearchFilterDialog({ form, onSearch, onClose }: SearchFilterDialogProps) {
  const [draft, setDraft] = useState(form);
  const set = (patch: Partial<SearchForm>) => setDraft((current) => ({ ...current, ...patch }));
  const ranged = Boolean(draft.fromDate || draft.toDate);

  return (
    <Modal
      open
      title="Search the items of all your publishers"
      width={720}
      onCancel={onClose}
      {...scrollingDialog(64)}
      footer={
        <Flex justify="space-between">
          <Button onClick={() => setDraft(EMPTY_SEARCH_FORM)}>Clear</Button>
          <Space>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" onClick={() => onSearch(draft)}>
              Search
            </Button>
          </Space>
        </Flex>
      }
    >
      <Form layout="vertical" onFinish={() => onSearch(draft)} requiredMark={false}>
        <Form.Item label="Find by" htmlFor="global-search-keyword">
          <Space.Compact style={{ width: '100%' }}>
            <Select<FindBy>
              aria-label="Find by"
              value={draft.findBy}
              style={{ width: 160 }}
              options={FIND_BY_OPTIONS}
              onChange={(findBy) => set({ findBy })}
            />
            <Input
              id="global-search-keyword"
              value={draft.keyword}
              placeholder="What to find"
              onChange={(e) => set({ keyword: e.target.value })}
              onPressEnter={() => onSearch(draft)}
            />
          </Space.Compact>
        </Form.Item>
        <Form.Item label="Search criteria">
          <Radio.Group
            aria-label="Search criteria"
            value={draft.searchCriteria}
            onChange={(e) => set({ searchCriteria: e.target.value })}
            options={[
              { value: 'exact', label: 'Exact: whole words, the whole GTIN or product code' },
              { value: 'contains', label: 'Contains: part of a word or number' },
            ]}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item label="GTIN" htmlFor="global-search-gtin" style={{ flex: '1 1 200px' }}>
            <Input
              id="global-search-gtin"
              inputMode="numeric"
              value={draft.gtin}
              onChange={(e) => set({ gtin: gtinFieldText(e.target.value) })}
            />
          </Form.Item>
          <Form.Item label="Publisher GLN" htmlFor="global-search-gln" style={{ flex: '1 1 200px' }}>
            <Input
              id="global-search-gln"
              inputMode="numeric"
              maxLength={13}
              value={draft.publisherGln}
              onChange={(e) => set({ publisherGln: e.target.value.replace(/\D/g, '') })}
            />
          </Form.Item>
          <Form.Item label="Publisher name" htmlFor="global-search-publisher" style={{ flex: '1 1 200px' }}>
            <Input
              id="global-search-publisher"
              value={draft.publisherName}
              onChange={(e) => set({ publisherName: e.target.value })}
            />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item label="Brand" htmlFor="global-search-brand" style={{ flex: '1 1 280px' }}>
            <Input
              id="global-search-brand"
              value={draft.brandName}
              onChange={(e) => set({ brandName: e.target.value })}
            />
            <Checkbox
              checked={draft.brandSpellChk}
              onChange={(e) => set({ brandSpellChk: e.target.checked })}
              style={{ marginTop: 4 }}
            >
              Spell check the brand
            </Checkbox>
          </Form.Item>
          <Form.Item label="Description" htmlFor="global-search-description" style={{ flex: '1 1 280px' }}>
            <Input
              id="global-search-description"
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
            />
            <Checkbox
              checked={draft.descSpellCheck}
              onChange={(e) => set({ descSpellCheck: e.target.checked })}
              style={{ marginTop: 4 }}
            >
              Spell check the description
            </Checkbox>
          </Form.Item>
        </Flex>
        <Form.Item label="Date published">
          <Flex gap={12} wrap>
            <Select<number>
              aria-label="Last days"
              style={{ width: 160 }}
              value={draft.lastDays}
              disabled={ranged}
              options={DATE_RANGE_OPTIONS}
              onChange={(lastDays) => set({ lastDays })}
            />
            <UsDateRange
              from={draft.fromDate || null}
              to={draft.toDate || null}
              onChange={(fromDate, toDate) => set({ fromDate: fromDate ?? '', toDate: toDate ?? '' })}
            />
          </Flex>
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item label="Status" style={{ flex: '1 1 280px' }}>
            <Checkbox.Group
              aria-label="Status"
              value={draft.dmsStatuses}
              onChange={(dmsStatuses) => set({ dmsStatuses })}
              options={DMS_STATUS_CODES.map((code) => ({ value: code, label: DMS_STATUS_LABELS[code] }))}
            />
          </Form.Item>
          <Form.Item label="Notifications" style={{ flex: '1 1 280px' }}>
            <Checkbox.Group
              aria-label="Notifications"
              value={draft.notifications}
              onChange={(notifications) => set({ notifications })}
              options={DMS_NOTIFICATION_CODES.map((code) => ({ value: code, label: NOTIFICATION_LABELS[code] }))}
            />
          </Form.Item>
        </Flex>
      </Form>
    </Modal>
  );
}
