import { useIndexedCodeLists } from './use-code-labels';

/** A trade item unit descriptor by its label ("Base Unit or Each"), or its code while the lists load. */
export function UnitDescriptor({ code, lowerCase }: { code: string; lowerCase?: boolean }) {
  const { lists } = useIndexedCodeLists();
  const label = lists.label('UNIT_DESCRIPTOR', code) ?? code;
  return <>{lowerCase ? label.toLowerCase() : label}</>;
}
