import { useRef, useState } from 'react';
import { Alert, AutoComplete, Flex, Form, Input, Modal, Radio, Select, Tag, Typography } from 'antd';
import {
  DEFAULT_TARGET_MARKET,
  TYPEAHEAD_MIN_CHARS,
  type GpcLevel,
  type SubscriptionRequestInput,
} from '@tradepool/domain';
import { scrollingDialog } from '../../../components/scrolling-dialog';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePublisherSuggestions } from '../api/get-publisher-suggestions';
import { useSubscriptionGpcs } from '../api/get-subscription-gpcs';
import { useSubscriptionTargetMarkets } from '../api/get-subscription-target-markets';
import { GPC_LEVEL_LABELS, gpcChoiceLabel, gpcPlace } from '../gpc-choice';
import { publisherChoiceLabel } from '../publisher-choice';
import { checkSubscriptionForm, type SubscriptionForm, type SubscriptionFormErrors } from '../subscription-form';

const EMPTY_FORM: SubscriptionForm = {
  publisherGln: '',
  by: 'gtin',
  gtinText: '',
  gpcs: [],
  tms: [DEFAULT_TARGET_MARKET],
};

/** A GPC code in the picker: its label once chosen, its level and where it lies beside it in the list. */
interface GpcOption {
  value: number;
  label: string;
  level: GpcLevel;
  place: string | null;
}

export interface CreateSubscriptionModalProps {
  open: boolean;
  subscriberGln: string;
  autoSubscription: boolean;
  onClose: () => void;
  onSubmit: (request: SubscriptionRequestInput) => void;
}

/**
 * The create-subscription dialog (static backdrop): a publisher GLN from the suggestions (this pool's, then,
 * with a Global Registry, those other data pools serve), then GTINs or GPC codes (one or the other; neither:
 * all the publisher's items) and the target markets. A GPC code is a segment, family, class or brick, each
 * offered with its level and where it lies.
 */
export function CreateSubscriptionModal({
  open,
  subscriberGln,
  autoSubscription,
  onClose,
  onSubmit,
}: CreateSubscriptionModalProps) {
  const [form, setForm] = useState<SubscriptionForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<SubscriptionFormErrors>({});
  const [gpcText, setGpcText] = useState('');
  const [gpcLabels, setGpcLabels] = useState<ReadonlyMap<number, string>>(new Map());
  const body = useRef<HTMLDivElement>(null);
  const publishers = usePublisherSuggestions(useDebouncedValue(form.publisherGln));
  const gpcs = useSubscriptionGpcs(useDebouncedValue(gpcText));
  const markets = useSubscriptionTargetMarkets();
  const suggestions = form.publisherGln.trim().length >= TYPEAHEAD_MIN_CHARS ? (publishers.data ?? []) : [];
  // An edit answers the flags it was about; the next Subscribe checks again.
  const change = (changes: Partial<SubscriptionForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setErrors({});
  };

  function close() {
    setForm(EMPTY_FORM);
    setErrors({});
    onClose();
  }

  function submit() {
    const checked = checkSubscriptionForm(form, {
      subscriberGln,
      autoSubscription,
      suggestedGlns: suggestions.map((s) => s.value),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      // Spec point 5: an invalid form scrolls to the top, where the flags start.
      body.current?.closest('.ant-modal-body')?.scrollTo({ top: 0 });
      return;
    }
    setForm(EMPTY_FORM);
    setErrors({});
    onSubmit(checked.request);
  }

  const glnHelp = errors.invalidGln
    ? 'Enter a valid GLN: 13 digits with a valid check digit.'
    : errors.glnNotExists
      ? 'Choose a publisher GLN from the suggestions.'
      : errors.publisherOrGtins
        ? 'Give a publisher GLN or GTINs.'
        : undefined;
  return (
    <Modal
      open={open}
      title="Create subscription"
      okText="Subscribe"
      onOk={submit}
      onCancel={close}
      mask={{ closable: false }}
      keyboard={false}
      width={640}
      destroyOnHidden
      {...scrollingDialog()}
    >
      <div ref={body}>
        <Form layout="vertical" requiredMark={false}>
          <Form.Item label="Subscriber GLN">
            <Typography.Text strong>{subscriberGln}</Typography.Text>
          </Form.Item>
          <Form.Item
            label="Publisher GLN"
            validateStatus={glnHelp ? 'error' : undefined}
            help={glnHelp}
            extra={`Type ${TYPEAHEAD_MIN_CHARS} or more digits of the GLN, or of the publisher's name.`}
          >
            <AutoComplete
              aria-label="Publisher GLN"
              value={form.publisherGln}
              options={suggestions.map((s) => ({ value: s.value, label: publisherChoiceLabel(s) }))}
              onChange={(value: string) => change({ publisherGln: value ?? '' })}
              placeholder="GLN or publisher name"
              allowClear
            />
          </Form.Item>
          <Form.Item label="Subscribe to">
            <Radio.Group
              value={form.by}
              onChange={(event) =>
                // The choice is exclusive (spec point 4): the other list is cleared.
                change(event.target.value === 'gtin' ? { by: 'gtin', gpcs: [] } : { by: 'gpc', gtinText: '' })
              }
              options={[
                { value: 'gtin', label: 'By GTIN' },
                { value: 'gpc', label: 'By GPC' },
              ]}
            />
          </Form.Item>
          <Form.Item
            label="GTINs"
            validateStatus={errors.invalidGtins ? 'error' : undefined}
            help={errors.invalidGtins && `Not valid GTINs: ${errors.invalidGtins.join(', ')}`}
            extra="Separated by commas. None: all the publisher's items."
          >
            <Input.TextArea
              aria-label="GTINs"
              rows={2}
              disabled={form.by !== 'gtin'}
              value={form.gtinText}
              onChange={(event) => change({ gtinText: event.target.value })}
            />
          </Form.Item>
          <Form.Item
            label="GPC codes"
            extra="A segment, family, class or brick, by code or title (3 characters or more): it takes every item whose brick lies under it."
          >
            <Select<number[], GpcOption>
              aria-label="GPC codes"
              mode="multiple"
              disabled={form.by !== 'gpc'}
              value={form.gpcs}
              showSearch={{ filterOption: false, onSearch: setGpcText }}
              options={(gpcs.data ?? []).map((g) => ({
                value: g.classCategoryCode,
                label: gpcChoiceLabel(g),
                level: g.level,
                place: gpcPlace(g),
              }))}
              optionRender={(option) => (
                <Flex vertical>
                  <Flex justify="space-between" gap={8}>
                    <span>{option.label}</span>
                    <Tag>{GPC_LEVEL_LABELS[option.data.level]}</Tag>
                  </Flex>
                  {option.data.place && (
                    <Typography.Text type="secondary" ellipsis>
                      {option.data.place}
                    </Typography.Text>
                  )}
                </Flex>
              )}
              labelRender={({ value }) => gpcLabels.get(Number(value)) ?? String(value)}
              onChange={(codes, picked) => {
                const labels = new Map(gpcLabels);
                for (const option of [picked].flat())
                  if (option?.label) labels.set(Number(option.value), String(option.label));
                setGpcLabels(labels);
                change({ gpcs: codes });
              }}
              notFoundContent={gpcText.trim().length >= TYPEAHEAD_MIN_CHARS ? 'No matching GPC code' : null}
            />
          </Form.Item>
          <Form.Item
            label="Target markets"
            validateStatus={errors.noTargetMarket ? 'error' : undefined}
            help={errors.noTargetMarket && 'Choose at least one target market.'}
          >
            <Select<string[]>
              aria-label="Target markets"
              mode="multiple"
              value={form.tms}
              showSearch={{ optionFilterProp: 'label' }}
              loading={markets.isPending}
              options={(markets.data ?? []).map((m) => ({
                value: m.countryIsoNumericCode,
                label: `${m.countryIsoNumericCode} ${m.countryName}`,
              }))}
              onChange={(tms) => change({ tms })}
            />
          </Form.Item>
        </Form>
        {autoSubscription && (
          <Alert
            type="info"
            showIcon
            title="With auto-subscription you may subscribe by a GLN alone or by GTINs alone."
          />
        )}
      </div>
    </Modal>
  );
}
