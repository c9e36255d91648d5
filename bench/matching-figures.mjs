// The figures of a matching result against a benchmark's gold pairs, as a buyer sees the result: one
// decision per buyer item (matched, confident, candidates, none) and its proposals, best first.

const ratio = (n, d) => (d === 0 ? 0 : n / d);
const f1Of = (p, r) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));

/**
 * `results`: `{ buyerId, decision, proposals }` per buyer item (every one, proposals as publisher ids best
 * first); `gold`: `{ buyerId, publishedId }`. Answers:
 * - confident decisions: `confident` proposals, `confidentRight` of them gold pairs; precision = right /
 *   confident, recall = right / buyer items with a counterpart (a gold pair), F1;
 * - the candidate lists (every proposal listed, whatever the decision): recall@1 and recall@5 = share of the
 *   buyer items with a counterpart whose first (first 5) proposals hold a gold pair;
 * - the buyer items without a counterpart: the share given a confident proposal, and any proposal;
 * - proposals per buyer item, and the decisions counted;
 * - `asJob`: the figures bench/matching-quality.mjs prints, for comparison: each buyer item's first proposal
 *   a predicted pair; precision = predicted pairs in gold / predicted, recall = / gold pairs, recall@5 = gold
 *   pairs among the first 5 proposals / gold pairs.
 */
export function matchingFigures(results, gold) {
  const goldOf = new Map();
  for (const { buyerId, publishedId } of gold) {
    if (!goldOf.has(buyerId)) goldOf.set(buyerId, new Set());
    goldOf.get(buyerId).add(publishedId);
  }
  const decisions = { matched: 0, confident: 0, candidates: 0, none: 0 };
  let withCounterpart = 0;
  let without = 0;
  let confident = 0;
  let confidentRight = 0;
  let firstRight = 0;
  let inFirstFive = 0;
  let withoutConfident = 0;
  let withoutProposal = 0;
  let proposals = 0;
  let predicted = 0;
  let goldInFirstFive = 0;
  for (const { buyerId, decision, proposals: listed } of results) {
    decisions[decision]++;
    proposals += listed.length;
    const right = goldOf.get(buyerId) ?? new Set();
    const firstFive = listed.slice(0, 5);
    if (listed.length > 0) {
      predicted++;
      if (right.has(listed[0])) firstRight++;
    }
    goldInFirstFive += firstFive.filter((id) => right.has(id)).length;
    if (decision === 'confident') {
      confident++;
      if (right.has(listed[0])) confidentRight++;
    }
    if (right.size > 0) {
      withCounterpart++;
      if (firstFive.some((id) => right.has(id))) inFirstFive++;
    } else {
      without++;
      if (decision === 'confident') withoutConfident++;
      if (listed.length > 0) withoutProposal++;
    }
  }
  const precision = ratio(confidentRight, confident);
  const recall = ratio(confidentRight, withCounterpart);
  const jobPrecision = ratio(firstRight, predicted);
  const jobRecall = ratio(firstRight, gold.length);
  return {
    buyerItems: results.length,
    withCounterpart,
    without,
    decisions,
    confident,
    confidentRight,
    precision,
    recall,
    f1: f1Of(precision, recall),
    // A first proposal that is a gold pair is one of a buyer item with a counterpart.
    recallAt1: ratio(firstRight, withCounterpart),
    recallAt5: ratio(inFirstFive, withCounterpart),
    withoutConfident: ratio(withoutConfident, without),
    withoutProposal: ratio(withoutProposal, without),
    proposalsPerItem: ratio(proposals, results.length),
    asJob: {
      predicted,
      correct: firstRight,
      precision: jobPrecision,
      recall: jobRecall,
      f1: f1Of(jobPrecision, jobRecall),
      recallAt5: ratio(goldInFirstFive, gold.length),
    },
  };
}
