import { z } from 'zod';

/** The paging and sorting fields every search request carries (rowCount, pageNumber, sortBy, sortDesc). */
export function pageRequestShape<const S extends string>(
  sortKeys: readonly [S, ...S[]],
  defaults: {
    rowCount: number;
    sortBy: S;
    sortDesc?: boolean;
  },
) {
  return {
    rowCount: z.number().int().min(1).max(500).default(defaults.rowCount),
    pageNumber: z.number().int().min(1).default(1),
    sortBy: z.enum(sortKeys).default(defaults.sortBy),
    sortDesc: z.boolean().default(defaults.sortDesc ?? false),
  };
}

/** A page of a list: the rows of the page and how many rows match in all. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ totalRows: z.number().int(), results: z.array(row) });
}
export type Page<T> = { totalRows: number; results: T[] };
