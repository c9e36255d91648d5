import { useEffect, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import { GLN_LENGTH, GTIN_LENGTH, INDUSTRY_SEGMENTS } from '@tradepool/domain';
import { companySuggestionsQueryOptions } from '../api/suggest-companies';
import type { CompanyCriteria } from '../model/company-criteria';

const SUGGEST_DELAY_MS = 300;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface CompanySearchValues {
  id?: number | null;
  gtin?: string;
  industrySegment?: number | null;
  keyword?: string;
  gln?: string;
}

/** Spec point 3, "Company admin search": company id, GTIN, industry segment, keyword and GLN. */
export function CompanySearchPanel({ onSearch }: { onSearch: (criteria: CompanyCriteria) => void }) {
  const [form] = Form.useForm<CompanySearchValues>();
  const keyword = Form.useWatch('keyword', form) ?? '';
  const suggestions = useQuery(companySuggestionsQueryOptions(useDebounced(keyword, SUGGEST_DELAY_MS)));

  function submit(values: CompanySearchValues) {
    onSearch({
      id: values.id ?? null,
      gtin: values.gtin?.trim() || null,
      industrySegment: values.industrySegment ?? null,
      keyword: values.keyword?.trim() || null,
      gln: values.gln?.trim() || null,
    });
  }

  function reset() {
    form.resetFields();
    onSearch({});
  }

  return (
    <Card size="small">
      <Form<CompanySearchValues> name="company-search" form={form} layout="vertical" onFinish={submit}>
        <Row gutter={16} align="bottom">
          <Col xs={24} sm={12} lg={4}>
            <Form.Item name="id" label="Company id">
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={4}>
            <Form.Item
              name="keyword"
              label="Keyword"
              tooltip="Part of the company or business unit name; suggestions from 3 characters."
            >
              <AutoComplete
                options={(suggestions.data ?? []).map((company) => ({
                  value: company.name,
                  label: company.buName ? `${company.name} · ${company.buName}` : company.name,
                  key: company.companyId,
                }))}
                popupMatchSelectWidth={320}
                onSelect={() => form.submit()}
              >
                <Input allowClear />
              </AutoComplete>
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={4}>
            <Form.Item name="industrySegment" label="Industry segment">
              <Select
                allowClear
                placeholder="Any"
                options={INDUSTRY_SEGMENTS.map((segment) => ({ value: segment.id, label: segment.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={4}>
            <Form.Item name="gln" label="GLN" rules={[{ pattern: /^\d*$/, message: 'Digits only.' }]}>
              <Input maxLength={GLN_LENGTH} allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={4}>
            <Form.Item name="gtin" label="GTIN" rules={[{ pattern: /^\d*$/, message: 'Digits only.' }]}>
              <Input maxLength={GTIN_LENGTH} allowClear />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={4}>
            <Form.Item label=" " colon={false}>
              <Flex gap={8}>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                  Search
                </Button>
                <Button onClick={reset}>Reset</Button>
              </Flex>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
