import { Button, Flex, List, Tag, Tooltip, Typography } from 'antd';
import { MATCH_DECISION_LABELS } from '@tradepool/domain';
import type { ProposedMatch, UnmatchedItem } from '@tradepool/domain';
import { candidatesToggleText } from '../unmatched-items';
import { MatchScore } from './match-list';

const DECISION_HINTS = {
  confident: 'One publisher item is likely enough to be yours to be proposed alone: confirm it in Publisher items.',
  candidates: 'No publisher item is likely enough to be proposed alone: look through the likeliest ones.',
  none: 'Nothing you received is likely to be this item.',
} as const;
const DECISION_COLORS = { confident: 'gold', candidates: 'blue', none: 'default' } as const;

/** Which publisher item is proposed, and whose. */
function ProposalText({ proposal }: { proposal: ProposedMatch }) {
  return (
    <Flex vertical style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text ellipsis>{proposal.description ?? proposal.productCode ?? proposal.gtin}</Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
        {[proposal.publisherName, `GTIN ${proposal.gtin}`, proposal.productCode].filter(Boolean).join(' · ')}
      </Typography.Text>
    </Flex>
  );
}

/** A publisher item proposed for a buyer item: whose, which, and how likely it is the same. */
function ProposalLine({ proposal }: { proposal: ProposedMatch }) {
  return (
    <Flex gap={12} align="center" style={{ width: '100%' }}>
      <ProposalText proposal={proposal} />
      <MatchScore match={proposal} />
    </Flex>
  );
}

/** The candidates of a buyer item, best first, as its row opens to them. */
export function CandidateList({ item }: { item: UnmatchedItem }) {
  return (
    <List
      size="small"
      style={{ marginInlineStart: 24, maxWidth: 900 }}
      dataSource={item.proposals}
      rowKey="catalogItemId"
      renderItem={(proposal) => (
        <List.Item style={{ paddingInline: 0 }}>
          <ProposalLine proposal={proposal} />
        </List.Item>
      )}
    />
  );
}

/**
 * What matching decided for a buyer item, in the list: the confident match shown with its score in words,
 * the candidates counted behind a toggle (shown on request), or plainly no match.
 */
export function MatchDecisionCell({
  item,
  open,
  onToggle,
}: {
  item: UnmatchedItem;
  open: boolean;
  onToggle: () => void;
}) {
  const decision = item.matchDecision === 'matched' ? 'none' : item.matchDecision;
  const tag = (
    <Tooltip title={DECISION_HINTS[decision]}>
      <Tag color={DECISION_COLORS[decision]} style={{ marginInlineEnd: 0, cursor: 'help' }}>
        {MATCH_DECISION_LABELS[decision]}
      </Tag>
    </Tooltip>
  );
  const best = item.proposals[0];
  if (decision === 'confident' && best) {
    return (
      <Flex vertical gap={4}>
        <Flex gap={12} align="flex-start" justify="space-between">
          {tag}
          <MatchScore match={best} />
        </Flex>
        <ProposalText proposal={best} />
      </Flex>
    );
  }
  if (decision === 'candidates' && item.proposals.length > 0) {
    return (
      <Flex gap={8} align="center" wrap>
        {tag}
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={onToggle} aria-expanded={open}>
          {candidatesToggleText(item.proposals.length, open)}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex gap={8} align="center" wrap>
      {tag}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Nothing received is likely to be it.
      </Typography.Text>
    </Flex>
  );
}
