import { Card, Col, Empty, Flex, List, Row, Typography } from 'antd';
import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import type { OutcomeGroup, PublicationOutcome } from '../publication-outcome';

export interface PublicationResultsProps {
  outcome: PublicationOutcome;
  /** A subscriber GLN's name, when it is known. */
  nameOf: (gln: string) => string | undefined;
}

function Groups({
  groups,
  failed,
  nameOf,
}: {
  groups: OutcomeGroup[];
  failed: boolean;
  nameOf: (gln: string) => string | undefined;
}) {
  if (groups.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="None" />;
  return (
    <Flex vertical gap={12}>
      {groups.map((group) => (
        <div key={group.gln}>
          <Typography.Text strong>
            {nameOf(group.gln) ?? 'Subscriber'} · {group.gln}
          </Typography.Text>
          <List
            size="small"
            dataSource={group.items}
            rowKey={(item) => `${item.gtin}-${item.tm}`}
            renderItem={(item) => (
              <List.Item style={{ paddingInline: 0 }}>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>
                    GTIN {item.gtin} · TM {item.tm}
                  </Typography.Text>
                  {failed && <Typography.Text type="danger">{item.error ?? 'Not done'}</Typography.Text>}
                </Flex>
              </List.Item>
            )}
          />
        </div>
      ))}
    </Flex>
  );
}

const count = (groups: OutcomeGroup[]) => groups.reduce((sum, group) => sum + group.items.length, 0);

/** A publish or unpublish answer item by item: what failed and why, and what went through, per subscriber. */
export function PublicationResults({ outcome, nameOf }: PublicationResultsProps) {
  const verb = outcome.kind === 'publish' ? 'Published' : 'Unpublished';
  const sides = [
    {
      key: 'failed',
      icon: <CloseCircleTwoTone twoToneColor="#ff4d4f" />,
      title: `Failed · ${outcome.errorCount} ${outcome.errorCount === 1 ? 'error' : 'errors'}`,
      groups: outcome.failed,
    },
    {
      key: 'succeeded',
      icon: <CheckCircleTwoTone twoToneColor="#52c41a" />,
      title: `${verb} · ${count(outcome.succeeded)}`,
      groups: outcome.succeeded,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {sides.map((side) => (
        <Col key={side.key} xs={24} lg={12}>
          <Card
            size="small"
            title={
              <Flex gap={8} align="center">
                {side.icon}
                {side.title}
              </Flex>
            }
          >
            <Groups groups={side.groups} failed={side.key === 'failed'} nameOf={nameOf} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
