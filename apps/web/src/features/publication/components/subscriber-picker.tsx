import { useState } from 'react';
import { Alert, App, Flex, Tabs, Tag, Transfer, Typography } from 'antd';
import type { TransferProps } from 'antd';
import type { Subscriber } from '@tradepool/domain';
import { useCurrentUser } from '../../../lib/auth';
import { useSubscribers } from '../api/list-subscribers';
import { offersAddNew } from '../new-subscriber';
import { AddSubscriberForm } from './add-subscriber-form';

export interface SubscriberPickerProps {
  selected: readonly string[];
  onChange: (glns: string[]) => void;
  /** The item step was opened with the current choice: taking a subscriber away asks first. */
  itemsLoaded: boolean;
}

type PickerTab = 'existing' | 'new';

/**
 * The wizards' subscriber step (spec point 2): Choose Existing moves subscribers between the available and
 * the selected list; Add New (GDSN users only, spec point 6) saves a GLN that is not listed yet.
 */
export function SubscriberPicker({ selected, onChange, itemsLoaded }: SubscriberPickerProps) {
  const user = useCurrentUser();
  const { modal } = App.useApp();
  const subscribers = useSubscribers();
  const [tab, setTab] = useState<PickerTab>('existing');
  const list = subscribers.data ?? [];

  const change: TransferProps<Subscriber>['onChange'] = (targetKeys, direction, moveKeys) => {
    const next = targetKeys.map(String);
    if (direction === 'right' || !itemsLoaded) {
      onChange(next);
      return;
    }
    const names = list
      .filter((subscriber) => moveKeys.includes(subscriber.gln))
      .map((subscriber) => `${subscriber.name} (${subscriber.gln})`);
    modal.confirm({
      title: 'Remove the subscriber?',
      content: `The items were chosen for ${names.join(', ')} too. Removing ${
        names.length === 1 ? 'it' : 'them'
      } clears the items you ticked.`,
      okText: 'Remove',
      cancelText: 'Keep',
      onOk: () => onChange(next),
    });
  };

  const existing = (
    <Flex vertical gap={12}>
      {subscribers.error && <Alert type="error" showIcon title={subscribers.error.message} />}
      <Transfer<Subscriber>
        dataSource={list}
        rowKey={(subscriber) => subscriber.gln}
        targetKeys={[...selected]}
        onChange={change}
        titles={['Available subscribers', 'Selected subscribers']}
        showSearch={{ placeholder: 'Name or GLN' }}
        filterOption={(text, subscriber) =>
          `${subscriber.name} ${subscriber.gln}`.toLowerCase().includes(text.trim().toLowerCase())
        }
        render={(subscriber) => ({
          label: (
            <Flex justify="space-between" gap={8} style={{ minWidth: 0 }}>
              <Typography.Text ellipsis style={{ minWidth: 0 }}>
                {subscriber.name}
              </Typography.Text>
              <Flex gap={4} style={{ flex: 'none' }}>
                {!subscriber.inTradepool && (
                  <Tag
                    title="The subscriber is in another data pool: its items are queued for it."
                    style={{ margin: 0 }}
                  >
                    other pool
                  </Tag>
                )}
                <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {subscriber.gln}
                </Typography.Text>
              </Flex>
            </Flex>
          ),
          value: subscriber.gln,
        })}
        styles={{ section: { width: 460, height: 380 } }}
        locale={{ notFoundContent: subscribers.isPending ? 'Loading…' : 'No subscribers' }}
      />
    </Flex>
  );

  const addNew = {
    key: 'new',
    label: 'Add New',
    children: (
      <AddSubscriberForm
        listed={list}
        onAdded={(subscriber) => onChange([...new Set([...selected, subscriber.gln])])}
      />
    ),
  };
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as PickerTab)}
      items={[
        { key: 'existing', label: 'Choose Existing', children: existing },
        ...(offersAddNew(user.userType) ? [addNew] : []),
      ]}
    />
  );
}
