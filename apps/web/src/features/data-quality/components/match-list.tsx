import { Divider, Flex, List, Popover, Progress, Tag, Typography } from 'antd';
import { MATCH_SCORE_BANDS, matchScoreMeaning, matchScoreText } from '@tradepool/domain';
import type { DmsMatch } from '@tradepool/domain';

const KIND_TAGS: Record<DmsMatch['kind'], { color: string; label: string; hint: string }> = {
  gtin: { color: 'green', label: 'GTIN match', hint: 'Your item has the same GTIN.' },
  broad: { color: 'cyan', label: 'Confirmed match', hint: 'You confirmed this pair.' },
  possible: {
    color: 'default',
    label: 'Possible match',
    hint: 'Scored on description, brand, codes, unit and net content: confirm it before it counts.',
  },
};

/** A possible match of a buyer item matching decided for: proposed alone, so it says so. */
const CONFIDENT_TAG = {
  color: 'gold',
  label: 'Confident match',
  hint: 'Likely enough to be proposed alone, under your DQ Match Criteria: confirm it before it counts.',
};

/** The engine's factors (docs/MATCHING.md) as a buyer reads them; the detail shows yours / theirs. */
const FACTOR_LABELS: Record<string, { for: string; against: string }> = {
  description: { for: 'Description words in common', against: 'Descriptions differ' },
  brand: { for: 'Same brand', against: 'Brands differ' },
  modelCode: { for: 'Same model or product code', against: 'Model or product codes differ' },
  identifier: { for: 'Same identifier', against: 'Identifiers differ' },
  numbers: { for: 'Same numbers', against: 'Numbers differ' },
  unitDescriptor: { for: 'Same unit', against: 'Units differ (yours / theirs)' },
  netContent: { for: 'Same net content', against: 'Net contents differ (yours / theirs)' },
  competition: { for: 'Competition', against: 'Another of your items scores as high' },
  confirmed: { for: 'You matched this item before', against: 'You rejected this item before' },
};

const factorLabel = (factor: string, effect: 'for' | 'against') => FACTOR_LABELS[factor]?.[effect] ?? factor;

/** A score and why it is what it is, as the engine gave them. */
export type ScoredReasons = Pick<DmsMatch, 'score' | 'reasons'>;

/** Why a possible match scores what it does: each factor for or against it. */
export function ScoreReasons({ match }: { match: ScoredReasons }) {
  return (
    <List
      size="small"
      style={{ maxWidth: 380 }}
      dataSource={match.reasons}
      locale={{ emptyText: 'No factor recorded.' }}
      renderItem={(reason) => (
        <List.Item style={{ paddingInline: 0 }}>
          <Flex vertical>
            <Typography.Text type={reason.effect === 'for' ? 'success' : 'danger'}>
              {reason.effect === 'for' ? '+ ' : '− '}
              {factorLabel(reason.factor, reason.effect)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {reason.detail}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}

/** What the scores mean: the chance, in percent, that the two items are the same, read in bands. */
export function ScoreBands() {
  return (
    <Flex vertical gap={2} style={{ maxWidth: 380 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        The score is the chance that the two are the same item.
      </Typography.Text>
      {MATCH_SCORE_BANDS.map((band, i) => (
        <Typography.Text key={band.from} style={{ fontSize: 12 }}>
          {i === 0 ? `${band.from} % or more` : `${band.from}–${MATCH_SCORE_BANDS[i - 1]!.from - 1} %`}: {band.meaning}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/**
 * The score as a bar, its percent and what it means in words ("87 % · very likely the same item"); hovering
 * it (or focusing it) tells why, and what the bands mean.
 */
export function MatchScore({ match }: { match: ScoredReasons }) {
  if (match.score === null) return null;
  const percent = Math.round(match.score);
  return (
    <Popover
      title={matchScoreText(match.score)}
      content={
        <>
          <ScoreReasons match={match} />
          <Divider style={{ margin: '8px 0' }} />
          <ScoreBands />
        </>
      }
    >
      <Flex
        vertical
        style={{ width: 210, flexShrink: 0, cursor: 'help' }}
        tabIndex={0}
        aria-label={`${matchScoreText(match.score)}: why`}
      >
        <Flex gap={6} align="center">
          <Progress percent={percent} size="small" showInfo={false} style={{ margin: 0, flex: 1 }} />
          <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{percent} %</Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12, lineHeight: 1.3, whiteSpace: 'nowrap' }}>
          {matchScoreMeaning(match.score)}
        </Typography.Text>
      </Flex>
    </Popover>
  );
}

/**
 * The buyer items a received item matches (GTIN or confirmed) and, for an unmatched one, the best possible
 * matches with their score; hovering a score tells why it is what it is.
 */
export function MatchList({ matches }: { matches: DmsMatch[] }) {
  if (matches.length === 0) {
    return (
      <Typography.Text type="secondary">
        None of your items matches this one, and none scores above the threshold.
      </Typography.Text>
    );
  }
  return (
    <List
      size="small"
      dataSource={matches}
      rowKey={(match) => `${match.subscriberItemId}`}
      renderItem={(match) => {
        const kind =
          match.kind === 'possible' && match.matchDecision === 'confident' ? CONFIDENT_TAG : KIND_TAGS[match.kind];
        return (
          <List.Item style={{ paddingInline: 0 }}>
            <Flex gap={12} align="center" wrap style={{ width: '100%' }}>
              <Tag color={kind.color} title={kind.hint} style={{ width: 118, textAlign: 'center' }}>
                {kind.label}
              </Tag>
              <Typography.Text strong style={{ width: 120 }}>
                {match.productCode}
              </Typography.Text>
              <Typography.Text
                style={{ width: 130, fontVariantNumeric: 'tabular-nums' }}
                type={match.gtin ? undefined : 'secondary'}
              >
                {match.gtin ?? 'No GTIN'}
              </Typography.Text>
              <Typography.Text ellipsis style={{ flex: '1 1 220px', minWidth: 0 }}>
                {[match.description, match.brandName, match.unitDescriptor].filter(Boolean).join(' · ') || '—'}
              </Typography.Text>
              <MatchScore match={match} />
            </Flex>
          </List.Item>
        );
      }}
    />
  );
}
