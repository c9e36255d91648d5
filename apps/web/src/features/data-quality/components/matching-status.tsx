import { useEffect, useRef } from 'react';
import { Button, Flex, Progress, Tooltip, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../catalog';
import { isRunning, useMatchingRun, useRematch } from '../api/matching-run';
import { dmsKey } from '../api/search-dms-summary';

/**
 * Where the buyer's matching stands, and "Match again": matching runs by itself when a CIN or a
 * cross-reference file arrives, so the button is for the buyer who wants every pair scored afresh. The
 * counts on the screen are read again when a run ends.
 */
export function MatchingStatus({ canMatch }: { canMatch: boolean }) {
  const run = useMatchingRun();
  const rematch = useRematch();
  const client = useQueryClient();
  const running = isRunning(run.data);
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) void client.invalidateQueries({ queryKey: dmsKey });
    wasRunning.current = running;
  }, [running, client]);

  const status = run.data?.status;
  return (
    <Flex gap={12} align="center" wrap>
      {running ? (
        <Flex gap={8} align="center" style={{ minWidth: 220 }} role="status">
          <Typography.Text>{status === 'queued' ? 'Matching queued' : 'Matching'}</Typography.Text>
          <Progress percent={run.data?.progress ?? 0} size="small" style={{ width: 140, margin: 0 }} />
        </Flex>
      ) : (
        <Typography.Text type={status === 'failed' ? 'danger' : 'secondary'}>
          {status === 'failed'
            ? 'The last matching run failed: match again.'
            : run.data?.lastRunTime
              ? `Matched ${formatDateTime(run.data.lastRunTime)}`
              : 'Not matched yet'}
        </Typography.Text>
      )}
      {canMatch && (
        <Tooltip title="Score every received item against your item master again.">
          <Button
            icon={<SyncOutlined spin={running} />}
            disabled={running}
            loading={rematch.isPending}
            onClick={() => rematch.mutate()}
          >
            Match again
          </Button>
        </Tooltip>
      )}
    </Flex>
  );
}
