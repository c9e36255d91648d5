import { useState } from 'react';
import { Button, Flex } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ItemStep } from '../components/item-step';
import { PUBLICATION_PATH, parseSubscriberParams, subscriberItemsPath, subscriberLabel } from '../publication-paths';
import type { PublicationCenterState } from '../publication-paths';

/**
 * Spec point 2, a subscriber's publish sub-screen (`/subscribers/items/:subscriberName/:subscriberGln/publish`):
 * the items not yet published to it, ticked and published to its GLN; then back to its items.
 */
export function SubscriberPublishPage() {
  const subscriber = parseSubscriberParams(useParams());
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  if (!subscriber) return <Navigate to={PUBLICATION_PATH} replace />;
  const label = subscriberLabel(subscriber);
  return (
    <Flex vertical gap={16}>
      <PageTitle
        title={`Publish to ${label}`}
        subtitle={`The items not yet published to ${label} (GLN ${subscriber.gln}).`}
      />
      <ItemStep
        kind="publish"
        glns={[subscriber.gln]}
        selected={selected}
        onSelect={setSelected}
        actions={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(subscriberItemsPath(subscriber))}>
            Back
          </Button>
        }
        finish={{ label: `Back to ${label}`, onClick: () => navigate(subscriberItemsPath(subscriber)) }}
        onSucceeded={(notice) => {
          const state: PublicationCenterState = { notice };
          navigate(subscriberItemsPath(subscriber), { state });
        }}
      />
    </Flex>
  );
}
