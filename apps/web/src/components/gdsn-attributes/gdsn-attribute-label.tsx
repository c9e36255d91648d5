import { Flex, Tooltip, Typography } from 'antd';
import type { GdsnEntry } from '@tradepool/domain';
import { spacedName } from './gdsn-modules';

const multiplicityText = ({ min, max }: GdsnEntry['multiplicity']) =>
  `${min === 0 ? 'Optional' : 'Required'}${max === 1 ? '' : `, repeats${max === null ? '' : ` up to ${max} times`}`}`;

/** What the tooltip says: GS1's name as the XML writes it, its definition, whether it is needed and repeats. */
function EntryHelp({ entry }: { entry: GdsnEntry }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text code style={{ color: 'inherit', alignSelf: 'flex-start' }}>
        {entry.name}
      </Typography.Text>
      <span>{entry.definition ?? 'GS1 gives no definition.'}</span>
      <Typography.Text style={{ color: 'inherit', opacity: 0.75, fontSize: 12 }}>
        {multiplicityText(entry.multiplicity)}
        {entry.dataType ? ` · ${entry.dataType}` : ''}
      </Typography.Text>
    </Flex>
  );
}

/** An attribute's or class's name spaced for people, GS1's definition on hover or focus. */
export function GdsnAttributeLabel({ entry, suffix, strong }: { entry: GdsnEntry; suffix?: string; strong?: boolean }) {
  return (
    <Tooltip title={<EntryHelp entry={entry} />} placement="topLeft" styles={{ root: { maxWidth: 420 } }}>
      <Typography.Text
        strong={strong}
        tabIndex={0}
        style={{ borderBottom: '1px dotted currentColor', cursor: 'help', overflowWrap: 'anywhere' }}
      >
        {spacedName(entry.name)}
        {suffix}
      </Typography.Text>
    </Tooltip>
  );
}
