import { useState } from 'react';
import { Button, DatePicker, Flex, Form, Input, Select } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { TARGET_MARKETS_FIRST } from '@tradepool/domain';
import { supportFormProblems, type SupportForm } from '../support-search';

const US_DATE = 'MM/DD/YYYY';

/**
 * Spec point 2, "Support workflow": publisher GLN, target market and from/to dates, checked on search
 * (spec point 5's texts beside the fields); Reset clears the search and the grid.
 */
export function SupportSearchForm({
  initial,
  onSearch,
  onReset,
}: {
  initial: SupportForm;
  onSearch: (form: SupportForm) => void;
  onReset: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [checked, setChecked] = useState(false);
  const problems = checked ? supportFormProblems(form, new Date()) : {};
  const set = (patch: Partial<SupportForm>) => setForm((current) => ({ ...current, ...patch }));

  const search = () => {
    setChecked(true);
    if (Object.keys(supportFormProblems(form, new Date())).length === 0) onSearch(form);
  };

  return (
    <Form layout="vertical" onFinish={search} aria-label="Publisher workflow search">
      <Flex gap={12} wrap align="flex-start">
        <Form.Item
          label="Publisher GLN"
          required
          validateStatus={problems.publisherGln ? 'error' : undefined}
          help={problems.publisherGln}
          style={{ width: 200, marginBottom: 8 }}
        >
          <Input
            aria-label="Publisher GLN"
            value={form.publisherGln}
            maxLength={13}
            inputMode="numeric"
            placeholder="e.g. 0761305000019"
            onChange={(e) => set({ publisherGln: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="Target market" style={{ width: 130, marginBottom: 8 }}>
          <Select
            value={form.tm}
            aria-label="Target market"
            onChange={(tm) => set({ tm })}
            options={TARGET_MARKETS_FIRST.map((code) => ({ value: code, label: code }))}
          />
        </Form.Item>
        <Form.Item
          label="From / to dates"
          required
          validateStatus={problems.dates ? 'error' : undefined}
          help={problems.dates}
          style={{ width: 290, marginBottom: 8 }}
        >
          <DatePicker.RangePicker
            format={US_DATE}
            allowEmpty={[true, true]}
            placeholder={['From date', 'To date']}
            aria-label="From and to dates"
            value={[
              form.fromDate ? dayjs(form.fromDate, US_DATE) : null,
              form.toDate ? dayjs(form.toDate, US_DATE) : null,
            ]}
            onChange={(dates) =>
              set({ fromDate: dates?.[0]?.format(US_DATE) ?? '', toDate: dates?.[1]?.format(US_DATE) ?? '' })
            }
          />
        </Form.Item>
        <Form.Item
          label="GTIN (optional)"
          validateStatus={problems.gtin ? 'error' : undefined}
          help={problems.gtin}
          style={{ width: 180, marginBottom: 8 }}
        >
          <Input
            aria-label="GTIN"
            value={form.gtin}
            placeholder="GTIN or Digital Link"
            onChange={(e) => set({ gtin: e.target.value })}
          />
        </Form.Item>
        <Form.Item label=" " style={{ marginBottom: 8 }}>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              Search
            </Button>
            <Button
              icon={<ClearOutlined />}
              onClick={() => {
                setChecked(false);
                onReset();
              }}
            >
              Reset
            </Button>
          </Flex>
        </Form.Item>
      </Flex>
    </Form>
  );
}
