import type { GdsnElement } from '@tradepool/domain';
import { entryAt } from '../../gdsn/dictionary/dictionary.js';
import { validateTradeItemTree } from '../../gdsn/dictionary/validate-tree.js';
import { valueProblems } from '../../gdsn/dictionary/value-problems.js';
import { formatColumnCode, placePath } from '../../gdsn/document/column-code.js';
import type { PlacedValue } from '../../gdsn/document/placed-values.js';
import type { TreeProblem } from '../../gdsn/dictionary/tree-problem.js';
import { poolStates } from '../../gdsn/document/pool-supplied.js';
import { SECTION_PATHS, shownBySections } from '../../gdsn/document/section-view.js';
import { hasGs1Code } from '../metadata/code-lists.js';

const withoutIndices = (path: string) => path.replace(/\[\d+\]/g, '');

/** The elements that hold a value the sections show (`gdsnTradeItemClassification` for the GPC brick). */
const SECTION_HOLDERS: ReadonlySet<string> = new Set(
  [...SECTION_PATHS].flatMap((path) => {
    const steps = path.split('/');
    return steps.slice(1).map((_, i) => steps.slice(0, i + 1).join('/'));
  }),
);

/**
 * Checked elsewhere: a value the sections show, or an attribute of one (a measure's unit, a text's language),
 * by the sections' rules, and an element missing that would hold one (readiness names the value missing);
 * what the pool states in every CIN it writes (the next lower level, which the hierarchy rules check, and
 * the last change).
 */
function checkedElsewhere(problem: TreeProblem): boolean {
  const plain = withoutIndices(problem.path);
  return poolStates(plain) || shownBySections(plain) || (problem.rule === 'required' && SECTION_HOLDERS.has(plain));
}

const problemsOf = (tree: GdsnElement) => validateTradeItemTree(tree, { hasCode: hasGs1Code });

const said = (problem: TreeProblem) => `${problem.path}: ${problem.message}`;

/**
 * What is wrong with the attributes of an item's whole tradeItem that the sections do not show (theirs are
 * checked by the sections' rules): each with its place in the tradeItem, for validation to fail the item with.
 */
export function treeFailures(tree: GdsnElement): string[] {
  return problemsOf(tree)
    .filter((problem) => !checkedElsewhere(problem))
    .map(said);
}

/** The values longer than GS1 allows anywhere in a tradeItem: an intake refuses such an item, naming each. */
export function treeBounds(tree: GdsnElement): string[] {
  return problemsOf(tree)
    .filter((problem) => problem.bound)
    .map(said);
}

/**
 * The values of a template's GDSN columns longer than GS1 allows: the upload refuses such a row, as an intake
 * refuses such an item; each named by its column's code. Other problems of theirs fail validation only.
 */
export function placedBounds(placed: readonly PlacedValue[]): { code: string; reason: string }[] {
  return placed.flatMap(({ place, value }) => {
    const entry = entryAt(placePath(place));
    if (!entry) return [];
    const code = formatColumnCode(place);
    return valueProblems(entry, value, code, { hasCode: () => undefined })
      .filter((problem) => problem.bound)
      .map((problem) => ({ code, reason: problem.message }));
  });
}
