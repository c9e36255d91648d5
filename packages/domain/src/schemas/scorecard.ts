import { z } from 'zod';
import type { ScoreCategory } from '../catalog/item-score.js';
import { pageOf, pageRequestShape } from './paging.js';

/**
 * Spec points 2 and 7, "Score card": each publisher's data as the buyer received it, scored per category
 * (docs/SCORECARD.md says how). The score fields keep the spec's names, `nutrientsSocre` included.
 */
export const SCORE_FIELDS = [
  'allAttribute',
  'logisticsScore',
  'allergenScore',
  'nutrientsSocre',
  'imageScore',
] as const;
export type ScoreField = (typeof SCORE_FIELDS)[number];

/** Which item score category each score field averages. */
export const SCORE_FIELD_CATEGORY: Record<ScoreField, ScoreCategory> = {
  allAttribute: 'all',
  logisticsScore: 'logistics',
  allergenScore: 'allergen',
  nutrientsSocre: 'nutrient',
  imageScore: 'image',
};

export const SCORECARD_SORT_KEYS = ['publisherName', 'publishedCount', 'synchCount', ...SCORE_FIELDS] as const;
export type ScorecardSortKey = (typeof SCORECARD_SORT_KEYS)[number];

/** `POST scorecard/subscriberScore`: a publisher (by name or GLN) or all of them; point 9: allAttribute ascending. */
export const scorecardSearchSchema = z.object({
  publisherGln: z.string().trim().max(13).nullish(),
  publisherName: z.string().trim().max(200).nullish(),
  ...pageRequestShape(SCORECARD_SORT_KEYS, { rowCount: 25, sortBy: 'allAttribute' }),
});
export type ScorecardSearch = z.input<typeof scorecardSearchSchema>;

/** An attribute that costs a score most often: on how many items it is empty, and on how many it fails. */
export const scoreGapSchema = z.object({
  code: z.string(),
  label: z.string(),
  missing: z.number().int(),
  failing: z.number().int(),
});
export type ScoreGap = z.infer<typeof scoreGapSchema>;

/** Why a score is what it is: the attributes of its category that the publisher's items lack most often. */
export const scoreExplanationSchema = z.object({ gaps: z.array(scoreGapSchema) });

export const scorecardRowSchema = z.object({
  publisherName: z.string(),
  publisherGln: z.string(),
  /** The publisher's live items the buyer received (withdrawn ones left out). */
  publishedCount: z.number().int(),
  /** Of those, the ones the buyer synchronised (CIC SYNCHRONISED). */
  synchCount: z.number().int(),
  /** The items the scores average: copies received before the score card count once the next matching run scored them. */
  scoredCount: z.number().int(),
  /** Whole percentages, 0–100; null while none of the publisher's items is scored yet. */
  allAttribute: z.number().int().nullable(),
  logisticsScore: z.number().int().nullable(),
  allergenScore: z.number().int().nullable(),
  nutrientsSocre: z.number().int().nullable(),
  imageScore: z.number().int().nullable(),
  explanations: z.object(
    Object.fromEntries(SCORE_FIELDS.map((field) => [field, scoreExplanationSchema])) as Record<
      ScoreField,
      typeof scoreExplanationSchema
    >,
  ),
});
export type ScorecardRow = z.infer<typeof scorecardRowSchema>;
export const scorecardPageSchema = pageOf(scorecardRowSchema);

/**
 * `GET scorecard/search?keyword`: publisher-name suggestions (point 9: from 3 characters, 20 at most), each
 * a `publisherSuggestionSchema` (the GLN as `value`, with its name).
 */
export const scorecardKeywordSchema = z.object({ keyword: z.string().trim().min(3).max(200) });

export const SCORE_BAND_COLORS = ['red', 'amber', 'green'] as const;
/** A range of scores and the colour it is shown in (`GET scorecard/colorCodeRange`), bounds inclusive. */
export const scoreBandSchema = z.object({
  color: z.enum(SCORE_BAND_COLORS),
  label: z.string(),
  from: z.number().int(),
  to: z.number().int(),
});
export type ScoreBand = z.infer<typeof scoreBandSchema>;

/** The bands: below 50 poor, 50–79 fair, 80 and up good (docs/SCORECARD.md). */
export const SCORE_BANDS: readonly ScoreBand[] = [
  { color: 'red', label: 'Poor', from: 0, to: 49 },
  { color: 'amber', label: 'Fair', from: 50, to: 79 },
  { color: 'green', label: 'Good', from: 80, to: 100 },
];

/** The band a score falls in. */
export function scoreBandOf(score: number, bands: readonly ScoreBand[] = SCORE_BANDS): ScoreBand | undefined {
  return bands.find((band) => score >= band.from && score <= band.to);
}
