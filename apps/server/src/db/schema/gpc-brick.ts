/**
 * A GPC brick with the class, family and segment it lies in, mirrored from `gpc-hierarchy-2020.json` at every
 * start (`gdsn/gpc/gpc-brick-table.ts`): what lets SQL find the items under a subscription's class.
 */
export interface GpcBrickTable {
  brick_code: string;
  class_code: string;
  family_code: string;
  segment_code: string;
}
