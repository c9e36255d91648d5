import { EllipsisText } from '../../../components/ellipsis-text';
import { useIndexedCodeLists } from './use-code-labels';

/**
 * A trade item unit descriptor by its label ("Base Unit or Each"), or its code while the lists load (or for a
 * user who loads none: `labelled` false); in a grid cell (`ellipsis`) cut to the cell's width, whole on hover.
 */
export function UnitDescriptor({
  code,
  lowerCase,
  ellipsis,
  labelled = true,
}: {
  code: string;
  lowerCase?: boolean;
  ellipsis?: boolean;
  labelled?: boolean;
}) {
  const { lists } = useIndexedCodeLists(labelled);
  const label = lists.label('UNIT_DESCRIPTOR', code) ?? code;
  const text = lowerCase ? label.toLowerCase() : label;
  return ellipsis ? <EllipsisText text={text} /> : <>{text}</>;
}
