import { useQuery } from '@tanstack/react-query';
import { Col, ConfigProvider, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { BILLING_COPY, PHONE_PATTERN, ZIP_PATTERN } from '@tradepool/domain';
import type { CompanyContact } from '@tradepool/domain';
import { countriesQueryOptions } from '../api/get-countries';

type ContactField = Exclude<keyof CompanyContact, 'billingSameAsContact'>;

const BILLING_NAME = new Map<ContactField, ContactField>(
  BILLING_COPY.map(([from, to]) => [from as ContactField, to as ContactField]),
);

const phoneRule = (what: string): Rule => ({
  pattern: PHONE_PATTERN,
  message: `Enter a ${what}: optional country code and 10 digits.`,
});

const FIELDS: readonly { field: ContactField; label: string; rules?: Rule[]; wide?: boolean }[] = [
  { field: 'firstName', label: 'First name', rules: [{ max: 100 }] },
  { field: 'middleName', label: 'Middle name', rules: [{ max: 100 }] },
  { field: 'lastName', label: 'Last name', rules: [{ max: 100 }] },
  { field: 'title', label: 'Title', rules: [{ max: 100 }] },
  {
    field: 'email',
    label: 'E-mail',
    rules: [{ type: 'email', message: 'Enter a valid e-mail address.' }, { max: 200 }],
  },
  { field: 'phone', label: 'Phone', rules: [phoneRule('phone number')] },
  { field: 'address1', label: 'Address line 1', rules: [{ max: 200 }], wide: true },
  { field: 'address2', label: 'Address line 2', rules: [{ max: 200 }], wide: true },
  { field: 'city', label: 'City', rules: [{ max: 100 }] },
  { field: 'county', label: 'County', rules: [{ max: 100 }] },
  {
    field: 'zip',
    label: 'Zip / postal code',
    rules: [{ pattern: ZIP_PATTERN, message: 'Enter a US, Canadian or UK postal code.' }],
  },
];

const FAX: { field: ContactField; label: string; rules: Rule[] } = {
  field: 'fax',
  label: 'Fax',
  rules: [phoneRule('fax number')],
};

function nameOf(field: ContactField, billing: boolean): ContactField {
  return billing ? (BILLING_NAME.get(field) ?? field) : field;
}

function CountryAndState({ billing, disabled }: { billing: boolean; disabled: boolean }) {
  const form = Form.useFormInstance();
  const countries = useQuery(countriesQueryOptions());
  const countryPath = ['companyContact', nameOf('country', billing)];
  const statePath = ['companyContact', nameOf('state', billing)];
  const countryCode = Form.useWatch<string | null | undefined>(countryPath, form);
  const states = countries.data?.find((country) => country.countryCode === countryCode)?.states ?? [];
  return (
    <>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name={countryPath} label="Country">
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            loading={countries.isPending}
            placeholder="Choose a country"
            options={countries.data?.map((country) => ({ value: country.countryCode, label: country.countryName }))}
            disabled={disabled}
            onChange={() => form.setFieldValue(statePath, null)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item name={statePath} label="State / province" rules={[{ max: 100 }]}>
          {states.length > 0 ? (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              placeholder="Choose a state"
              disabled={disabled}
              options={states.map((state) => ({ value: state.stateCode, label: state.stateName }))}
            />
          ) : (
            <Input disabled={disabled} />
          )}
        </Form.Item>
      </Col>
    </>
  );
}

/** The company contact (spec point 3) or its billing copy, locked while "billing same as contact" is on. */
export function ContactFields({ billing = false, disabled = false }: { billing?: boolean; disabled?: boolean }) {
  // A field's own `disabled` wins over the form's, so the form's (a viewer's wizard) is kept here.
  const { componentDisabled } = ConfigProvider.useConfig();
  const locked = disabled || componentDisabled === true;
  return (
    <Row gutter={16}>
      {FIELDS.map(({ field, label, rules, wide }) => (
        <Col key={field} xs={24} md={wide ? 24 : 12} xl={wide ? 12 : 8}>
          <Form.Item name={['companyContact', nameOf(field, billing)]} label={label} rules={rules}>
            <Input disabled={locked} />
          </Form.Item>
        </Col>
      ))}
      <CountryAndState billing={billing} disabled={locked} />
      <Col xs={24} md={12} xl={8}>
        <Form.Item name={['companyContact', nameOf(FAX.field, billing)]} label={FAX.label} rules={FAX.rules}>
          <Input disabled={locked} />
        </Form.Item>
      </Col>
    </Row>
  );
}
