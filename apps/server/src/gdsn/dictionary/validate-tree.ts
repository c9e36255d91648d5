import type { GdsnElement } from '@tradepool/domain';
import { childEntries, entryAt, type DictionaryEntry } from './dictionary.js';
import type { TreeLookups, TreeProblem } from './tree-problem.js';
import { valueProblems } from './value-problems.js';

const join = (path: string, step: string) => (path ? `${path}/${step}` : step);
const stepName = (entry: DictionaryEntry) => entry.path.slice(entry.path.lastIndexOf('/') + 1).replace(/^@/, '');
const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

/**
 * XML attributes the schemas allow where GS1's workbook does not list them: every GS1 code type's
 * codeListVersion (about 1,100 places), and the XML Schema instance's own (`xsi:schemaLocation`).
 */
const declaredEverywhere = (name: string) => name === 'codeListVersion' || name.startsWith('xsi:');

/**
 * Every problem of a trade item's tree (its root the `tradeItem` element) against GS1's GDSN 3.1.36 dictionary:
 * elements and attributes GS1 does not know (what is under an unknown element is not looked at), values of the
 * wrong type, length or code, an element more often than GS1 allows, and a required child or XML attribute missing
 * where its parent is present (a module is never required: `extension` holds those the item needs).
 */
export function validateTradeItemTree(tree: GdsnElement, lookups: TreeLookups): TreeProblem[] {
  if (tree.name !== 'tradeItem') {
    return [{ path: tree.name, rule: 'unknown', message: `The tree is a ${tree.name}, not a tradeItem.` }];
  }
  const problems: TreeProblem[] = [];
  visit(tree, entryAt('')!, '', '', lookups, problems);
  return problems;
}

function visit(
  element: GdsnElement,
  entry: DictionaryEntry,
  path: string,
  shownPath: string,
  lookups: TreeLookups,
  problems: TreeProblem[],
): void {
  const expected = childEntries(path);
  const attributes = element.attributes ?? {};
  for (const [name, value] of Object.entries(attributes)) {
    const attribute = entryAt(join(path, `@${name}`));
    const at = join(shownPath, `@${name}`);
    if (attribute) problems.push(...valueProblems(attribute, value, at, lookups));
    else if (!declaredEverywhere(name))
      problems.push({ path: at, rule: 'unknown', message: `${element.name} has no attribute ${name} in GDSN 3.1.36.` });
  }
  for (const attribute of expected) {
    if (!attribute.xmlAttribute || attribute.multiplicity.min === 0) continue;
    const name = stepName(attribute);
    if (name in attributes) continue;
    problems.push({
      path: join(shownPath, `@${name}`),
      rule: 'required',
      bmsId: attribute.bmsId,
      attributeName: attribute.name,
      message: `${element.name} needs its ${name}.`,
    });
  }

  const expectedElements = expected.filter((e) => !e.xmlAttribute);
  if (entry.kind === 'attribute' && expectedElements.length === 0) {
    problems.push(...valueProblems(entry, element.value ?? '', shownPath, lookups));
  }

  const children = element.children ?? [];
  const counts = new Map<string, number>();
  for (const child of children) counts.set(child.name, (counts.get(child.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const child of children) {
    const occurrence = (seen.get(child.name) ?? 0) + 1;
    seen.set(child.name, occurrence);
    const childPath = join(path, child.name);
    const childShown = join(shownPath, counts.get(child.name)! > 1 ? `${child.name}[${occurrence}]` : child.name);
    const childEntry = entryAt(childPath);
    if (!childEntry) {
      problems.push({
        path: childShown,
        rule: 'unknown',
        message: `${child.name} is not a GDSN 3.1.36 element of ${element.name}.`,
      });
      continue;
    }
    const max = childEntry.multiplicity.max;
    if (max !== null && occurrence === max + 1) {
      problems.push({
        path: childShown,
        rule: 'multiplicity',
        bmsId: childEntry.bmsId,
        attributeName: childEntry.name,
        message: `${child.name} appears ${times(counts.get(child.name)!)} in ${element.name}; GS1 allows it ${times(max)}.`,
      });
    }
    visit(child, childEntry, childPath, childShown, lookups, problems);
  }

  for (const child of expectedElements) {
    if (child.kind === 'module' || child.multiplicity.min === 0) continue;
    const name = stepName(child);
    if (counts.has(name)) continue;
    problems.push({
      path: join(shownPath, name),
      rule: 'required',
      bmsId: child.bmsId,
      attributeName: child.name,
      message: `${element.name} needs its ${name}.`,
    });
  }
}
