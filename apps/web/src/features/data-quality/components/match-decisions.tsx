import { Button, Flex, Tooltip } from 'antd';
import { CloseCircleOutlined, LinkOutlined } from '@ant-design/icons';
import { MESSAGES } from '@tradepool/domain';
import type { FlashState } from '../../../components/flash-alert';
import { useBroadMatch, type MatchPair } from '../api/broad-match';
import { useRejectPair } from '../api/reject-pair';
import { broadMatchOutcome } from '../broad-match-outcome';

/**
 * The buyer's two answers to a proposed pair, told in the screen's alert: a broad match (spec point 8's
 * texts) and a rejection (ours). `onDone` hears whether the pair was decided, so the screen can clear its
 * choice and, after a broad match, stop matching that item.
 */
export function useMatchDecisions(flash: FlashState) {
  const broad = useBroadMatch();
  const reject = useRejectPair();
  return {
    pending: broad.isPending || reject.isPending,
    confirm(pair: MatchPair, onDone: (decided: boolean) => void) {
      flash.clear();
      broad.mutate(pair, {
        onSuccess: (data) => {
          const outcome = broadMatchOutcome({ data });
          if (outcome.success) flash.success(outcome.text);
          else flash.error(outcome.text);
          onDone(outcome.success);
        },
        onError: (error) => {
          flash.error(broadMatchOutcome({ error }).text);
          onDone(false);
        },
      });
    },
    refuse(pair: MatchPair, onDone: (decided: boolean) => void) {
      flash.clear();
      reject.mutate(pair, {
        onSuccess: () => {
          flash.success(MESSAGES.pairRejected);
          onDone(true);
        },
        onError: (error) => {
          flash.error(error.message);
          onDone(false);
        },
      });
    },
  };
}

export interface MatchDecisionButtonsProps {
  pair: MatchPair | null;
  /** Why matching is off, when it is (the item was just matched). */
  disabledReason?: string | null;
  pending: boolean;
  onConfirm: (pair: MatchPair) => void;
  onRefuse: (pair: MatchPair) => void;
}

/** Broad match and Not a match for the chosen pair; without a choice they say what to do first. */
export function MatchDecisionButtons({
  pair,
  disabledReason,
  pending,
  onConfirm,
  onRefuse,
}: MatchDecisionButtonsProps) {
  const hint = disabledReason ?? (pair ? null : 'Choose a publisher item and your item first.');
  return (
    <Tooltip title={hint}>
      <Flex gap={8}>
        <Button
          danger
          icon={<CloseCircleOutlined />}
          disabled={!!hint || pending}
          onClick={() => pair && onRefuse(pair)}
        >
          Not a match
        </Button>
        <Button
          type="primary"
          icon={<LinkOutlined />}
          disabled={!!hint || pending}
          loading={pending}
          onClick={() => pair && onConfirm(pair)}
        >
          Broad match
        </Button>
      </Flex>
    </Tooltip>
  );
}
