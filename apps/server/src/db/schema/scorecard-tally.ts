/**
 * Per buyer company and publisher (information provider GLN): its live scored copies and, per score
 * category, the sum of their shares in millionths (migration 0019); the score card divides one by the other.
 */
export interface ScorecardTallyTable {
  company_id: number;
  info_provider_gln: string;
  items: number;
  all_millionths: number;
  logistics_millionths: number;
  allergen_millionths: number;
  nutrient_millionths: number;
  image_millionths: number;
}
