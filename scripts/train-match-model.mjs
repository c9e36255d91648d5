// Trains the matching engine's model (docs/MATCHING.md, "The model"): a logistic regression over the pair
// features of `score-pair.ts` (MATCH_FEATURES) and the competition between buyer items, whose output is the
// probability that a pair is the same item. Plain Node, no dependencies: it reads the shared benchmark
// (bench/fixtures/amazon-google), builds every buyer item's candidates with the built engine's own blocking
// (so the model learns to tell apart what the engine sees), fits by Newton's method (IRLS) with an L2
// penalty, and reports 5-fold held-out figures (folds by buyer item) beside the in-sample ones. It writes:
//   apps/server/src/features/matching/match-model.ts   the weights the engine ships with
//   docs/matching-reliability.md, docs/matching-reliability.svg   held-out predicted vs observed frequency
//
//   npm run build -w @tradepool/domain && npm run build -w @tradepool/server
//   node scripts/train-match-model.mjs            # then build the server again, and run bench/matching-quality.mjs
//   TRAIN_DRY_RUN=1 node scripts/train-match-model.mjs   # the figures only, nothing written
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvRecords } from '../apps/server/dist/files/csv.js';
import { CandidateIndex } from '../apps/server/dist/features/matching/candidate-index.js';
import { DEFAULT_MATCH_OPTIONS } from '../apps/server/dist/features/matching/match-buyer-item.js';
import { MATCH_FEATURES, pairFeatures } from '../apps/server/dist/features/matching/score-pair.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = process.env.MATCHING_FIXTURE ?? path.join(root, 'bench/fixtures/amazon-google');
const dryRun = process.env.TRAIN_DRY_RUN === '1';
/**
 * The L2 penalty draws each weight (not the intercept) towards its prior, the hand score card's judgement
 * of the evidence: where the benchmark shows a feature rarely (identifiers: it has no part numbers; sizes,
 * net content, third-party listings: it is software), the weight stays near what the card said, and the
 * data moves it only as far as it shows.
 */
const LAMBDA = Number(process.env.TRAIN_LAMBDA ?? 2);
const PRIOR = {
  identifier: 3,
  modelCode: 1.5,
  modelCodeConflict: -1,
  partNumber: 1,
  partNumberConflict: -0.7,
  numbersConflict: -1,
  brandAgrees: 0.7,
  brandConflicts: -0.5,
  thirdParty: -2,
  unitDescriptorConflict: -1.5,
  netContentSame: 0.5,
  netContentConflict: -1.5,
  sizeSame: 0.5,
  sizeConflict: -1.5,
  packConflict: -1,
  competition: -1,
};
/**
 * Evidence for a match never lowers the score and a conflict never raises it: where a feature is rare or
 * stands with others that say the same, a fit may give it the wrong sign, which would read as nonsense in a
 * reason. Those weights are held at 0 instead (`fit` projects them).
 */
const SIGN = {
  identifier: 1,
  modelCode: 1,
  modelCodeConflict: -1,
  partNumber: 1,
  partNumberConflict: -1,
  numbersConflict: -1,
  brandAgrees: 1,
  brandConflicts: -1,
  thirdParty: -1,
  unitDescriptorConflict: -1,
  netContentSame: 1,
  netContentConflict: -1,
  sizeSame: 1,
  sizeConflict: -1,
  packConflict: -1,
  competition: -1,
  lead: 1,
};
/**
 * Hand rules kept as they are, clearer than what this benchmark can say of them: a long model code both
 * sides carry names one product (catalogs of electronics live on them; here such codes are mostly a
 * publisher's twin listings of one product, which the lead tells apart), and two different brands are two
 * products (here the description's coverage already says so of nearly every such pair). Fitted, both
 * weights would fall to 0.
 */
const FIXED = new Set(['modelCode', 'brandConflicts']);
/** What the model adds to the pair's features: another buyer item scores it higher; its lead in its list. */
const CONTEXT = ['competition', 'lead'];
/** The lead (log-odds over the best other candidate of the buyer item) is counted within ±LEAD_LIMIT. */
const LEAD_LIMIT = 4;
const FOLDS = 5;

async function readTable(file) {
  const records = [];
  for await (const record of csvRecords(fs.createReadStream(path.join(fixture, file), 'utf8'))) records.push(record);
  const [header, ...rows] = records;
  return rows.filter((r) => r.length > 1).map((r) => Object.fromEntries(header.map((h, i) => [h.trim(), r[i] ?? ''])));
}
const first = (row, ...names) => names.map((n) => row[n]).find((v) => v !== undefined && v !== '') ?? null;
const matchItem = (row) => ({
  id: row.id,
  description: first(row, 'title', 'name'),
  brandName: first(row, 'manufacturer', 'brand'),
  mpc: first(row, 'modelno', 'mpc'),
});

const [tableA, tableB, gold] = await Promise.all(['tableA.csv', 'tableB.csv', 'gold.csv'].map(readTable));
const goldPairs = new Set(gold.map((g) => `${g.tableA_id}|${g.tableB_id}`));
const withCounterpart = new Set(gold.map((g) => String(g.tableA_id)));
const buyers = tableA.map(matchItem);
const index = CandidateIndex.build(tableB.map(matchItem));

// Every buyer item's candidates, as the engine blocks them, with their features and whether gold pairs them.
const pairs = [];
buyers.forEach((buyer, b) => {
  const query = index.queryOf(buyer);
  const ordinals = index.candidates(
    query.terms,
    DEFAULT_MATCH_OPTIONS.candidateLimit,
    DEFAULT_MATCH_OPTIONS.postingBudget,
    query.strong,
  );
  for (const ordinal of ordinals) {
    const features = pairFeatures(query.features, index.featuresOf(ordinal));
    const receivedId = index.idOf(ordinal);
    pairs.push({
      b,
      receivedId,
      x: MATCH_FEATURES.map((name) => features[name]),
      y: goldPairs.has(`${buyer.id}|${receivedId}`) ? 1 : 0,
    });
  }
});
const found = new Set(pairs.filter((p) => p.y === 1).map((p) => `${p.b}|${p.receivedId}`)).size;
console.log(
  `Training on ${path.relative(root, fixture)}: ${buyers.length} buyer items, ${pairs.length} candidate pairs, ` +
    `${found} of ${gold.length} gold pairs among them; lambda ${LAMBDA}`,
);

const sigmoid = (z) => 1 / (1 + Math.exp(-z));
const dot = (w, x) => x.reduce((sum, v, i) => sum + v * w[i + 1], w[0]);

/** Logistic regression by Newton's method with an L2 penalty on all but the intercept (w[0]). */
function fit(rows, names) {
  const d = rows[0].x.length + 1;
  const prior = [0, ...names.map((name) => PRIOR[name] ?? 0)];
  const sign = [0, ...names.map((name) => SIGN[name] ?? 0)];
  const fixed = [false, ...names.map((name) => FIXED.has(name))];
  let w = [...prior];
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = new Array(d).fill(0);
    const hessian = Array.from({ length: d }, () => new Array(d).fill(0));
    for (const { x, y } of rows) {
      const p = sigmoid(dot(w, x));
      const v = [1, ...x];
      const s = p * (1 - p);
      for (let i = 0; i < d; i++) {
        gradient[i] += (p - y) * v[i];
        for (let j = 0; j < d; j++) hessian[i][j] += s * v[i] * v[j];
      }
    }
    for (let i = 1; i < d; i++) {
      gradient[i] += LAMBDA * (w[i] - prior[i]);
      hessian[i][i] += LAMBDA;
    }
    const step = solve(hessian, gradient);
    w = w.map((wi, i) => (fixed[i] ? prior[i] : sign[i] * (wi - step[i]) < 0 ? 0 : wi - step[i]));
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return w;
}

/** Gaussian elimination with partial pivoting: a is d × d, small. */
function solve(a, b) {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
    [m[c], m[pivot]] = [m[pivot], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c || m[c][c] === 0) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => (row[i] === 0 ? 0 : row[n] / row[i]));
}

/**
 * Whether another buyer item scores the pair's received item higher (the engine's competition, settled
 * over every buyer item's candidates, as `RivalBoard` does).
 */
function rivalFlags(scores) {
  const best = new Map();
  pairs.forEach((p, i) => {
    const top = best.get(p.receivedId) ?? [];
    top.push({ b: p.b, z: scores[i] });
    top.sort((a, c) => c.z - a.z);
    best.set(p.receivedId, top.slice(0, 2));
  });
  return pairs.map((p, i) => {
    const other = best.get(p.receivedId).find((t) => t.b !== p.b);
    return other !== undefined && other.z > scores[i] ? 1 : 0;
  });
}

/** Each pair's lead over the best other candidate of its buyer item, in log-odds (`scoreBuyerItem`). */
function leads(scores) {
  const top = new Map();
  pairs.forEach((p, i) => {
    const [a = -Infinity, b = -Infinity] = top.get(p.b) ?? [];
    top.set(p.b, scores[i] > a ? [scores[i], a] : [a, Math.max(b, scores[i])]);
  });
  return pairs.map((p, i) => {
    const [a, b] = top.get(p.b);
    const other = scores[i] === a ? b : a;
    return other === -Infinity ? LEAD_LIMIT : Math.max(-LEAD_LIMIT, Math.min(LEAD_LIMIT, scores[i] - other));
  });
}

/**
 * Log-odds under weights `w` as the engine computes them: the pair's features, then its lead in its buyer
 * item's list (from the pair's log-odds), then the competition (from those scores).
 */
function logOdds(w) {
  const n = MATCH_FEATURES.length;
  const pairOnly = pairs.map((p) => dot(w.slice(0, n + 1), p.x));
  const lead = leads(pairOnly);
  const inList = pairOnly.map((z, i) => z + w[n + 2] * lead[i]);
  const flags = rivalFlags(inList);
  return { z: inList.map((z, i) => z + w[n + 1] * flags[i]), lead, flags };
}

/**
 * The model in steps: the pair's features alone; then with the lead and the competition its scores give;
 * once more with those the second model's give. Answers the weights (intercept, features…, competition, lead).
 */
function train(inTraining) {
  const names = [...MATCH_FEATURES, ...CONTEXT];
  const stage1 = fit(
    pairs.filter((_, i) => inTraining(i)),
    MATCH_FEATURES,
  );
  let w = [...stage1, 0, 0];
  for (let step = 0; step < 2; step++) {
    const { lead, flags } = logOdds(w);
    w = fit(
      pairs.map((p, i) => ({ x: [...p.x, flags[i], lead[i]], y: p.y })).filter((_, i) => inTraining(i)),
      names,
    );
  }
  return w;
}

/** Each pair's probability in percent, to a tenth, as the engine gives it. */
function probabilities(w) {
  return logOdds(w).z.map((z) => Math.round(1000 * sigmoid(z)) / 10);
}

// Folds by buyer item, shuffled with a fixed seed: every run trains the same model.
let seed = 20261129;
const random = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
const order = buyers.map((_, b) => [random(), b]).sort((a, c) => a[0] - c[0]);
const foldOf = new Array(buyers.length);
order.forEach(([, b], k) => (foldOf[b] = k % FOLDS));

const heldOut = new Array(pairs.length);
for (let fold = 0; fold < FOLDS; fold++) {
  const w = train((i) => foldOf[pairs[i].b] !== fold);
  const p = probabilities(w);
  pairs.forEach((pair, i) => {
    if (foldOf[pair.b] === fold) heldOut[i] = p[i];
  });
}
const weights = train(() => true);
const inSample = probabilities(weights);

/** The decisions as the buyer sees them, as `possibleMatches` makes them, and the bench's figures. */
function decisions(scores, threshold, confident, maxPossible = DEFAULT_MATCH_OPTIONS.maxPossible) {
  const lists = buyers.map(() => []);
  pairs.forEach((p, i) => {
    if (scores[i] >= threshold) lists[p.b].push({ receivedId: p.receivedId, score: scores[i], y: p.y });
  });
  let confidentCount = 0;
  let confidentRight = 0;
  let atFive = 0;
  let atOne = 0;
  let orphans = 0;
  let orphansConfident = 0;
  let proposals = 0;
  lists.forEach((list, b) => {
    list.sort((a, c) => c.score - a.score || Number(a.receivedId) - Number(c.receivedId));
    const sure = list.length > 0 && list[0].score >= confident;
    const shown = sure ? list.slice(0, 1) : list.slice(0, maxPossible);
    proposals += shown.length;
    if (sure) {
      confidentCount++;
      confidentRight += shown[0].y;
    }
    if (withCounterpart.has(String(buyers[b].id))) {
      if (shown[0]?.y) atOne++;
      if (shown.some((m) => m.y)) atFive++;
    } else {
      orphans++;
      if (sure) orphansConfident++;
    }
  });
  const precision = confidentCount === 0 ? 0 : confidentRight / confidentCount;
  const recall = confidentRight / withCounterpart.size;
  return {
    threshold,
    confident,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    recallAt1: atOne / withCounterpart.size,
    recallAt5: atFive / withCounterpart.size,
    orphansConfident: orphansConfident / orphans,
    proposals: proposals / buyers.length,
  };
}

const f3 = (x) => x.toFixed(3);
const row = (f) =>
  `| ${f.threshold} | ${f.confident} | ${f3(f.precision)} | ${f3(f.recall)} | **${f3(f.f1)}** | ${f3(f.recallAt1)} | ` +
  `${f3(f.recallAt5)} | ${f3(f.orphansConfident)} | ${f.proposals.toFixed(2)} |`;
const header =
  '| threshold | confident | precision | recall | F1 | recall@1 | recall@5 | no counterpart: confident | proposals/item |\n' +
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';

console.log('\nWeights (intercept, features, competition):');
const names = ['intercept', ...MATCH_FEATURES, ...CONTEXT];
for (const [i, name] of names.entries()) {
  const column = i - 1;
  const shown = column >= 0 && column < MATCH_FEATURES.length ? pairs.filter((p) => p.x[column] !== 0) : [];
  const support = shown.length ? `   (${shown.length} pairs, ${shown.filter((p) => p.y).length} gold)` : '';
  console.log(`  ${name.padEnd(24)} ${weights[i].toFixed(3).padStart(7)}   prior ${PRIOR[name] ?? 0}${support}`);
}

const threshold = Number(process.env.TRAIN_THRESHOLD ?? 5);
console.log(`\nDecisions at threshold ${threshold}, by confidence (held-out, then in-sample):`);
console.log(header);
for (const confident of [50, 60, 70, 75, 80, 85, 90]) console.log(row(decisions(heldOut, threshold, confident)));
console.log(header);
for (const confident of [50, 60, 70, 75, 80, 85, 90]) console.log(row(decisions(inSample, threshold, confident)));
console.log(`\nBy threshold at confident ${DEFAULT_MATCH_OPTIONS.confident} (held-out):`);
console.log(header);
for (const t of [1, 2, 5, 10, 15, 20, 30]) console.log(row(decisions(heldOut, t, DEFAULT_MATCH_OPTIONS.confident)));

// Reliability: held-out probabilities in tenths against how often such pairs are gold pairs.
const bins = Array.from({ length: 10 }, () => ({ n: 0, predicted: 0, observed: 0 }));
pairs.forEach((p, i) => {
  const bin = bins[Math.min(9, Math.floor(heldOut[i] / 10))];
  bin.n++;
  bin.predicted += heldOut[i] / 100;
  bin.observed += p.y;
});
const table = [
  '| predicted | pairs | mean predicted | observed |',
  '| --- | ---: | ---: | ---: |',
  ...bins.map(
    (bin, k) =>
      `| ${k * 10}–${k * 10 + 10} % | ${bin.n} | ${bin.n ? f3(bin.predicted / bin.n) : '–'} | ${bin.n ? f3(bin.observed / bin.n) : '–'} |`,
  ),
].join('\n');
console.log(`\nReliability (held-out, every candidate pair):\n${table}`);

if (!dryRun) {
  const round = (x) => Math.round(x * 1000) / 1000;
  const model = [
    '// Written by scripts/train-match-model.mjs: do not edit by hand (docs/MATCHING.md, "The model").',
    'export const MATCH_MODEL = {',
    `  intercept: ${round(weights[0])},`,
    '  weights: {',
    ...MATCH_FEATURES.map((name, i) => `    ${name}: ${round(weights[i + 1])},`),
    '  },',
    `  competition: ${round(weights[MATCH_FEATURES.length + 1])},`,
    `  lead: ${round(weights[MATCH_FEATURES.length + 2])},`,
    '} as const;',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(root, 'apps/server/src/features/matching/match-model.ts'), model);
  fs.writeFileSync(
    path.join(root, 'docs/matching-reliability.md'),
    `# Matching: reliability of the score\n\nWritten by \`scripts/train-match-model.mjs\` (docs/MATCHING.md, "The model"): ` +
      `every candidate pair the engine's blocking finds on bench/fixtures/amazon-google (${pairs.length} pairs), ` +
      `its probability from the model trained without its buyer item's fold (5 folds by buyer item), against ` +
      `how often such pairs are gold pairs.\n\n![reliability](matching-reliability.svg)\n\n${table}\n`,
  );
  fs.writeFileSync(path.join(root, 'docs/matching-reliability.svg'), reliabilitySvg(bins));
  console.log('\nWrote match-model.ts, docs/matching-reliability.md and docs/matching-reliability.svg');
}

/** Predicted against observed, one dot per bin (its area the pairs in it), and the diagonal of a perfect score. */
function reliabilitySvg(data) {
  const size = 320;
  const pad = 40;
  const at = (v) => pad + v * (size - 2 * pad);
  const y = (v) => size - at(v);
  const ticks = [0, 0.2, 0.4, 0.6, 0.8, 1];
  const most = Math.max(...data.map((b) => b.n));
  const dots = data
    .filter((b) => b.n > 0)
    .map((b) => {
      const r = 2 + 8 * Math.sqrt(b.n / most);
      return `<circle cx="${at(b.predicted / b.n).toFixed(1)}" cy="${y(b.observed / b.n).toFixed(1)}" r="${r.toFixed(1)}" fill="#1677ff" fill-opacity="0.7"/>`;
    });
  const line = data
    .filter((b) => b.n > 0)
    .map((b, i) => `${i === 0 ? 'M' : 'L'}${at(b.predicted / b.n).toFixed(1)},${y(b.observed / b.n).toFixed(1)}`)
    .join(' ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="sans-serif" font-size="10">`,
    `<rect width="${size}" height="${size}" fill="white"/>`,
    `<line x1="${at(0)}" y1="${y(0)}" x2="${at(1)}" y2="${y(1)}" stroke="#999" stroke-dasharray="4 3"/>`,
    ...ticks.map(
      (t) =>
        `<text x="${at(t)}" y="${size - pad + 14}" text-anchor="middle">${t * 100}</text><text x="${pad - 6}" y="${y(t) + 3}" text-anchor="end">${t * 100}</text>`,
    ),
    `<line x1="${at(0)}" y1="${y(0)}" x2="${at(1)}" y2="${y(0)}" stroke="#333"/><line x1="${at(0)}" y1="${y(0)}" x2="${at(0)}" y2="${y(1)}" stroke="#333"/>`,
    `<path d="${line}" fill="none" stroke="#1677ff"/>`,
    ...dots,
    `<text x="${size / 2}" y="${size - 8}" text-anchor="middle">score (predicted %, held-out)</text>`,
    `<text x="12" y="${size / 2}" text-anchor="middle" transform="rotate(-90 12 ${size / 2})">observed % same item</text>`,
    '</svg>',
    '',
  ].join('\n');
}
