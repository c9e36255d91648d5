import { EllipsisText } from '../../../components/ellipsis-text';
import { useIndexedCodeLists } from './use-code-labels';

/**
 * A trade item unit descriptor by its label ("Base Unit or Each"), or its code while the lists load; in a grid
 * cell (`ellipsis`) cut to the cell's width, whole on hover.
 */
export function UnitDescriptor({
  code,
  lowerCase,
  ellipsis,
}: {
  code: string;
  lowerCase?: boolean;
  ellipsis?: boolean;
}) {
  const { lists } = useIndexedCodeLists();
  const label = lists.label('UNIT_DESCRIPTOR', code) ?? code;
  const text = lowerCase ? label.toLowerCase() : label;
  return ellipsis ? <EllipsisText text={text} /> : <>{text}</>;
}
