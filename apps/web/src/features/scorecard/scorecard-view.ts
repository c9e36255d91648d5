import {
  SCORE_CATEGORY_LABELS,
  SCORE_FIELDS,
  SCORE_FIELD_CATEGORY,
  scoreBandOf,
  type ScoreBand,
  type ScoreField,
  type ScorecardRow,
} from '@tradepool/domain';

/** The score columns in the spec's order, each with the name people read. */
export const SCORE_COLUMNS = SCORE_FIELDS.map((field) => ({
  field,
  title: SCORE_CATEGORY_LABELS[SCORE_FIELD_CATEGORY[field]],
}));

export const scoreTitle = (field: ScoreField) => SCORE_CATEGORY_LABELS[SCORE_FIELD_CATEGORY[field]];

/**
 * How a band looks: a tint to fill, dark text that reads on it (WCAG AA at any size), and a strong colour
 * for bars. The band's name is always written beside the number, so colour is never the only sign.
 */
export const BAND_LOOK: Record<ScoreBand['color'], { tint: string; text: string; strong: string }> = {
  red: { tint: '#fff1f0', text: '#a8071a', strong: '#cf1322' },
  amber: { tint: '#fffbe6', text: '#874d00', strong: '#d48806' },
  green: { tint: '#f6ffed', text: '#135200', strong: '#389e0d' },
};

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

export interface ScoreExplanation {
  headline: string;
  /** One line per attribute that costs the score most often. */
  gaps: string[];
}

/** What a score says on hover: its value, band and basis, then the attributes its items lack most often. */
export function explainScore(row: ScorecardRow, field: ScoreField, bands: readonly ScoreBand[]): ScoreExplanation {
  const score = row[field];
  const title = scoreTitle(field);
  if (score === null) {
    return {
      headline: `${title}: not scored yet. Items received before the score card are scored on the next matching run.`,
      gaps: [],
    };
  }
  const band = scoreBandOf(score, bands);
  const items = row.scoredCount;
  const gaps = row.explanations[field].gaps.map((gap) => {
    const parts = [
      gap.missing > 0 ? `missing on ${gap.missing} of ${items}` : null,
      gap.failing > 0 ? `failing a rule on ${gap.failing}` : null,
    ].filter(Boolean);
    return `${gap.label}: ${parts.join(', ')}`;
  });
  return {
    headline: `${title}: ${score} of 100${band ? ` (${band.label})` : ''}, the average over ${plural(items, 'item')}.`,
    gaps,
  };
}

export interface ScoreBar {
  publisher: string;
  score: number;
  color: string;
  band: string;
}

/** The chart's bars for one score: scored publishers only, best first, each in its band's colour. */
export function scoreBars(rows: readonly ScorecardRow[], field: ScoreField, bands: readonly ScoreBand[]): ScoreBar[] {
  return rows
    .flatMap((row) => {
      const score = row[field];
      if (score === null) return [];
      const band = scoreBandOf(score, bands);
      return [
        {
          publisher: row.publisherName,
          score,
          color: band ? BAND_LOOK[band.color].strong : '#8c8c8c',
          band: band?.label ?? '',
        },
      ];
    })
    .sort((a, b) => b.score - a.score || a.publisher.localeCompare(b.publisher));
}
