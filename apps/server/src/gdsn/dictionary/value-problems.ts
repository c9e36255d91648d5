import type { DictionaryEntry } from './dictionary.js';
import type { TreeLookups, TreeProblem } from './tree-problem.js';
import { valueTypeProblem } from './value-types.js';

/*
 * Dates and times are held to their XML Schema form, not to the workbook's length: its 24 characters for a
 * DateTime are `2013-01-10T12:00:01.000Z`, while the XSD allows, and GS1's own sample writes, `-05:00` for the zone.
 */
const FORM_BOUND: ReadonlySet<string> = new Set(['dateTime', 'date', 'time', 'gYear', 'gDay']);

const shown = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/**
 * A value (an element's text or an XML attribute's) against its entry: present, its type, its length, its code.
 * Codes of a list the pool does not hold (`hasCode` answers undefined) are not checked.
 */
export function valueProblems(
  entry: DictionaryEntry,
  value: string,
  path: string,
  lookups: TreeLookups,
): TreeProblem[] {
  const problem = (rule: TreeProblem['rule'], message: string, bound?: true): TreeProblem => ({
    path,
    rule,
    bmsId: entry.bmsId,
    attributeName: entry.name,
    message,
    ...(bound ? { bound } : {}),
  });
  const name = entry.name;
  if (!value) return [problem('valueType', `${name} has no value.`)];
  const problems: TreeProblem[] = [];
  const length = [...value].length;
  const bounds = entry.valueType && FORM_BOUND.has(entry.valueType) ? undefined : entry.length;
  if (bounds && length > bounds.max) {
    problems.push(problem('length', `${name} is ${length} characters long; GS1 allows ${bounds.max} at most.`, true));
  } else if (bounds && length < bounds.min) {
    problems.push(problem('length', `${name} is ${length} characters long; GS1 asks for ${bounds.min} at least.`));
  }
  const expected = entry.valueType ? valueTypeProblem(entry.valueType, value) : null;
  if (expected) problems.push(problem('valueType', `${name} must be ${expected}, not ${shown(value)}.`));
  const listName = entry.codeListName;
  const known = entry.enumeration ? entry.enumeration.includes(value) : listName && lookups.hasCode(listName, value);
  if (listName && known === false) {
    problems.push(problem('codeList', `${shown(value)} is not a code of GS1's ${listName} list (${name}).`));
  }
  return problems;
}
