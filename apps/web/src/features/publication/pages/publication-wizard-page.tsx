import { useState } from 'react';
import { Button, Card, Flex, Steps, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@tradepool/domain';
import { FlashAlert, useFlash } from '../../../components/flash-alert';
import { PageTitle } from '../../../components/page-title';
import { useSubscribers } from '../api/list-subscribers';
import { ItemStep } from '../components/item-step';
import { SubscriberPicker } from '../components/subscriber-picker';
import { PUBLICATION_PATH, WIZARD_PATHS, wizardStepOf } from '../publication-paths';
import type { PublicationCenterState, WizardKind } from '../publication-paths';

const TITLES: Record<WizardKind, { title: string; subtitle: string; itemTitle: string }> = {
  publish: {
    title: 'Publish Items',
    subtitle: 'Choose the subscribers, then the items to publish to them (a CIP per item and subscriber).',
    itemTitle: 'Items to publish',
  },
  unpublish: {
    title: 'Unpublish Items',
    subtitle: 'Choose the subscribers, then the items to withdraw from them.',
    itemTitle: 'Items to unpublish',
  },
};

/**
 * Spec point 2, the publish and unpublish wizards: `/publication/(un)publish` and its `/subscriber` step
 * open the subscriber step, `/item` the item step. One page serves the three paths, so the choice of
 * subscribers and items survives moving between the steps.
 */
function PublicationWizard({ kind }: { kind: WizardKind }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const step = wizardStepOf(kind, pathname);
  const paths = WIZARD_PATHS[kind];
  const titles = TITLES[kind];
  const flash = useFlash();
  const subscribers = useSubscribers();
  const [glns, setGlns] = useState<string[]>([]);
  const [itemsLoaded, setItemsLoaded] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  if (step === 'item' && glns.length > 0 && !itemsLoaded) setItemsLoaded(true);

  function chooseSubscribers(next: string[]) {
    flash.clear();
    const removed = glns.some((gln) => !next.includes(gln));
    setGlns(next);
    // The items were listed for the subscribers chosen before: a subscriber taken away starts them afresh.
    if (removed) {
      setSelected(new Set());
      setItemsLoaded(false);
    }
  }

  function toItems() {
    if (glns.length === 0) {
      flash.error(MESSAGES.selectSubscriberFirst);
      return;
    }
    flash.clear();
    navigate(paths.item);
  }

  const nameOf = (gln: string) => subscribers.data?.find((subscriber) => subscriber.gln === gln)?.name;
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.subscriber)}>
      Back
    </Button>
  );

  return (
    <Flex vertical gap={16}>
      <PageTitle title={titles.title} subtitle={titles.subtitle} />
      <Card size="small">
        <Steps
          size="small"
          current={step === 'subscriber' ? 0 : 1}
          items={[
            { key: 'subscriber', title: 'Subscribers', description: `${glns.length} selected` },
            { key: 'item', title: titles.itemTitle },
          ]}
        />
      </Card>
      <FlashAlert flash={flash.flash} style={{ marginBottom: 0 }} />
      {step === 'subscriber' ? (
        <>
          <Card size="small">
            <SubscriberPicker selected={glns} onChange={chooseSubscribers} itemsLoaded={itemsLoaded} />
          </Card>
          <Card size="small">
            <Flex justify="space-between" align="center">
              <Button onClick={() => navigate(PUBLICATION_PATH)}>Cancel</Button>
              <Button type="primary" icon={<ArrowRightOutlined />} iconPlacement="end" onClick={toItems}>
                Choose items
              </Button>
            </Flex>
          </Card>
        </>
      ) : glns.length === 0 ? (
        <Card size="small">
          <Flex vertical gap={12} align="flex-start">
            <Typography.Text type="danger" role="alert">
              {MESSAGES.selectSubscriberFirst}
            </Typography.Text>
            <Button type="primary" onClick={() => navigate(paths.subscriber)}>
              Choose subscribers
            </Button>
          </Flex>
        </Card>
      ) : (
        <>
          <Card size="small">
            <Flex gap={8} align="center" wrap>
              <Typography.Text type="secondary">
                {kind === 'publish' ? 'Publishing to' : 'Unpublishing from'}
              </Typography.Text>
              {glns.map((gln) => (
                <Tag key={gln} style={{ margin: 0 }}>
                  {nameOf(gln) ?? 'Subscriber'} · {gln}
                </Tag>
              ))}
              <Button type="link" size="small" onClick={() => navigate(paths.subscriber)}>
                Change
              </Button>
            </Flex>
          </Card>
          <ItemStep
            kind={kind}
            glns={glns}
            selected={selected}
            onSelect={setSelected}
            actions={back}
            finish={{ label: 'Back to the publication center', onClick: () => navigate(PUBLICATION_PATH) }}
            onSucceeded={(notice) => {
              const state: PublicationCenterState = { notice };
              navigate(PUBLICATION_PATH, { state });
            }}
          />
        </>
      )}
    </Flex>
  );
}

export function PublishWizardPage() {
  return <PublicationWizard kind="publish" />;
}

export function UnpublishWizardPage() {
  return <PublicationWizard kind="unpublish" />;
}
