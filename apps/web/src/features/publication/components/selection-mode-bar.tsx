import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';

export type SelectionMode = 'browse' | 'download' | 'delete';

export interface SelectionModeBarProps {
  mode: SelectionMode;
  /** The modes the screen offers besides browsing. */
  modes: readonly Exclude<SelectionMode, 'browse'>[];
  count: number;
  running: boolean;
  onMode: (mode: SelectionMode) => void;
  onRun: () => void;
}

const LABELS = {
  download: { start: 'Download', run: 'Download selected', icon: <DownloadOutlined /> },
  delete: { start: 'Delete publication', run: 'Delete selected publications', icon: <DeleteOutlined /> },
} as const;

/** Download and delete-publication modes: a button opens the mode (rows get ticks), then runs it on the ticked. */
export function SelectionModeBar({ mode, modes, count, running, onMode, onRun }: SelectionModeBarProps) {
  if (mode === 'browse')
    return (
      <Flex gap={8}>
        {modes.map((each) => (
          <Button key={each} icon={LABELS[each].icon} danger={each === 'delete'} onClick={() => onMode(each)}>
            {LABELS[each].start}
          </Button>
        ))}
      </Flex>
    );
  const labels = LABELS[mode];
  return (
    <Flex align="center" gap={12}>
      <Typography.Text type="secondary">
        {count.toLocaleString('en-US')} {count === 1 ? 'item' : 'items'} selected
      </Typography.Text>
      <Button onClick={() => onMode('browse')} disabled={running}>
        Cancel
      </Button>
      <Button type="primary" danger={mode === 'delete'} icon={labels.icon} loading={running} onClick={onRun}>
        {labels.run}
      </Button>
    </Flex>
  );
}

/** Said when a mode runs with nothing ticked (the spec has no text of its own for it). */
export const NOTHING_TICKED: Record<Exclude<SelectionMode, 'browse'>, string> = {
  download: 'Tick the items to download.',
  delete: 'Tick the publications to delete.',
};
